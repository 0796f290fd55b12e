/**
 * The words mission-driven organizations are named with, per language. Organization types
 * carry weights: a real directory has far more foundations than guilds.
 */
import { words } from './random-tools.js';

/** English focus words, by the impact area the organization works in. */
export const ENGLISH_FOCUS_BY_IMPACT: Record<string, string[]> = {
  climate_action: words(
    'Climate, Carbon, Resilience, Adaptation, Cool Cities, Climate Futures, Low Carbon, Heat Resilience, Climate Justice, Net Zero, Flood Resilience, Climate Ready',
  ),
  clean_energy: words(
    'Solar, Energy, Power, Wind, Light, Clean Power, Sunlight, Microgrid, Renewables, Energy Access, Solar Schools, Bright Homes',
  ),
  education: words(
    'Learning, Literacy, Schools, Scholars, Reading, Education, Classroom, Bookworm, Numeracy, Teachers, Study, Early Years, Curiosity',
  ),
  global_health: words(
    'Health, Care, Clinic, Medics, Wellness, Healthy Villages, Midwives, Vaccine, Nursing, Eye Care, Community Health, Healing',
  ),
  food_systems: words(
    'Food, Harvest, Seed, Farm, Soil, Orchard, Grain, Growers, Market Garden, Food Forest, Pantry, Farmers, Agroecology',
  ),
  ocean_conservation: words(
    'Ocean, Reef, Coral, Tide, Blue, Coast, Mangrove, Marine, Seagrass, Kelp, Shoreline, Sea Turtle',
  ),
  poverty_alleviation: words(
    'Livelihoods, Enterprise, Savings, Microfinance, Opportunity, Jobs, Prosperity, Fair Work, Makers, Market, Income, Thrive',
  ),
  gender_equality: words(
    "Women's, Girls, Sisters, Equality, Her Future, Women's Voices, Mothers, Girls Rising, Equal Futures, Women Leaders",
  ),
  biodiversity: words(
    'Wildlife, Forest, Rewilding, Pollinator, Habitat, Wetlands, Bee, Songbird, Wild Places, Meadow, Native Seed, Nature',
  ),
  mental_health: words(
    'Minds, Wellbeing, Mental Health, Listening, Calm, Kind Minds, Hope, Peer Support, Open Minds, Resilient Youth',
  ),
  disability_inclusion: words(
    'Access, Inclusion, Ability, Sign Language, Mobility, Open Doors, Inclusive Play, Deaf Youth, Accessible Cities, Abilities',
  ),
  housing_and_cities: words(
    'Housing, Homes, Neighbourhood, Streets, Cities, Tenants, Shelter, Safe Streets, Urban, Home Base, Living Streets, Commons',
  ),
};

/** Focus words any organization may use, whatever its impact area. */
export const ENGLISH_GENERIC_FOCUS = words(
  'Community, Futures, Youth, Families, Neighbors, Rural, Village, Citizens, Civic, Children, Elders, Refugee, Justice, Peace, Action, Change, Impact, Commons, Together, Hope, Open, Next Generation',
);

export const ENGLISH_LANDMARKS = words(
  'Riverbend, Stonebridge, Oakridge, Clearwater, Greenfield, Harborview, Northwind, Maple, Cedar, Willow, Juniper, Silverlake, Bluestem, Redwood, Highland, Meadowlark, Fernhill, Brightwater, Ironwood, Stillwater, Larkspur, Hollybrook, Ashford, Birchwood, Cloudberry, Copperleaf, Deepwell, Eastgate, Elmwood, Fairhaven, Foxglove, Glenmore, Goldfinch, Granite Peak, Hawthorn, Heathfield, Hillcrest, Kestrel, Lakeshore, Lantern Hill, Linden, Millbrook, Mistral, Moonstone, Northbridge, Oakhaven, Orchard Lane, Pinecrest, Prairie, Quarry Hill, Rainier, Ravenwood, Red Rock, Ridgeline, Rosewood, Saltmarsh, Sandpiper, Seabright, Shady Grove, Silverbirch, Skyline, Southwind, Springvale, Starling, Stonecrest, Summerfield, Sunnyside, Sweetwater, Thornbury, Timberline, Twin Rivers, Valleyview, Westbrook, Whitecap, Wildflower, Windmill, Woodland, Wren, Yarrow, Alder, Aspen, Bramble, Canyon, Delta, Driftwood, Evergreen, Flint, Heron, Iris, Kingfisher, Lowland, Marigold, Osprey, Pebble Creek, Quail Run, Rushmore, Sage, Thistle, Tidewater, Upland, Violet Hill, Whistler, Cypress, Magnolia, Tamarind, Baobab, Acacia, Jacaranda, Mangrove Bay, Palmetto, Sequoia, Sycamore, Bayberry, Blackwater, Cobblestone, Crosswind, Dovetail, Ember, Fieldstone, Firefly, Glacier, Hearthstone, Ivy Lane, Keystone, Lodestar, Northstar, Oxbow, Pathfinder, Riverstone, Sunrise, Trailhead, Waypoint, Wildwood',
);

/** Halves of place-like compounds: Oak + haven, River + bend, Stone + brook. */
export const LANDMARK_PREFIXES = words(
  'Oak, Cedar, River, Stone, Clear, Green, Silver, Maple, Willow, Ash, Birch, Elm, Fern, Fox, Glen, Hazel, Holly, Iron, Lark, Mill, North, South, East, West, Pine, Red, Rose, Sand, Spring, Summer, Sun, Thorn, Wood, Wild, Bright, Still, Deep, High, Kings, Brook, Heather, Apple, Blue, Cold, Crow, Dove, Elder, Gold, Hart, Lin, Marsh, Moss, Rain, Salt, Shore, Sky, Star, Swan, Wren, Yew',
);
export const LANDMARK_SUFFIXES = words(
  'bend, bridge, brook, field, wood, haven, ridge, dale, crest, view, water, ford, gate, hill, vale, mere, stone, hollow, side, moor, well, croft, lea, combe, port, meadow, grove, hurst, wick, shire',
);

export const ENGLISH_ADJECTIVES = words(
  'Open, Bright, Common, Shared, New, Clear, True, Kind, Bold, Green, Blue, Rising, Steady, Future, Living, Whole, Good, First, Next, Fair, Brave, Gentle, Golden, Hidden, Humble, Just, Little, Local, Quiet, Radiant, Rooted, Simple, Strong, Warm, Wild, Wise, Young, Evergreen, Lasting, Thriving, Growing, Resilient, Generous, Hopeful, Curious, Joyful, Northern, Southern, Eastern, Western, Upstream, Homegrown, Grassroots, Everyday, Patient, Fearless, Honest, Vital',
);

export const ENGLISH_NOUNS = words(
  'Harbor, Bridge, Root, Seed, Horizon, Compass, Lantern, Canopy, Hearth, Path, Field, River, Summit, Tide, Spark, Thread, Circle, Table, Garden, Orchard, Anchor, Beacon, Branch, Current, Doorway, Ember, Fountain, Gateway, Grove, Haven, Keystone, Ladder, Meadow, Mosaic, Nest, Oasis, Pillar, Pulse, Quilt, Rain, Ripple, Roots, Sail, Shelter, Signal, Spring, Sprout, Stone, Story, Sun, Trail, Tree, Village, Voice, Water, Well, Wind, Wing, Window, Acorn, Arc, Basket, Bloom, Cornerstone, Crossroads, Dawn, Delta, Echo, Field Notes, Flame, Footprint, Hand, Harvest, Heartwood, Hive, Island, Kite, Lighthouse, Loom, Map, Mill, Moon, Needle, Pathway, Prism, Raft, Compass Rose, Scaffold, Shore, Sky, Song, Spiral, Star, Step, Tapestry, Torch, Watershed, Wave, Wellspring, Commons, Bench',
);

export const ENGLISH_TYPES: [string, number][] = [
  ['Foundation', 12],
  ['Initiative', 9],
  ['Project', 7],
  ['Collective', 6],
  ['Alliance', 6],
  ['Network', 6],
  ['Trust', 5],
  ['Coalition', 4],
  ['Fund', 4],
  ['Institute', 4],
  ['Society', 3],
  ['Partnership', 3],
  ['Association', 3],
  ['Center', 3],
  ['Centre', 2],
  ['Lab', 3],
  ['Labs', 2],
  ['Cooperative', 2],
  ['Council', 2],
  ['Works', 2],
  ['Hub', 2],
  ['Exchange', 1],
  ['Studio', 1],
  ['Commons', 1],
  ['Circle', 1],
  ['Guild', 1],
  ['Corps', 1],
  ['Forum', 1],
  ['Academy', 1],
  ['Clinic', 1],
  ['Movement', 1],
  ['Campaign', 1],
  ['Ventures', 1],
  ['Group', 1],
  ['Company', 1],
  ['Program', 1],
  ['Programme', 1],
  ['Union', 1],
  ['Action', 1],
];

/** "People for a cause" names: Teachers for Climate, Farmers for Forests. */
export const ENGLISH_PEOPLE = words(
  'Teachers, Farmers, Doctors, Nurses, Engineers, Parents, Students, Artists, Scientists, Grandparents, Neighbors, Lawyers, Architects, Builders, Designers, Coders, Musicians, Athletes, Librarians, Fishers, Mothers, Fathers, Veterans, Youth, Women, Citizens, Cyclists, Gardeners',
);
export const ENGLISH_PURPOSES = words(
  'Climate, Clean Water, Forests, Safe Streets, Rural Health, Open Science, Fair Housing, Literacy, Clean Air, the Ocean, Peace, Refugees, Wild Rivers, Good Food, Every Child, Accessible Cities, Mental Health, Girls in School, Clean Energy, Bees, Healthy Soil, Equal Pay',
);
export const ENGLISH_FEATURES = words(
  'River, Lake, Forest, Marsh, Hills, Valley, Coast, Wetlands, Mountains, Bay, Park, Commons, Woods, Creek, Estuary',
);
export const ACRONYMS = words(
  'SEED, HOPE, RISE, LEAP, GROW, SHINE, CARE, BRIDGE, ACT, SPARK, LIFT, BLOOM, ROOTS, UPLIFT, THRIVE, REACH, ENABLE, IMPACT, AWAKE, TEACH, HEAL, BUILD, SOAR, PATH, VOICE',
);
export const BRAND_STEMS = words(
  'Seed, Kind, Green, Bright, Solar, Water, Learn, Care, Civic, Terra, Aqua, Agri, Eco, Medi, Edu, Sun, Leaf, River, Field, Hope, Root, Bloom, Fair, Good, Open, Tide, Soil, Hive, Grain, Spark, Well, True, Wild, Kin, Common, Clear',
);
export const BRAND_SUFFIXES = words(
  'wise, well, loop, works, lab, hub, path, link, bridge, spring, sense, mark, nest, base, ify, ly, ful, craft, shift, rise, field, grid, line, way, kind, sprout, cycle, hold, lift, map',
);
export const BRAND_TYPES = words('Labs, Foundation, Collective, Initiative, Project, Network');

/** Given names and family names of founders whose names foundations carry. */
export const GIVEN_NAMES = words(
  'Amara, Tomás, Priya, Kwame, Ingrid, Mei, Olusegun, Lucía, Hamid, Aiko, Sofía, Johan, Fatima, Nikolai, Chidi, Anaïs, Rafael, Leila, Mateo, Zanele, Eleanor, Samuel, Grace, Joseph, Ruth, Arthur, Margaret, Henry, Frances, Walter, Helen, Robert, Dorothy, Amit, Ananya, Rohan, Wanjiru, Akua, Yusuf, Nadia, Diego, Camila, João, Beatriz, Pierre, Hélène, Klaus, Greta, Giulia, Marco, Sven, Astrid, Kenji, Yuki, Minh, Thandiwe, Kofi, Adaeze, Emeka, Ngozi, Ayesha, Omar, Elif, Mehmet, Ana, Carmen, José, María, Luis, Isabel, Björn, Zoë, Chloé, René, Noémie, Ólafur, Siobhán, Seán, Małgorzata, Radka',
);
export const FAMILY_NAMES = words(
  "Okafor, Mensah, Nakamura, Fernández, García, Müller, Schmidt, Dubois, Rossi, Silva, Santos, Patel, Sharma, Singh, Kimani, Odhiambo, Mwangi, Otieno, Banda, Phiri, Dlamini, Nkosi, Haddad, Khan, Ali, Nguyen, Tran, Kowalski, Nowak, Novák, Jansen, de Vries, Andersson, Johansson, Larsen, Hansen, Murphy, O'Brien, Kelly, Walsh, Smith, Johnson, Williams, Brown, Jones, Miller, Davis, Wilson, Thompson, Clarke, Hughes, Evans, Campbell, Stewart, MacLeod, Reyes, Cruz, Ramírez, Torres, Flores, Mendoza, Castillo, Herrera, Álvarez, Gómez, Núñez, Pereira, Oliveira, Costa, Almeida, Moreau, Lefèvre, Girard, Bianchi, Romano, Conti, Weber, Becker, Schäfer, Wagner, Yamamoto, Tanaka, Kim, Park, Lee, Chen, Wang, Li, Zhang, Liu, Abebe, Tesfaye, Uwimana, Habimana, Mutua, Achieng, Adeyemi, Okonkwo, Boateng, Asante, Diallo, Traoré, Ndiaye, Diop, Cissé, Ahmed, Hussain, Rahman, Chowdhury, Iyer, Nair, Reddy, Das, Gupta, Mehta, Kapoor",
);

/**
 * Words in a local language that English-named organizations often lead with (Kijani Youth
 * Trust, Whānau Health Collective), by country.
 */
const SWAHILI = words(
  'Kijani, Tumaini, Upendo, Amani, Jamii, Maji, Nuru, Pamoja, Imara, Mwangaza, Uhuru, Baraka, Furaha, Neema, Shamba, Mazingira, Elimu, Afya, Vijana, Wanawake, Msitu, Bahari, Mbegu, Mavuno, Tujenge, Sauti, Hatua, Zawadi, Jua, Nyota, Safi, Bora, Ujamaa, Mwanga, Kesho, Tuinuane',
);
const MAORI = words(
  'Aroha, Kaitiaki, Whānau, Tūmanako, Mauri, Awa, Ngahere, Kōtuitui, Tātou, Mahi',
);
const TAGALOG = words(
  'Bayanihan, Pag-asa, Kalinga, Liwanag, Bahay, Tulong, Damayan, Bukid, Dagat, Kabataan',
);
const MALAY = words(
  'Harapan, Lestari, Bumi, Cahaya, Gotong Royong, Sejahtera, Mandiri, Hijau, Pelangi, Tunas',
);
const NIGERIAN = words('Ireti, Ayo, Ifeoma, Nkiruka, Ihunanya, Haske, Zumunci, Ife, Imole, Ada');
const TWI = words('Nkabom, Akwaaba, Adom, Sankofa, Nyansapo, Ahoto, Yenkasa');
const NGUNI = words(
  'Ubuntu, Ikhaya, Sizwe, Themba, Thuthuka, Masakhane, Vukani, Khanyisa, Siyakhula, Letsema',
);
const AMHARIC = words('Tesfa, Fikir, Selam, Andinet, Birhan, Abay, Lem');
const KINYARWANDA = words('Imbuto, Ubumwe, Urumuri, Amahoro, Ejo Heza, Twese');
const ARABIC = words('Amal, Noor, Sanad, Baraka, Tamkeen, Nahda, Wafa, Ruwad, Ghiras, Masar');
const BENGALI = words('Alo, Shapla, Nodi, Unnayan, Prottasha, Shikor, Sabuj, Jagoron');
const URDU = words('Roshan, Umeed, Kaavish, Sahara, Hunar, Taleem, Sehat, Roshni');
const NEPALI = words('Sahayatri, Samunnat, Ujyalo, Sathi, Himal, Pahad');
const VIETNAMESE = words('Hy Vọng, Ánh Sáng, Sống Xanh, Bạn Trẻ, Mầm Xanh, Cùng Nhau');
const QUECHUA = words('Ayni, Pachamama, Inti, Wayra, Kawsay, Sumaq, Minka');
const MESOAMERICAN = words('Xochitl, Tonatiuh, Ixchel, Yaxché, Kuxtal, Tlalli');
const JAPANESE = words('Midori, Hikari, Mirai, Kizuna, Tsunagu, Satoyama');
const IRISH = words('Dóchas, Cairde, Le Chéile, Talamh, Óige, Fás, Misneach');

export const LOCAL_WORDS: Record<string, string[]> = {
  KE: SWAHILI,
  TZ: SWAHILI,
  UG: SWAHILI,
  NZ: MAORI,
  PH: TAGALOG,
  ID: MALAY,
  MY: MALAY,
  NG: NIGERIAN,
  GH: TWI,
  ZA: NGUNI,
  ZW: NGUNI,
  BW: NGUNI,
  LS: NGUNI,
  SZ: NGUNI,
  ET: AMHARIC,
  RW: KINYARWANDA,
  BI: KINYARWANDA,
  EG: ARABIC,
  MA: ARABIC,
  DZ: ARABIC,
  TN: ARABIC,
  JO: ARABIC,
  LB: ARABIC,
  PS: ARABIC,
  IQ: ARABIC,
  SA: ARABIC,
  AE: ARABIC,
  QA: ARABIC,
  OM: ARABIC,
  YE: ARABIC,
  SD: ARABIC,
  BD: BENGALI,
  PK: URDU,
  NP: NEPALI,
  VN: VIETNAMESE,
  PE: QUECHUA,
  BO: QUECHUA,
  EC: QUECHUA,
  MX: MESOAMERICAN,
  GT: MESOAMERICAN,
  JP: JAPANESE,
  IE: IRISH,
};

/** The vocabulary of names in one language other than English. */
export interface LanguageWords {
  /** Organization types that lead the name: Fundación, Stichting. */
  types: [string, number][];
  pluralNouns: string[];
  nouns: string[];
  /** Adjectives that agree with any noun, so no grammar is needed to place them. */
  adjectives: string[];
  /** Regions as the language attaches them: del Sur, do Nordeste. */
  regions: string[];
  /** Causes with their preposition: por la Educación, pour l'Éducation. */
  causes: string[];
  people: string[];
  /** How "X of Y" joins: Red de Mujeres, Rede de Mulheres. */
  of: string;
  /** Legal forms that follow the name: Lernwerkstatt Freiburg e.V. */
  suffixes?: string[];
}

export const LANGUAGE_WORDS: Record<string, LanguageWords> = {
  es: {
    types: [
      ['Fundación', 12],
      ['Asociación', 8],
      ['Corporación', 3],
      ['Red', 3],
      ['Colectivo', 4],
      ['Cooperativa', 3],
      ['Centro', 3],
      ['Instituto', 3],
      ['Proyecto', 3],
      ['Alianza', 2],
      ['Movimiento', 2],
      ['Iniciativa', 2],
      ['Casa', 1],
      ['Escuela', 1],
    ],
    pluralNouns: words(
      'Semillas, Raíces, Manos, Caminos, Puentes, Horizontes, Huellas, Alas, Sueños, Voces, Cosechas, Huertas, Colibríes, Montañas, Estrellas, Ríos, Sembradores, Lazos',
    ),
    nouns: words(
      'Tierra, Agua, Sol, Luz, Esperanza, Vida, Bosque, Mar, Corazón, Cosecha, Maíz, Pueblo, Futuro, Camino, Ceiba, Cóndor, Jaguar, Quetzal, Amanecer, Horizonte, Arcoíris, Semilla, Raíz, Colmena, Minga',
    ),
    adjectives: words('Verde, Común, Libre, Sostenible, Fértil, Azul, Posible, Joven'),
    regions: words(
      'del Sur, del Norte, del Pacífico, de los Andes, del Caribe, de la Sierra, del Valle, de la Costa, de la Amazonía, del Altiplano, de la Montaña, del Llano',
    ),
    causes: words(
      'por la Educación, por la Salud, por la Niñez, por la Juventud, por el Agua, por la Tierra, por las Mujeres, por el Desarrollo Rural, por la Energía Limpia, por el Medio Ambiente, por la Inclusión, por la Vivienda Digna, por la Paz, por los Océanos, por la Biodiversidad, por la Seguridad Alimentaria, por la Salud Mental',
    ),
    people: words(
      'Mujeres, Jóvenes, Maestros, Campesinos, Pescadores, Médicos, Vecinos, Familias, Artesanos, Productores',
    ),
    of: 'de',
  },
  pt: {
    types: [
      ['Instituto', 10],
      ['Associação', 9],
      ['Fundação', 6],
      ['Rede', 3],
      ['Coletivo', 4],
      ['Cooperativa', 3],
      ['Centro', 2],
      ['Projeto', 3],
      ['Aliança', 1],
      ['Movimento', 2],
      ['Casa', 1],
      ['Escola', 1],
    ],
    pluralNouns: words(
      'Sementes, Raízes, Mãos, Caminhos, Pontes, Horizontes, Asas, Sonhos, Vozes, Colheitas, Estrelas, Rios, Laços',
    ),
    nouns: words(
      'Terra, Água, Sol, Luz, Esperança, Vida, Floresta, Mar, Coração, Colheita, Povo, Futuro, Caminho, Ipê, Jequitibá, Cerrado, Sertão, Mangue, Arara, Onça, Semente, Raiz, Mutirão',
    ),
    adjectives: words('Verde, Comum, Livre, Sustentável, Fértil, Azul, Possível, Jovem'),
    regions: words(
      'do Sul, do Norte, do Nordeste, da Amazônia, do Cerrado, do Sertão, da Mata Atlântica, do Pantanal, da Serra, do Litoral, do Vale',
    ),
    causes: words(
      'pela Educação, pela Saúde, pela Infância, pela Juventude, pela Água, pela Terra, pelas Mulheres, pelo Desenvolvimento Rural, pela Energia Limpa, pelo Meio Ambiente, pela Inclusão, pela Moradia Digna, pela Paz, pelos Oceanos, pela Biodiversidade, pela Segurança Alimentar, pela Saúde Mental, pela Cidadania',
    ),
    people: words(
      'Mulheres, Jovens, Professores, Agricultores, Pescadores, Médicos, Vizinhos, Famílias, Artesãos, Catadores',
    ),
    of: 'de',
  },
  fr: {
    types: [
      ['Association', 12],
      ['Fondation', 5],
      ['Collectif', 5],
      ['Réseau', 3],
      ['Institut', 2],
      ['Coopérative', 2],
      ['Maison', 2],
      ['Atelier', 2],
      ['Alliance', 2],
      ['Mouvement', 2],
      ['Centre', 2],
      ['École', 1],
      ['Fonds', 1],
    ],
    pluralNouns: words(
      'Graines, Racines, Mains, Chemins, Ponts, Horizons, Ailes, Rêves, Voix, Récoltes, Étoiles, Rivières, Jardins, Liens',
    ),
    nouns: words(
      'Terre, Eau, Soleil, Lumière, Espoir, Vie, Forêt, Mer, Cœur, Récolte, Avenir, Chemin, Baobab, Savane, Colibri, Sahel, Horizon, Ruche, Graine, Racine',
    ),
    adjectives: words(
      'Solidaire, Durable, Libre, Fertile, Possible, Jeune, Équitable, Responsable',
    ),
    regions: words(
      "du Sud, du Nord, du Sahel, de l'Ouest, des Montagnes, du Littoral, de la Vallée, des Savanes, du Fleuve, des Îles",
    ),
    causes: words(
      "pour l'Éducation, pour la Santé, pour l'Enfance, pour la Jeunesse, pour l'Eau, pour la Terre, pour les Femmes, pour le Développement Rural, pour l'Énergie Propre, pour l'Environnement, pour l'Inclusion, pour le Logement, pour la Paix, pour les Océans, pour la Biodiversité, pour la Souveraineté Alimentaire, pour la Santé Mentale",
    ),
    people: words(
      'Femmes, Jeunes, Enseignants, Paysans, Pêcheurs, Médecins, Voisins, Familles, Artisans, Citoyens',
    ),
    of: 'des',
  },
  de: {
    types: [
      ['Stiftung', 8],
      ['Initiative', 4],
      ['Netzwerk', 3],
      ['Verein', 3],
      ['Förderverein', 2],
      ['Genossenschaft', 1],
      ['Werkstatt', 1],
      ['Bündnis', 1],
    ],
    pluralNouns: words('Wurzeln, Brücken, Samen, Hände, Wege, Stimmen, Gärten, Flügel'),
    nouns: words(
      'Zukunft, Brücke, Wasser, Sonne, Licht, Hoffnung, Wald, Fluss, Meer, Bildung, Gesundheit, Energie, Jugend, Nachbarschaft, Gemeinschaft, Miteinander, Lebensraum, Klimaschutz, Bürgerenergie, Lernwerkstatt, Zukunftswerk, Grünraum, Stadtgarten, Flussufer, Weltacker, Bienenweide, Streuobstwiese, Sprachbrücke, Kinderzukunft, Mehrgenerationenhaus',
    ),
    // German adjectives inflect with the noun, so German names do without them.
    adjectives: [],
    suffixes: words('e.V., gGmbH, eG'),
    regions: words(
      'Nord, Süd, Ost, West, im Grünen, am Fluss, im Quartier, in der Region, im Ländle, an der Küste',
    ),
    causes: words(
      'für Bildung, für Gesundheit, für Klimaschutz, für Kinder und Jugend, für Inklusion, für Wohnraum, für saubere Energie, für Artenvielfalt, für Frieden, für Ernährungssouveränität, für seelische Gesundheit, für Meeresschutz, für Geflüchtete',
    ),
    people: words(
      'Frauen, Jugendliche, Lehrkräfte, Bäuerinnen, Ärzte, Nachbarn, Familien, Handwerker, Bürger',
    ),
    of: 'der',
  },
  it: {
    types: [
      ['Fondazione', 8],
      ['Associazione', 10],
      ['Cooperativa Sociale', 4],
      ['Rete', 2],
      ['Centro', 2],
      ['Istituto', 1],
      ['Progetto', 2],
      ['Comunità', 2],
      ['Casa', 1],
      ['Scuola', 1],
    ],
    pluralNouns: words(
      'Semi, Radici, Mani, Ponti, Orizzonti, Ali, Sogni, Voci, Raccolti, Stelle, Fiumi, Giardini',
    ),
    nouns: words(
      'Terra, Acqua, Sole, Luce, Speranza, Vita, Bosco, Mare, Cuore, Raccolto, Futuro, Cammino, Ulivo, Girasole, Orizzonte, Alveare, Seme',
    ),
    adjectives: words('Verde, Comune, Sostenibile, Fertile, Possibile, Solidale, Giovane'),
    regions: words(
      "del Sud, del Nord, del Mediterraneo, delle Alpi, della Valle, della Costa, dell'Appennino, delle Isole",
    ),
    causes: words(
      "per l'Educazione, per la Salute, per l'Infanzia, per i Giovani, per l'Acqua, per la Terra, per le Donne, per lo Sviluppo Rurale, per l'Energia Pulita, per l'Ambiente, per l'Inclusione, per la Casa, per la Pace, per il Mare, per la Biodiversità",
    ),
    people: words(
      'Donne, Giovani, Insegnanti, Contadini, Pescatori, Medici, Vicini, Famiglie, Artigiani',
    ),
    of: 'di',
  },
  nl: {
    types: [
      ['Stichting', 12],
      ['Vereniging', 3],
      ['Coöperatie', 2],
      ['Fonds', 2],
      ['Collectief', 2],
      ['Netwerk', 2],
      ['Huis', 1],
    ],
    pluralNouns: words('Zaadjes, Wortels, Bruggen, Handen, Wegen, Stemmen, Tuinen, Vleugels'),
    nouns: words(
      'Toekomst, Water, Zon, Licht, Hoop, Bos, Rivier, Zee, Onderwijs, Gezondheid, Energie, Jongeren, Buurt, Groen, Samen, Voedselbos, Buurtkracht, Stadsboer, Kansrijk, Zonnewijk, Deltawerk, Kindkracht, Taalmaatjes',
    ),
    // Dutch adjectives inflect with the noun, so Dutch names do without them.
    adjectives: [],
    regions: words(
      'Noord, Zuid, Oost, West, aan Zee, in de Wijk, aan de Rivier, op het Platteland',
    ),
    causes: words(
      'voor Onderwijs, voor Gezondheid, voor Klimaat, voor Jongeren, voor Inclusie, voor Wonen, voor Schone Energie, voor Biodiversiteit, voor Vrede, voor Voedsel, voor Vluchtelingen',
    ),
    people: words('Vrouwen, Jongeren, Leraren, Boeren, Artsen, Buren, Families, Vakmensen'),
    of: 'van',
  },
};

/** Swahili-led names mix Swahili with English (Tumaini Women's Group, Maji Safi Initiative). */
export const SWAHILI_WORDS = SWAHILI;
export const SWAHILI_TYPES = words(
  "Initiative, Trust, Foundation, Women's Group, Youth Group, Network, Self Help Group, Community Organization, Collective, Project, Alliance",
);

/** Hindi-led names (Pragati Gramin Vikas Samiti, Asha Kiran Trust), as written in Latin script. */
export const HINDI_WORDS = words(
  'Pragati, Asha, Sahyog, Disha, Udaan, Jeevan, Prerna, Sankalp, Umeed, Roshni, Samarth, Saksham, Nirmaan, Parivartan, Seva, Gramin, Jal, Vikas, Shiksha, Swasthya, Annapurna, Vasudha, Prakriti, Navjyoti, Ujjwal, Akshar, Manthan, Sampark, Kiran, Jan, Lok, Nav, Sakhi, Mitra, Sarthi, Aarohan, Abhiyan',
);
export const HINDI_TYPES = words(
  'Foundation, Trust, Sansthan, Samiti, Society, Sangathan, Abhiyan, Kendra, Initiative, Welfare Society',
);
