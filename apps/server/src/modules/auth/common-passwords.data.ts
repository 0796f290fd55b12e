/**
 * The most common passwords of the public breach-derived lists (the "top 1,000" and "10,000
 * most common" lists, rockyou and their like), roughly most frequent first, lower-cased and
 * deduplicated: 2049 entries. Refused at sign-up, password reset and password change.
 */
export const commonPasswordsText = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890
michael 654321 pussy superman 1qaz2wsx 7777777 fuckyou 121212 000000 qazwsx 123qwe killer
trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger
sunshine iloveyou fuckme 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233
george asshole computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom
777777 pass fuck maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love ashley
6969 nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix
william corvette hello martin heather secret fucker merlin diamond 1234qwer gfhjkm hammer silver
222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111
golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky snoopy
maverick phoenix camaro sexy peanut morgan welcome falcon cowboy ferrari samsung andrea smokey
steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster
tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore
banana junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999
ncc1701 coffee scooby 0000 miller boston q1w2e3r4 fuckoff brandon yamaha chester mother forever
johnny edward 333333 oliver redsox player nikita knight fender barney midnight please brandy
chicago badboy iwantu slayer rangers charles angel flower bigdaddy rabbit wizard bigdick jasper
enter rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince panties
marine ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro gandalf asdfasdf
crystal 87654321 12344321 sexsex golden blowme bigtits 8675309 panther lauren angela bitch
spanky thx1138 angels madison winston shannon mike toyota blowjob jordan23 canada sophie apples
dick tiger razz 123abc pokemon qazxsw 55555 qwaszx muffin johnson murphy cooper jonathan
liverpoo david danielle 159357 jackie 1990 123456a 789456 turtle horny abcd1234 scorpion
qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123 booger asdf 1991 black
startrek 12341234 cameron newyork rainbow nathan john 1992 rocket viking redskins butthead
asdfghjkl 1212 sierra peaches gemini doctor wilson sandra helpme qwertyui victor florida dolphin
pookie captain tucker blue liverpool theman bandit dolphins maddog packers jaguar lovers
nicholas united tiffany maxwell zzzzzz nirvana jeremy suckit stupid porn monica elephant giants
jackass hotdog rosebud success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t q1w2e3 123456q
albert metallic lucky azerty 7777 shithead alex bond007 alexis 1111111 samson 5150 willie
scorpio bonnie gators benjamin voodoo driver dexter 2112 jason calvin freddy 212121 creative
12345a sydney rush2112 1989 asdfghjk red123 bubba 4815162342 passw0rd trouble gunner happy
fucking gordon legend jessie stella qwert eminem arthur apple nissan bullshit bear america
1qazxsw2 nothing parker 4444 rebecca qweqwe garfield 01012011 beavis 69696969 jack asdasd
december 2222 102030 252525 11223344 magic apollo skippy 315475 girls kitten golf copper braves
shelby godzilla beaver fred tomcat august buddy airborne 1993 1988 lifehack qqqqqq brooklyn
animal platinum phantom online xavier darkness blink182 power fish green 789456123 voyager
police travis 12qwaszx heaven snowball lover abcdef 00000 pakistan 007007 walter playboy blazer
cricket sniper hooters donkey willow loveme saturn therock redwings bigboy pumpkin trinity
williams tits nintendo digital destiny topgun runner marvin guinness chance bubbles testing fire
november minecraft asdf1234 lasvegas sergey broncos cartman private celtic birdie little cassie
babygirl donald beatles 1313 dickhead family 12121212 school louise gabriel eclipse fluffy
147258369 lol123 explorer beer nelson flyers spencer scott lovely gibson doggie cherry andrey
snickers buffalo pantera metallica member carter qwertyu peter alexande steve bronco paradise
goober 5555 samuel montana mexico dreams michigan cock carolina yankee friends magnum surfer
poopoo maximus genius cool vampire lacrosse asd123 aaaa christin kimberly speedy sharon carmen
111222 kristina sammy racing ou812 sabrina horses 0987654321 qwerty1 pimpin baby stalker enigma
147147 star poohbear boobies 147258 simple bollocks 12345q marcus brian 1987 qweasdzxc drowssap
hahaha caroline barbara dave viper drummer action einstein bitches genesis hello1 scotty friend
forest 010203 hotrod google vanessa spitfire badger maryjane friday alaska 1232323q tester
jester jake champion floyd vacation hawaii 12345678910 chocolate superstar shorty roberto
carmen1 oscar pamela jimmy katie tasha booty cowgirl peewee lizard hottie smile toshiba bradley
veronica love123 rocky hardon whatever1 bitch1 junior1 password12 password123 1qaz2wsx3edc
zaq12wsx zaq1zaq1 qwe123 qwerty12 qwerty1234 qwertyuiop123 1q2w3e 1q2w3e4r5t6y 1qazxsw23edc
123qweasd 123qweasdzxc qweasd qweasd123 abc12345 abcdefg abcdefgh abcd123 abc1234 a123456
aa123456 a1b2c3 a1b2c3d4 aaaaaaaa iloveyou1 iloveu iloveyou2 loveyou lovelove love12 love1234
loveme1 lovers1 ilovegod 111111111 1111111111 0000000 00000000 000000000 0000000000 1234512345
123454321 12345654321 123456654321 1234554321 123321123 112233445566 121314 123789 147852
147852369 159951 159357456 963852741 741852963 852456 456789 456123 369258147 258456 246810
135790 13579 24680 7654321 76543210 9876543210 98765432 9876543 99999999 999999999 77777777
666666666 55555555 5555555 44444444 4444444 33333333 3333333 22222222 2222222 11112222 12121
1212121 123456789a 12345678a 1234567a 123456aa 123456abc 1234abcd 12345abc 123abc123 abc123abc
12345678q superman1 batman1 spiderman ironman hulk wolverine starwars1 pokemon1 naruto sasuke
dragonball goku vegeta onepiece pikachu charizard mario zelda sonic pacman football1 baseball1
soccer1 basketball hockey1 tennis1 volleyball softball golf1 boxing monkey1 dragon1 shadow1
master1 killer1 hunter1 tigger1 sunshine1 princess1 charlie1 michael1 jordan1 jennifer1 jessica1
ashley1 nicole1 daniel1 thomas1 robert1 andrew1 matthew1 joshua1 anthony1 william1 michelle1
amanda1 samantha1 melissa1 jasmine1 hannah1 qwerty11 qwerty12345 asdfgh1 zxcvbnm1 asdfghjkl1
qazwsx1 qwertyu1 1qaz1qaz 2wsx3edc 3edc4rfv welcome1 welcome123 letmein1 letmein123 admin
admin123 admin1 administrator root toor changeme changeme1 default guest user user123 test123
test1 testing123 temp temp123 demo sample secret1 secret123 password2 password3 password01
password11 pass123 pass1234 passw0rd1 p@ssw0rd p@ssword pa55word pa55w0rd passpass passwort
motdepasse contrasena senha senha123 parola haslo wachtwoord salasana lozinka heslo jelszo sifre
qwertz qwertz123 azerty123 azertyuiop aqwzsx wxcvbn poiuytreza asdfjkl jkl123 hjkl mnbvcxz
lkjhgfdsa poiuytrewq ytrewq zxcv zxcvb zxcv1234 zxc123 asdzxc qweasdzxc1 1qwerty 1password
1234qwerty qwerty7 qwerty9 qwerty01 qwerty69 12qw12qw 1q1q1q 1a2b3c 123abcd abc 1234abc abcabc
abcabc123 aaa111 aaa123 qqq111 zzz111 www123 money1 money123 cash dollar bitcoin crypto million
rich lucky1 lucky7 lucky13 lucky777 777 7777777777 88888 8888 888 999 99999 9999 mylove myself
mypassword mylife mybaby mydog mycat myspace myname mypass secret666 666 6666 66666 6666666 69
6969696969 696969696 420 420420 blessed blessing faith jesus jesus1 jesuschrist christ godisgood
god123 angel1 angels1 heaven1 trinity1 praise grace hope hope123 peace love4ever forever1
sunshine123 rainbow1 butterfly flower1 flowers daisy rose roses lily tulip orange1 banana1
apple1 apple123 cherry1 strawberry lemon mango peach coconut chocolate1 candy cookie1 cupcake
sugar honey honey1 sweet sweetie sweetheart princesa princesse prinsesa angelito amor amore
amour liebe cariño corazon teamo teiubesc jetaime ichliebedich tequiero tiamo volim kocham
miłość seni hallo hola bonjour ciao salut privet привет password! password1! password123!
qwerty! 123456! 12345678! iloveyou! abc123! letmein! welcome! monkey! dragon! master! matrix1
neo morpheus trinity2 zion oracle anderson smith agent gandalf1 frodo bilbo legolas aragorn
hobbit mordor sauron gollum precious shire harrypotter hermione ronweasley hogwarts dumbledore
voldemort snape potter quidditch gryffindor starwars2 skywalker vader darthvader yoda jedi sith
chewbacca hansolo leia startrek1 enterprise spock kirk picard klingon vulcan borg warp engage
batman123 superman123 spiderman1 ironman1 captainamerica thor loki avengers marvel dc pokemon123
pikachu1 ash misty brock eevee mewtwo bulbasaur squirtle charmander minecraft1 fortnite roblox
steam xbox playstation nintendo1 gamer gaming game counter strike cs16 warcraft starcraft
diablo1 diablo2 diablo3 blizzard halo computer1 laptop desktop keyboard mouse monitor internet1
network server router windows windows7 windows10 linux ubuntu debian apple2 macintosh iphone
android samsung1 nokia motorola sony lg huawei xiaomi lenovo dell hp google1 yahoo hotmail gmail
facebook twitter instagram youtube myspace1 skype whatsapp tiktok snapchat reddit tumblr
linkedin amazon ebay paypal netflix america1 usa usa123 canada1 mexico1 brazil england france
germany italy spain russia china japan india australia newzealand ireland scotland wales london1
paris berlin madrid rome moscow tokyo beijing sydney1 toronto newyork1 chicago1 boston1 dallas1
miami houston seattle denver phoenix1 atlanta california texas florida1 georgia virginia
carolina1 arizona nevada oregon alaska1 january february march april may june july august1
september october november1 december1 monday tuesday wednesday thursday friday1 saturday sunday
weekend spring summer1 autumn fall winter1 snow rain sun moon stars red blue1 green1 yellow1
purple1 pink white black1 orange2 silver1 gold golden1 diamond1 ruby emerald sapphire crystal1
pearl platinum1 jade tiger1 lion eagle eagle1 falcon1 hawk wolf wolves bear1 panther1 dog dogs
cat cats puppy kitty kitty1 kittycat doggy horse fish1 shark dolphin1 whale turtle1 snake cobra
python monkey12 gorilla bunny rabbit1 mouse1 rat hamster pony donkey1 cow pig chicken1 buster1
max max123 maxwell1 bailey1 bella bella1 molly lucy daisy1 charlie2 cooper1 rocky1 buddy1 duke
bear2 toby jack1 sadie sophie1 ginger1 zoe chloe lola roxy coco princess2 lady luna oreo smokey1
shadow2 tigger2 sammy1 jake1 harley1 zeus rex spike bandit1 jasper1 milo oliver1 leo simba nala
garfield1 felix tom jerry michael2 david1 james1 john1 robert2 mark chris1 paul steven1 kevin
brian1 jason1 jeff richard1 eric scott1 tony frank ryan gary nick tim joe matt dan adam greg sam
ben josh mary linda patricia barbara1 elizabeth jennifer2 maria susan margaret dorothy lisa
nancy karen betty helen sandra1 donna carol ruth sharon1 michelle2 laura sarah kimberly1 deborah
jessica2 shirley cynthia angela1 melissa2 brenda amy anna rebecca1 virginia1 kathleen pamela1
martha debra amanda2 stephanie carolyn christine marie janet catherine frances ann joyce diane
alice julie heather1 teresa doris gloria evelyn jean cheryl mildred katherine joan ashley2
judith rose1 janice kelly nicole2 judy christina kathy theresa beverly denise tammy irene jane
lori rachel1 marilyn andrea1 kathryn louise1 sara anne jacqueline wanda bonnie1 julia ruby1 lois
tina phyllis norma paula diana annie lillian emily robin alexander alexandra alexandr aleksandr
aleksey alexey andrey1 sergey1 dmitry vladimir natasha1 nikita1 olga svetlana tatiana irina
elena marina1 anastasia ekaterina mohammed muhammad ahmed ali omar hassan fatima aisha allah
bismillah carlos1 jose juan luis miguel pedro pablo diego fernando javier francesco giuseppe
giovanni marco luca matteo andrea2 alessandro roberto1 stefano hans peter1 klaus stefan thomas2
michael3 andreas markus jurgen wolfgang pierre jean1 michel philippe nicolas francois laurent
julien sebastien christophe charlie123 michael123 jessica123 jordan123 hunter123 dragon123
monkey123 master123 shadow123 killer123 football123 baseball123 soccer123 hockey123 princess123
sunshine1234 iloveyou123 lovely123 flower123 summer123 summer2020 summer2021 summer2022
summer2023 summer2024 winter2020 winter2021 winter2022 winter2023 winter2024 spring2020
spring2021 spring2022 spring2023 spring2024 autumn2020 autumn2021 autumn2022 autumn2023
autumn2024 password2020 password2021 password2022 password2023 password2024 password2025
welcome2020 welcome2021 welcome2022 welcome2023 welcome2024 welcome2025 qwerty2020 qwerty2021
qwerty2022 qwerty2023 qwerty2024 2020 2021 2022 2023 2024 2025 2019 2018 2017 2016 2015 2014
2013 2012 2011 2010 2009 2008 2007 2006 2005 2004 2003 2002 2001 1999 1998 1997 1996 1995 1994
1986 1985 1984 1983 1982 1981 1980 1979 1978 1977 1976 1975 1974 1973 1972 1971 1970 1969 1968
1967 1966 1965 01011980 01011990 01012000 01011985 01011995 11111980 12121990 19901990 19851985
20002000 qwerty123456 123456789q 1234567890q 123456789z zxcvbnm123 asdfghjkl123 qwertyuiop1
1234567890a abcdefg123 abcdef123 iloveyou12 iloveu2 ilovehim iloveher ilovemyself ilovemymom
ilovemydad lovehurts loveyou2 trustme trustno11 nopassword noaccess letmein2 openup opensesame
open sesame access14 accessdenied hello123 hello12 hello1234 helloworld hellokitty hellohello hi
hiya hey heyyou goodluck goodbye goodgirl goodboy badgirl badboy1 baddog bigboss boss bossman
killer12 killer666 satan satan666 devil demon evil hell hellfire inferno death deadman dead
zombie ghost ghost1 phantom1 spirit soul skull ninja ninja1 samurai shogun warrior1 knight1
soldier army navy marine1 police1 sheriff cop fireman firefighter doctor1 nurse teacher student
school1 college university master2 bachelor graduate class classof2020 senior junior2 freshman
music music1 rock rocknroll metal punk rap hiphop jazz blues guitar1 drums piano violin singer
dancer dance dancing party party1 beatles1 elvis eminem1 nirvana1 metallica1 slipknot1
linkinpark greenday acdc queen coffee1 tea beer1 wine vodka whiskey tequila cocktail drunk pizza
burger hotdog1 taco cheese1 bacon steak chicken2 pasta sushi rice car cars ford chevy chevrolet
dodge honda toyota1 nissan1 mazda bmw audi mercedes1 porsche1 ferrari1 lamborghini jaguar1
mustang1 corvette1 camaro1 harley2 ducati yamaha1 suzuki kawasaki motorcycle bike biker rider
racer mustang2 viper1 cobra1 shelby1 charger challenger hemi turbo nitro speed mother1 father
dad daddy mom mommy mama papa family1 brother sister son daughter baby1 babyboy babygirl1
children kids child grandma wife husband lover1 girlfriend boyfriend friend1 friends1 bestfriend
bff buddy2 sexy1 sexy123 sexygirl sexyboy hot hotstuff hottie1 cutie cute pretty beautiful
handsome gorgeous lovely1 sweet1 angel123 baby123 honey123 sugar1 candy1 fuckyou1 fuckyou2
fuck123 fuckit fuckface shit shit123 damn damnit crap asshole1 bastard bitch123 whore slut dick1
dickhead1 pussy1 penis vagina sex sex123 sexsex1 porn1 xxx xxx123 69691 boobs tits1 horny1
qwerty321 321321 321654 654123 456654 789789 147741 159159 258258 369369 123000 100200 123098
123987 321123 987789 102938 1029384756 5201314 520520 112211 121121 131415 141414 151515 161616
171717 181818 191919 202020 123456789123 1234567891 12345678900 123123123123 1231231 12312
123412 12345612 1234561 1234566 aaaaa aaaaaaa aaaaaaaaa bbbbbb cccccc dddddd eeeeee ffffff
gggggg hhhhhh iiiiii jjjjjj kkkkkk llllll mmmmmm nnnnnn oooooo pppppp rrrrrr ssssss tttttt
uuuuuu vvvvvv wwwwww yyyyyy qqqqqqqq zzzzzzzz asasas qwqwqw zxzxzx
`;
