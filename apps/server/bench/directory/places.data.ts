/**
 * Real cities and regions of every seeded country, and each country's share of the synthetic
 * directory (relative weights, about organizations per 10,000): a few large markets, a long
 * tail, and uninhabited territories with none or next to none, as a real directory would have.
 */
export const COUNTRY_PLACES: Record<string, { share: number; places: string }> = {
  US: {
    share: 1900,
    places:
      'New York, Los Angeles, Chicago, Houston, Phoenix, Philadelphia, San Antonio, San Diego, Dallas, Austin, San Jose, Seattle, Denver, Boston, Portland, Atlanta, Miami, Minneapolis, Detroit, Baltimore, Nashville, New Orleans, Pittsburgh, Cleveland, Oakland, Sacramento, Salt Lake City, Albuquerque, Tucson, Honolulu, Anchorage, Boise, Madison, Milwaukee, Kansas City, St. Louis, Omaha, Des Moines, Louisville, Memphis, Raleigh, Durham, Charlotte, Richmond, Washington, Providence, Burlington, Santa Fe, Asheville, Ann Arbor, Berkeley, Brooklyn, the Bronx, Cincinnati, Columbus, Indianapolis, Tulsa, Oklahoma City, El Paso, Fresno, Spokane, Tacoma, Savannah, Charleston, Birmingham, Jackson, Little Rock, Baton Rouge, Buffalo, Rochester, Hartford, New Haven, Missoula, Bozeman, Fargo, Sioux Falls, Lexington, Knoxville, Chattanooga, Tampa, Orlando, Jacksonville, Flint, Newark, Jersey City',
  },
  GB: {
    share: 700,
    places:
      'London, Manchester, Birmingham, Glasgow, Edinburgh, Bristol, Leeds, Liverpool, Sheffield, Newcastle upon Tyne, Cardiff, Belfast, Nottingham, Leicester, Brighton, Oxford, Cambridge, Norwich, Exeter, Plymouth, York, Bradford, Coventry, Aberdeen, Dundee, Inverness, Swansea, Hull, Derby, Southampton, Bath, Canterbury, Stoke-on-Trent, Sunderland, Middlesbrough, Preston, Lancaster, Carlisle, Truro, Stirling, Derry',
  },
  IN: {
    share: 650,
    places:
      'Mumbai, Delhi, Bengaluru, Hyderabad, Chennai, Kolkata, Pune, Ahmedabad, Jaipur, Lucknow, Kochi, Thiruvananthapuram, Bhopal, Indore, Patna, Ranchi, Bhubaneswar, Guwahati, Shillong, Dehradun, Chandigarh, Amritsar, Nagpur, Surat, Vadodara, Coimbatore, Madurai, Mysuru, Visakhapatnam, Varanasi, Udaipur, Jodhpur, Raipur, Srinagar, Leh, Puducherry, Panaji, Imphal, Aizawl, Kanpur, Agra',
  },
  DE: {
    share: 420,
    places:
      'Berlin, Hamburg, München, Köln, Frankfurt am Main, Stuttgart, Düsseldorf, Leipzig, Dresden, Hannover, Nürnberg, Bremen, Freiburg im Breisgau, Heidelberg, Münster, Bonn, Mannheim, Karlsruhe, Kassel, Göttingen, Rostock, Kiel, Lübeck, Potsdam, Erfurt, Jena, Halle (Saale), Magdeburg, Augsburg, Regensburg, Tübingen, Aachen, Bochum, Dortmund, Essen, Wuppertal, Bielefeld, Würzburg',
  },
  CA: {
    share: 380,
    places:
      "Toronto, Montréal, Vancouver, Calgary, Edmonton, Ottawa, Winnipeg, Québec City, Halifax, Victoria, Saskatoon, Regina, St. John's, Hamilton, Kitchener, Waterloo, London, Guelph, Kingston, Fredericton, Moncton, Charlottetown, Whitehorse, Yellowknife, Iqaluit, Sherbrooke, Gatineau, Thunder Bay, Sudbury, Kelowna, Nanaimo",
  },
  FR: {
    share: 330,
    places:
      'Paris, Marseille, Lyon, Toulouse, Nice, Nantes, Strasbourg, Montpellier, Bordeaux, Lille, Rennes, Reims, Grenoble, Dijon, Angers, Nîmes, Clermont-Ferrand, Le Havre, Brest, Tours, Limoges, Amiens, Perpignan, Metz, Besançon, Orléans, Rouen, Caen, Nancy, Avignon, Poitiers, La Rochelle, Pau, Bayonne, Annecy, Saint-Étienne, Chambéry, Lorient',
  },
  BR: {
    share: 330,
    places:
      'São Paulo, Rio de Janeiro, Belo Horizonte, Salvador, Brasília, Fortaleza, Recife, Curitiba, Porto Alegre, Manaus, Belém, Goiânia, Florianópolis, Natal, João Pessoa, Maceió, Teresina, São Luís, Campo Grande, Cuiabá, Vitória, Aracaju, Porto Velho, Rio Branco, Macapá, Boa Vista, Palmas, Campinas, Santos, Niterói, Juiz de Fora, Londrina, Joinville, Ribeirão Preto, Uberlândia, Petrópolis, Santarém',
  },
  AU: {
    share: 280,
    places:
      'Sydney, Melbourne, Brisbane, Perth, Adelaide, Canberra, Hobart, Darwin, Gold Coast, Newcastle, Wollongong, Geelong, Cairns, Townsville, Alice Springs, Ballarat, Bendigo, Launceston, Toowoomba, Byron Bay, Fremantle, Broome, Albury, Mildura',
  },
  KE: {
    share: 260,
    places:
      'Nairobi, Mombasa, Kisumu, Nakuru, Eldoret, Thika, Machakos, Nyeri, Meru, Kakamega, Kisii, Kitale, Garissa, Malindi, Lamu, Naivasha, Nanyuki, Kericho, Embu, Lodwar, Marsabit, Kilifi, Voi, Bungoma, Homa Bay, Kajiado, Narok',
  },
  NG: {
    share: 240,
    places:
      'Lagos, Abuja, Kano, Ibadan, Port Harcourt, Benin City, Enugu, Kaduna, Jos, Ilorin, Abeokuta, Owerri, Calabar, Uyo, Warri, Akure, Onitsha, Maiduguri, Sokoto, Yola, Osogbo, Makurdi, Lokoja, Asaba, Aba, Bauchi, Gombe',
  },
  ES: {
    share: 200,
    places:
      'Madrid, Barcelona, Valencia, Sevilla, Zaragoza, Málaga, Bilbao, Palma, Las Palmas de Gran Canaria, Murcia, Alicante, Córdoba, Valladolid, Vigo, Gijón, A Coruña, Granada, Vitoria-Gasteiz, San Sebastián, Pamplona, Santander, Oviedo, Salamanca, Cádiz, Almería, Logroño, Girona, Tarragona, Cáceres, Santiago de Compostela, Huelva, León, Toledo',
  },
  MX: {
    share: 190,
    places:
      'Ciudad de México, Guadalajara, Monterrey, Puebla, Tijuana, León, Mérida, Oaxaca de Juárez, Querétaro, San Luis Potosí, Aguascalientes, Morelia, Chihuahua, Hermosillo, Culiacán, Veracruz, Xalapa, Toluca, Cancún, Tuxtla Gutiérrez, San Cristóbal de las Casas, Villahermosa, Durango, Saltillo, Zacatecas, La Paz, Ensenada, Cuernavaca, Pachuca, Campeche, Acapulco',
  },
  NL: {
    share: 180,
    places:
      'Amsterdam, Rotterdam, Den Haag, Utrecht, Eindhoven, Groningen, Tilburg, Almere, Breda, Nijmegen, Arnhem, Haarlem, Leiden, Maastricht, Delft, Zwolle, Leeuwarden, Enschede, Den Bosch, Amersfoort, Deventer, Wageningen',
  },
  ZA: {
    share: 180,
    places:
      'Johannesburg, Cape Town, Durban, Pretoria, Gqeberha, Bloemfontein, East London, Pietermaritzburg, Polokwane, Mbombela, Kimberley, Soweto, Stellenbosch, Makhanda, George, Rustenburg, Mthatha, Upington, Khayelitsha',
  },
  IT: {
    share: 160,
    places:
      'Roma, Milano, Napoli, Torino, Palermo, Genova, Bologna, Firenze, Bari, Catania, Venezia, Verona, Messina, Padova, Trieste, Brescia, Parma, Modena, Perugia, Cagliari, Lecce, Trento, Bolzano, Pisa, Siena, Ancona, Matera, Reggio Calabria, Sassari',
  },
  SE: {
    share: 110,
    places:
      'Stockholm, Göteborg, Malmö, Uppsala, Västerås, Örebro, Linköping, Helsingborg, Jönköping, Norrköping, Lund, Umeå, Gävle, Luleå, Kiruna, Visby, Karlstad, Växjö',
  },
  CH: {
    share: 100,
    places:
      'Zürich, Genève, Basel, Lausanne, Bern, Winterthur, Luzern, St. Gallen, Lugano, Biel/Bienne, Fribourg, Neuchâtel, Chur, Sion, Thun',
  },
  IE: {
    share: 90,
    places:
      'Dublin, Cork, Limerick, Galway, Waterford, Kilkenny, Sligo, Drogheda, Dundalk, Athlone, Tralee, Letterkenny, Ennis, Wexford',
  },
  BE: {
    share: 90,
    places:
      'Bruxelles, Antwerpen, Gent, Charleroi, Liège, Brugge, Namur, Leuven, Mons, Mechelen, Hasselt, Kortrijk, Oostende, Louvain-la-Neuve',
  },
  CO: {
    share: 100,
    places:
      'Bogotá, Medellín, Cali, Barranquilla, Cartagena, Cúcuta, Bucaramanga, Pereira, Santa Marta, Ibagué, Manizales, Pasto, Villavicencio, Neiva, Armenia, Popayán, Montería, Quibdó, Leticia, Riohacha',
  },
  AR: {
    share: 90,
    places:
      'Buenos Aires, Córdoba, Rosario, Mendoza, La Plata, San Miguel de Tucumán, Mar del Plata, Salta, Santa Fe, San Juan, Resistencia, Neuquén, Bahía Blanca, Posadas, Corrientes, San Salvador de Jujuy, Bariloche, Ushuaia, Paraná, Río Gallegos',
  },
  PH: {
    share: 100,
    places:
      'Manila, Quezon City, Cebu City, Davao City, Makati, Pasig, Iloilo City, Bacolod, Cagayan de Oro, Zamboanga City, Baguio, Tacloban, General Santos, Puerto Princesa, Dumaguete, Legazpi, Naga, Tagbilaran, Laoag, Cotabato City',
  },
  ID: {
    share: 100,
    places:
      'Jakarta, Surabaya, Bandung, Medan, Semarang, Makassar, Palembang, Denpasar, Yogyakarta, Malang, Padang, Pontianak, Banjarmasin, Balikpapan, Manado, Kupang, Mataram, Jayapura, Ambon, Banda Aceh, Samarinda, Pekanbaru',
  },
  UG: {
    share: 90,
    places:
      'Kampala, Gulu, Lira, Mbarara, Jinja, Mbale, Entebbe, Fort Portal, Arua, Masaka, Kabale, Soroti, Hoima, Tororo, Moroto, Kasese',
  },
  GH: {
    share: 90,
    places:
      'Accra, Kumasi, Tamale, Takoradi, Cape Coast, Tema, Ho, Koforidua, Sunyani, Bolgatanga, Wa, Techiman, Obuasi, Winneba',
  },
  TZ: {
    share: 70,
    places:
      'Dar es Salaam, Dodoma, Arusha, Mwanza, Zanzibar City, Mbeya, Morogoro, Tanga, Moshi, Iringa, Kigoma, Mtwara, Tabora, Bukoba, Musoma, Songea',
  },
  PK: {
    share: 70,
    places:
      'Karachi, Lahore, Islamabad, Rawalpindi, Faisalabad, Peshawar, Multan, Quetta, Hyderabad, Sialkot, Gilgit, Muzaffarabad, Sukkur, Bahawalpur, Abbottabad',
  },
  BD: {
    share: 80,
    places:
      "Dhaka, Chattogram, Khulna, Rajshahi, Sylhet, Barishal, Rangpur, Mymensingh, Cox's Bazar, Cumilla, Bogura, Jashore, Narayanganj, Gazipur, Satkhira",
  },
  NZ: {
    share: 60,
    places:
      'Auckland, Wellington, Christchurch, Hamilton, Tauranga, Dunedin, Palmerston North, Napier, Nelson, Rotorua, New Plymouth, Whangārei, Invercargill, Gisborne, Queenstown, Whanganui',
  },
  DK: {
    share: 60,
    places:
      'København, Aarhus, Odense, Aalborg, Esbjerg, Randers, Kolding, Horsens, Vejle, Roskilde, Herning, Silkeborg, Svendborg',
  },
  NO: {
    share: 60,
    places:
      'Oslo, Bergen, Trondheim, Stavanger, Tromsø, Drammen, Kristiansand, Fredrikstad, Bodø, Ålesund, Lillehammer, Hammerfest, Alta',
  },
  FI: {
    share: 50,
    places:
      'Helsinki, Espoo, Tampere, Vantaa, Oulu, Turku, Jyväskylä, Lahti, Kuopio, Pori, Joensuu, Rovaniemi, Vaasa',
  },
  AT: {
    share: 60,
    places:
      'Wien, Graz, Linz, Salzburg, Innsbruck, Klagenfurt, Villach, Wels, St. Pölten, Dornbirn, Bregenz, Leoben, Krems',
  },
  PT: {
    share: 60,
    places:
      'Lisboa, Porto, Braga, Coimbra, Faro, Aveiro, Funchal, Ponta Delgada, Évora, Setúbal, Viseu, Guimarães, Leiria, Viana do Castelo, Bragança',
  },
  PL: {
    share: 60,
    places:
      'Warszawa, Kraków, Łódź, Wrocław, Poznań, Gdańsk, Szczecin, Lublin, Białystok, Katowice, Gdynia, Toruń, Rzeszów, Olsztyn, Opole, Zielona Góra',
  },
  JP: {
    share: 70,
    places:
      'Tokyo, Osaka, Yokohama, Nagoya, Sapporo, Fukuoka, Kobe, Kyoto, Kawasaki, Sendai, Hiroshima, Kitakyushu, Naha, Kanazawa, Niigata, Kumamoto, Okayama, Matsuyama, Nagasaki, Kagoshima',
  },
  CN: {
    share: 50,
    places:
      "Beijing, Shanghai, Guangzhou, Shenzhen, Chengdu, Wuhan, Hangzhou, Chongqing, Xi'an, Nanjing, Kunming, Tianjin, Xiamen, Changsha, Qingdao, Harbin, Lhasa, Ürümqi, Guiyang",
  },
  SG: {
    share: 60,
    places:
      'Singapore, Jurong East, Tampines, Woodlands, Bedok, Toa Payoh, Ang Mo Kio, Punggol, Queenstown',
  },
  KR: {
    share: 40,
    places:
      'Seoul, Busan, Incheon, Daegu, Daejeon, Gwangju, Ulsan, Suwon, Jeonju, Jeju City, Changwon, Cheongju',
  },
  CL: {
    share: 60,
    places:
      'Santiago, Valparaíso, Concepción, Antofagasta, Viña del Mar, Temuco, La Serena, Iquique, Puerto Montt, Arica, Talca, Valdivia, Punta Arenas, Rancagua, Coyhaique',
  },
  PE: {
    share: 60,
    places:
      'Lima, Arequipa, Trujillo, Cusco, Chiclayo, Piura, Iquitos, Huancayo, Puno, Tacna, Ayacucho, Cajamarca, Pucallpa, Huaraz, Tarapoto',
  },
  EC: {
    share: 30,
    places:
      'Quito, Guayaquil, Cuenca, Manta, Loja, Ambato, Esmeraldas, Riobamba, Ibarra, Puerto Ayora, Tena, Portoviejo',
  },
  VN: {
    share: 40,
    places:
      'Hanoi, Ho Chi Minh City, Đà Nẵng, Hải Phòng, Cần Thơ, Huế, Nha Trang, Đà Lạt, Quy Nhơn, Vinh, Hội An, Buôn Ma Thuột',
  },
  TH: {
    share: 40,
    places:
      'Bangkok, Chiang Mai, Phuket, Khon Kaen, Udon Thani, Nakhon Ratchasima, Hat Yai, Chiang Rai, Pattaya, Surat Thani, Ubon Ratchathani, Nakhon Si Thammarat',
  },
  MY: {
    share: 40,
    places:
      'Kuala Lumpur, George Town, Johor Bahru, Ipoh, Kota Kinabalu, Kuching, Shah Alam, Petaling Jaya, Melaka, Kota Bharu, Miri, Sandakan',
  },
  EG: {
    share: 40,
    places:
      'Cairo, Alexandria, Giza, Luxor, Aswan, Port Said, Suez, Mansoura, Tanta, Asyut, Ismailia, Faiyum, Minya, Hurghada',
  },
  MA: {
    share: 30,
    places:
      'Casablanca, Rabat, Marrakech, Fès, Tanger, Agadir, Meknès, Oujda, Tétouan, Essaouira, Ouarzazate, Chefchaouen',
  },
  ET: {
    share: 50,
    places:
      'Addis Ababa, Dire Dawa, Mekelle, Gondar, Bahir Dar, Hawassa, Adama, Jimma, Dessie, Harar, Jijiga, Arba Minch, Gambela',
  },
  RW: {
    share: 50,
    places: 'Kigali, Huye, Musanze, Rubavu, Muhanga, Nyagatare, Rusizi, Rwamagana, Karongi, Nyanza',
  },
  SN: {
    share: 30,
    places:
      'Dakar, Thiès, Saint-Louis, Ziguinchor, Kaolack, Touba, Mbour, Tambacounda, Kolda, Louga',
  },
  CM: {
    share: 30,
    places:
      'Yaoundé, Douala, Bamenda, Bafoussam, Garoua, Maroua, Ngaoundéré, Buea, Limbe, Kribi, Bertoua',
  },
  ZW: {
    share: 30,
    places:
      'Harare, Bulawayo, Mutare, Gweru, Masvingo, Kwekwe, Chinhoyi, Victoria Falls, Marondera, Kadoma',
  },
  ZM: {
    share: 30,
    places: 'Lusaka, Kitwe, Ndola, Livingstone, Kabwe, Chipata, Kasama, Solwezi, Mongu, Mansa',
  },
  MW: {
    share: 30,
    places: 'Lilongwe, Blantyre, Mzuzu, Zomba, Mangochi, Karonga, Kasungu, Salima, Nkhata Bay',
  },
  MZ: {
    share: 20,
    places: 'Maputo, Beira, Nampula, Quelimane, Tete, Chimoio, Pemba, Inhambane, Lichinga, Xai-Xai',
  },
  IL: {
    share: 40,
    places:
      "Tel Aviv, Jerusalem, Haifa, Be'er Sheva, Netanya, Rishon LeZion, Eilat, Nazareth, Ashdod, Herzliya",
  },
  TR: {
    share: 40,
    places:
      'İstanbul, Ankara, İzmir, Bursa, Antalya, Adana, Gaziantep, Konya, Diyarbakır, Eskişehir, Trabzon, Mersin, Kayseri, Van',
  },
  AE: {
    share: 30,
    places: 'Dubai, Abu Dhabi, Sharjah, Ajman, Al Ain, Ras Al Khaimah, Fujairah',
  },
  GR: {
    share: 30,
    places:
      'Athens, Thessaloniki, Patras, Heraklion, Larissa, Volos, Ioannina, Chania, Kalamata, Rhodes, Corfu, Mytilene',
  },
  CZ: {
    share: 25,
    places:
      'Praha, Brno, Ostrava, Plzeň, Liberec, Olomouc, České Budějovice, Hradec Králové, Pardubice, Zlín',
  },
  HU: {
    share: 25,
    places:
      'Budapest, Debrecen, Szeged, Miskolc, Pécs, Győr, Nyíregyháza, Kecskemét, Székesfehérvár, Eger',
  },
  RO: {
    share: 25,
    places:
      'București, Cluj-Napoca, Timișoara, Iași, Constanța, Craiova, Brașov, Galați, Oradea, Sibiu, Suceava',
  },
  UA: {
    share: 40,
    places:
      'Kyiv, Kharkiv, Odesa, Dnipro, Lviv, Zaporizhzhia, Vinnytsia, Mykolaiv, Chernihiv, Poltava, Ivano-Frankivsk, Uzhhorod, Chernivtsi, Ternopil, Rivne',
  },
  NP: {
    share: 40,
    places:
      'Kathmandu, Pokhara, Lalitpur, Bharatpur, Biratnagar, Birgunj, Dharan, Butwal, Hetauda, Janakpur, Nepalgunj, Dhangadhi',
  },
  LK: {
    share: 30,
    places:
      'Colombo, Kandy, Galle, Jaffna, Negombo, Trincomalee, Batticaloa, Anuradhapura, Matara, Kurunegala, Badulla, Ratnapura',
  },
  GT: {
    share: 20,
    places:
      'Ciudad de Guatemala, Quetzaltenango, Antigua Guatemala, Cobán, Escuintla, Huehuetenango, Chichicastenango, Puerto Barrios, Flores',
  },
  HN: {
    share: 15,
    places: 'Tegucigalpa, San Pedro Sula, La Ceiba, Choluteca, Comayagua, Copán Ruinas, Roatán',
  },
  NI: { share: 10, places: 'Managua, León, Granada, Matagalpa, Estelí, Bluefields, Chinandega' },
  SV: {
    share: 10,
    places: 'San Salvador, Santa Ana, San Miguel, Sonsonate, Suchitoto, La Libertad',
  },
  CR: {
    share: 25,
    places:
      'San José, Alajuela, Cartago, Heredia, Liberia, Puntarenas, Limón, Nosara, Monteverde, Puerto Viejo',
  },
  PA: {
    share: 15,
    places:
      'Ciudad de Panamá, Colón, David, Santiago de Veraguas, Bocas del Toro, Chitré, Penonomé',
  },
  DO: {
    share: 15,
    places:
      'Santo Domingo, Santiago de los Caballeros, La Romana, Puerto Plata, San Pedro de Macorís, Higüey, Barahona',
  },
  BO: {
    share: 20,
    places:
      'La Paz, Santa Cruz de la Sierra, Cochabamba, Sucre, El Alto, Oruro, Potosí, Tarija, Trinidad, Cobija',
  },
  PY: {
    share: 10,
    places:
      'Asunción, Ciudad del Este, Encarnación, San Lorenzo, Luque, Concepción, Pedro Juan Caballero',
  },
  UY: {
    share: 15,
    places:
      'Montevideo, Salto, Paysandú, Maldonado, Rivera, Colonia del Sacramento, Punta del Este, Tacuarembó',
  },
  VE: {
    share: 15,
    places:
      'Caracas, Maracaibo, Valencia, Barquisimeto, Mérida, Ciudad Guayana, Barcelona, Maturín, Cumaná',
  },
  CU: {
    share: 5,
    places:
      'La Habana, Santiago de Cuba, Camagüey, Holguín, Santa Clara, Cienfuegos, Trinidad, Matanzas',
  },
  JM: {
    share: 10,
    places:
      'Kingston, Montego Bay, Spanish Town, Portmore, Mandeville, Ocho Rios, Port Antonio, Negril',
  },
  HT: {
    share: 15,
    places: 'Port-au-Prince, Cap-Haïtien, Les Cayes, Gonaïves, Jacmel, Jérémie, Hinche, Saint-Marc',
  },
  TT: {
    share: 5,
    places: 'Port of Spain, San Fernando, Chaguanas, Arima, Scarborough, Point Fortin',
  },
  AF: {
    share: 8,
    places: 'Kabul, Herat, Kandahar, Mazar-i-Sharif, Jalalabad, Bamyan, Kunduz',
  },
  AX: { share: 0.5, places: 'Mariehamn, Jomala, Finström' },
  AL: {
    share: 4,
    places: 'Tirana, Durrës, Vlorë, Shkodër, Elbasan, Korçë, Berat, Gjirokastër',
  },
  DZ: {
    share: 6,
    places: 'Algiers, Oran, Constantine, Annaba, Blida, Batna, Sétif, Tlemcen, Béjaïa, Ghardaïa',
  },
  AS: { share: 0.5, places: 'Pago Pago, Tafuna, Leone' },
  AD: { share: 0.5, places: 'Andorra la Vella, Escaldes-Engordany, Encamp' },
  AO: {
    share: 6,
    places: 'Luanda, Huambo, Lobito, Benguela, Lubango, Malanje, Cabinda, Namibe',
  },
  AI: { share: 0.3, places: 'The Valley, Sandy Ground, Blowing Point' },
  AQ: { share: 0.3, places: 'McMurdo Station, Rothera Research Station, Palmer Station' },
  AG: { share: 0.8, places: "St. John's, All Saints, Liberta, Codrington" },
  AM: { share: 4, places: 'Yerevan, Gyumri, Vanadzor, Dilijan, Goris, Vagharshapat' },
  AW: { share: 0.6, places: 'Oranjestad, San Nicolaas, Noord' },
  AZ: { share: 4, places: 'Baku, Ganja, Sumqayit, Lankaran, Shaki, Mingachevir' },
  BS: { share: 1.5, places: 'Nassau, Freeport, Marsh Harbour, George Town, Andros Town' },
  BH: { share: 2, places: 'Manama, Muharraq, Riffa, Hamad Town, Isa Town' },
  BB: { share: 1.5, places: 'Bridgetown, Speightstown, Oistins, Holetown' },
  BY: { share: 3, places: 'Minsk, Brest, Grodno, Gomel, Vitebsk, Mogilev' },
  BZ: {
    share: 1.5,
    places: 'Belize City, Belmopan, San Ignacio, Dangriga, Orange Walk, Punta Gorda',
  },
  BJ: {
    share: 5,
    places: 'Cotonou, Porto-Novo, Parakou, Abomey-Calavi, Djougou, Bohicon, Natitingou',
  },
  BM: { share: 0.8, places: "Hamilton, St. George's, Somerset" },
  BT: { share: 2, places: 'Thimphu, Paro, Punakha, Phuentsholing, Bumthang, Trongsa' },
  BA: { share: 3, places: 'Sarajevo, Banja Luka, Mostar, Tuzla, Zenica, Bihać' },
  BW: {
    share: 4,
    places: 'Gaborone, Francistown, Maun, Kasane, Serowe, Molepolole, Palapye',
  },
  BV: { share: 0, places: 'Bouvet Island' },
  IO: { share: 0.1, places: 'Diego Garcia' },
  VG: { share: 0.5, places: 'Road Town, Spanish Town, The Settlement' },
  BN: { share: 1, places: 'Bandar Seri Begawan, Kuala Belait, Seria, Tutong' },
  BG: {
    share: 5,
    places: 'Sofia, Plovdiv, Varna, Burgas, Ruse, Stara Zagora, Veliko Tarnovo, Blagoevgrad',
  },
  BF: {
    share: 6,
    places: "Ouagadougou, Bobo-Dioulasso, Koudougou, Ouahigouya, Banfora, Kaya, Fada N'gourma",
  },
  BI: { share: 5, places: 'Bujumbura, Gitega, Ngozi, Rumonge, Muyinga, Kayanza' },
  KH: {
    share: 8,
    places: 'Phnom Penh, Siem Reap, Battambang, Sihanoukville, Kampot, Kampong Cham, Kratie',
  },
  CV: { share: 1.5, places: 'Praia, Mindelo, Santa Maria, Assomada, Espargos' },
  BQ: { share: 0.3, places: 'Kralendijk, The Bottom, Rincon' },
  KY: { share: 0.8, places: 'George Town, West Bay, Bodden Town' },
  CF: { share: 3, places: 'Bangui, Bimbo, Berbérati, Bambari, Bouar, Bossangoa' },
  TD: { share: 3, places: "N'Djamena, Moundou, Abéché, Sarh, Faya-Largeau" },
  CX: { share: 0.1, places: 'Flying Fish Cove' },
  CC: { share: 0.1, places: 'West Island, Home Island' },
  KM: { share: 1, places: 'Moroni, Mutsamudu, Fomboni' },
  CK: { share: 0.3, places: 'Avarua, Arorangi, Aitutaki' },
  CI: {
    share: 8,
    places: 'Abidjan, Bouaké, Yamoussoukro, Daloa, San-Pédro, Korhogo, Man, Grand-Bassam',
  },
  HR: {
    share: 4,
    places: 'Zagreb, Split, Rijeka, Osijek, Zadar, Dubrovnik, Pula, Šibenik',
  },
  CW: { share: 0.8, places: 'Willemstad, Sint Michiel, Westpunt' },
  CY: { share: 2, places: 'Nicosia, Limassol, Larnaca, Paphos, Famagusta' },
  CD: {
    share: 12,
    places:
      'Kinshasa, Lubumbashi, Goma, Bukavu, Kisangani, Mbuji-Mayi, Kananga, Bunia, Matadi, Mbandaka, Uvira',
  },
  DJ: { share: 1, places: 'Djibouti City, Ali Sabieh, Tadjourah, Obock' },
  DM: { share: 0.5, places: 'Roseau, Portsmouth, Marigot' },
  GQ: { share: 1, places: 'Malabo, Bata, Ebebiyín' },
  ER: { share: 1, places: 'Asmara, Keren, Massawa, Assab' },
  EE: { share: 3, places: 'Tallinn, Tartu, Pärnu, Narva, Viljandi' },
  SZ: { share: 2, places: 'Mbabane, Manzini, Lobamba, Siteki, Nhlangano' },
  FK: { share: 0.2, places: 'Stanley, Goose Green' },
  FO: { share: 0.4, places: 'Tórshavn, Klaksvík, Runavík' },
  FJ: { share: 2, places: 'Suva, Nadi, Lautoka, Labasa, Savusavu' },
  GF: { share: 0.8, places: 'Cayenne, Kourou, Saint-Laurent-du-Maroni' },
  PF: { share: 0.8, places: 'Papeete, Faaa, Punaauia, Uturoa' },
  TF: { share: 0.1, places: 'Port-aux-Français' },
  GA: { share: 2, places: 'Libreville, Port-Gentil, Franceville, Oyem, Lambaréné' },
  GM: { share: 2, places: 'Banjul, Serekunda, Brikama, Bakau, Farafenni' },
  GE: { share: 4, places: 'Tbilisi, Batumi, Kutaisi, Rustavi, Zugdidi, Telavi' },
  GI: { share: 0.4, places: 'Gibraltar' },
  GL: { share: 0.5, places: 'Nuuk, Sisimiut, Ilulissat, Qaqortoq' },
  GD: { share: 0.6, places: "St. George's, Grenville, Gouyave" },
  GP: { share: 1, places: 'Pointe-à-Pitre, Basse-Terre, Les Abymes, Le Gosier' },
  GU: { share: 0.8, places: 'Hagåtña, Dededo, Tamuning, Yigo' },
  GG: { share: 0.3, places: 'St Peter Port, St Sampson' },
  GN: { share: 3, places: 'Conakry, Nzérékoré, Kankan, Kindia, Labé, Boké' },
  GW: { share: 1, places: 'Bissau, Bafatá, Gabú, Cacheu' },
  GY: { share: 2, places: 'Georgetown, Linden, New Amsterdam, Lethem, Bartica' },
  HM: { share: 0, places: 'Heard Island' },
  HK: {
    share: 10,
    places: 'Hong Kong, Kowloon, Sha Tin, Tsuen Wan, Yuen Long, Tuen Mun, Tai Po',
  },
  IS: {
    share: 2,
    places: 'Reykjavík, Akureyri, Kópavogur, Hafnarfjörður, Ísafjörður, Egilsstaðir',
  },
  IR: { share: 4, places: 'Tehran, Mashhad, Isfahan, Shiraz, Tabriz, Karaj, Kerman, Yazd' },
  IQ: { share: 5, places: 'Baghdad, Basra, Mosul, Erbil, Sulaymaniyah, Najaf, Kirkuk, Duhok' },
  IM: { share: 0.4, places: 'Douglas, Ramsey, Peel, Castletown' },
  JO: { share: 6, places: 'Amman, Irbid, Zarqa, Aqaba, Madaba, Mafraq, Salt' },
  JE: { share: 0.4, places: 'St Helier, St Brelade, Gorey' },
  KZ: {
    share: 4,
    places: 'Almaty, Astana, Shymkent, Karaganda, Aktobe, Pavlodar, Oskemen',
  },
  KI: { share: 0.3, places: 'South Tarawa, Betio, Bikenibeu' },
  KW: { share: 1.5, places: 'Kuwait City, Hawalli, Salmiya, Jahra, Fahaheel' },
  KG: { share: 3, places: 'Bishkek, Osh, Karakol, Jalal-Abad, Naryn, Talas' },
  LA: {
    share: 3,
    places: 'Vientiane, Luang Prabang, Pakse, Savannakhet, Thakhek, Phonsavan',
  },
  LV: { share: 2, places: 'Rīga, Daugavpils, Liepāja, Jelgava, Cēsis' },
  LB: { share: 6, places: 'Beirut, Tripoli, Sidon, Tyre, Byblos, Zahlé, Baalbek' },
  LS: { share: 2, places: "Maseru, Teyateyaneng, Mafeteng, Leribe, Mohale's Hoek" },
  LR: { share: 4, places: 'Monrovia, Gbarnga, Buchanan, Kakata, Harper, Zwedru' },
  LY: { share: 2, places: 'Tripoli, Benghazi, Misrata, Sabha, Tobruk' },
  LI: { share: 0.3, places: 'Vaduz, Schaan, Balzers' },
  LT: { share: 2, places: 'Vilnius, Kaunas, Klaipėda, Šiauliai, Panevėžys' },
  LU: {
    share: 2,
    places: 'Luxembourg, Esch-sur-Alzette, Differdange, Dudelange, Ettelbruck',
  },
  MO: { share: 0.8, places: 'Macao, Taipa, Coloane' },
  MG: {
    share: 5,
    places:
      'Antananarivo, Toamasina, Antsirabe, Fianarantsoa, Mahajanga, Toliara, Antsiranana, Morondava',
  },
  MV: { share: 1, places: 'Malé, Addu City, Fuvahmulah, Kulhudhuffushi' },
  ML: { share: 4, places: 'Bamako, Sikasso, Mopti, Ségou, Kayes, Timbuktu, Gao' },
  MT: { share: 1.5, places: 'Valletta, Birkirkara, Sliema, Mosta, Victoria' },
  MH: { share: 0.3, places: 'Majuro, Ebeye, Jaluit' },
  MQ: { share: 0.8, places: 'Fort-de-France, Le Lamentin, Le Robert, Sainte-Marie' },
  MR: { share: 1.5, places: 'Nouakchott, Nouadhibou, Kiffa, Rosso, Atar' },
  MU: {
    share: 2,
    places: 'Port Louis, Curepipe, Quatre Bornes, Vacoas, Mahébourg, Rose Hill',
  },
  YT: { share: 0.4, places: 'Mamoudzou, Dzaoudzi, Koungou' },
  FM: { share: 0.3, places: 'Palikir, Kolonia, Weno, Tofol' },
  MD: { share: 2, places: 'Chișinău, Bălți, Cahul, Orhei, Soroca, Comrat' },
  MC: { share: 0.4, places: 'Monaco, Monte Carlo' },
  MN: {
    share: 3,
    places: 'Ulaanbaatar, Erdenet, Darkhan, Khovd, Mörön, Choibalsan',
  },
  ME: { share: 1, places: 'Podgorica, Nikšić, Budva, Kotor, Bar, Herceg Novi' },
  MS: { share: 0.1, places: 'Brades, Little Bay, Salem' },
  MM: {
    share: 6,
    places: 'Yangon, Mandalay, Naypyidaw, Mawlamyine, Bago, Taunggyi, Sittwe, Myitkyina',
  },
  NA: {
    share: 3,
    places: 'Windhoek, Walvis Bay, Swakopmund, Oshakati, Rundu, Katima Mulilo, Keetmanshoop',
  },
  NR: { share: 0.2, places: 'Yaren, Denigomodu' },
  NC: { share: 0.8, places: 'Nouméa, Dumbéa, Koné, Lifou' },
  NE: { share: 3, places: 'Niamey, Zinder, Maradi, Agadez, Tahoua, Dosso' },
  NU: { share: 0.1, places: 'Alofi' },
  NF: { share: 0.1, places: 'Kingston, Burnt Pine' },
  KP: { share: 0.2, places: 'Pyongyang, Hamhung, Chongjin' },
  MK: { share: 2, places: 'Skopje, Bitola, Ohrid, Tetovo, Kumanovo, Prilep' },
  MP: { share: 0.3, places: 'Saipan, Tinian, Rota' },
  OM: { share: 1.5, places: 'Muscat, Salalah, Sohar, Nizwa, Sur' },
  PW: { share: 0.2, places: 'Ngerulmud, Koror, Airai' },
  PS: {
    share: 5,
    places: 'Ramallah, Gaza, Hebron, Nablus, Bethlehem, Jenin, Jericho',
  },
  PG: {
    share: 3,
    places: 'Port Moresby, Lae, Mount Hagen, Madang, Goroka, Kokopo, Wewak',
  },
  PN: { share: 0.05, places: 'Adamstown' },
  PR: {
    share: 4,
    places: 'San Juan, Ponce, Mayagüez, Bayamón, Caguas, Arecibo, Vieques',
  },
  QA: { share: 2, places: 'Doha, Al Wakrah, Al Khor, Lusail, Al Rayyan' },
  CG: { share: 2, places: 'Brazzaville, Pointe-Noire, Dolisie, Nkayi, Owando' },
  RE: { share: 1, places: 'Saint-Denis, Saint-Pierre, Saint-Paul, Le Tampon, Saint-Louis' },
  RU: {
    share: 6,
    places:
      'Moscow, Saint Petersburg, Novosibirsk, Yekaterinburg, Kazan, Nizhny Novgorod, Irkutsk, Vladivostok, Krasnoyarsk, Perm',
  },
  BL: { share: 0.2, places: 'Gustavia, Saint-Jean, Colombier' },
  SH: { share: 0.1, places: 'Jamestown, Georgetown, Edinburgh of the Seven Seas' },
  KN: { share: 0.5, places: 'Basseterre, Charlestown, Sandy Point Town' },
  LC: { share: 0.8, places: 'Castries, Gros Islet, Soufrière, Vieux Fort' },
  MF: { share: 0.3, places: "Marigot, Grand-Case, Quartier-d'Orléans" },
  PM: { share: 0.1, places: 'Saint-Pierre, Miquelon' },
  VC: { share: 0.5, places: 'Kingstown, Georgetown, Barrouallie, Bequia' },
  WS: { share: 0.8, places: 'Apia, Salelologa, Faleolo' },
  SM: { share: 0.3, places: 'San Marino, Serravalle, Borgo Maggiore' },
  ST: { share: 0.4, places: 'São Tomé, Santo António, Trindade, Neves' },
  SA: {
    share: 4,
    places: 'Riyadh, Jeddah, Mecca, Medina, Dammam, Khobar, Abha, Tabuk',
  },
  RS: { share: 4, places: 'Belgrade, Novi Sad, Niš, Kragujevac, Subotica, Novi Pazar' },
  SC: { share: 0.6, places: 'Victoria, Anse Boileau, Beau Vallon, Praslin' },
  SL: { share: 4, places: 'Freetown, Bo, Kenema, Makeni, Koidu, Port Loko' },
  SX: { share: 0.3, places: "Philipsburg, Lower Prince's Quarter, Simpson Bay" },
  SK: {
    share: 2,
    places: 'Bratislava, Košice, Prešov, Žilina, Banská Bystrica, Nitra',
  },
  SI: { share: 2, places: 'Ljubljana, Maribor, Celje, Kranj, Koper, Novo Mesto' },
  SB: { share: 1, places: 'Honiara, Auki, Gizo, Munda' },
  SO: {
    share: 5,
    places: 'Mogadishu, Hargeisa, Kismayo, Baidoa, Garowe, Bosaso, Beledweyne',
  },
  GS: { share: 0.02, places: 'King Edward Point, Grytviken' },
  SS: { share: 4, places: 'Juba, Wau, Malakal, Bor, Yei, Rumbek, Torit' },
  SD: {
    share: 5,
    places: 'Khartoum, Omdurman, Port Sudan, Kassala, El Obeid, Nyala, El Fasher',
  },
  SR: { share: 1, places: 'Paramaribo, Lelydorp, Nieuw Nickerie, Moengo' },
  SJ: { share: 0.1, places: 'Longyearbyen, Ny-Ålesund' },
  SY: { share: 4, places: 'Damascus, Aleppo, Homs, Latakia, Hama, Qamishli' },
  TW: {
    share: 8,
    places: 'Taipei, Kaohsiung, Taichung, Tainan, Hsinchu, Taoyuan, Hualien, Taitung, Keelung',
  },
  TJ: { share: 2, places: 'Dushanbe, Khujand, Kulob, Khorugh, Bokhtar' },
  TL: { share: 1, places: 'Dili, Baucau, Maliana, Suai, Lospalos' },
  TG: { share: 3, places: 'Lomé, Sokodé, Kara, Kpalimé, Atakpamé, Dapaong' },
  TK: { share: 0.05, places: 'Fakaofo, Nukunonu, Atafu' },
  TO: { share: 0.5, places: "Nuku'alofa, Neiafu, Pangai" },
  TN: {
    share: 4,
    places: 'Tunis, Sfax, Sousse, Kairouan, Bizerte, Gabès, Tozeur, Djerba',
  },
  TM: { share: 1, places: 'Ashgabat, Türkmenabat, Daşoguz, Mary, Balkanabat' },
  TC: { share: 0.3, places: 'Cockburn Town, Providenciales, Grand Turk' },
  TV: { share: 0.2, places: 'Funafuti, Vaitupu, Nanumea' },
  VI: { share: 0.5, places: 'Charlotte Amalie, Christiansted, Frederiksted, Cruz Bay' },
  UM: { share: 0.02, places: 'Wake Island, Midway Atoll' },
  UZ: {
    share: 4,
    places: 'Tashkent, Samarkand, Bukhara, Namangan, Andijan, Fergana, Nukus, Khiva',
  },
  VU: { share: 0.6, places: 'Port Vila, Luganville, Isangel, Lakatoro' },
  VA: { share: 0.3, places: 'Vatican City' },
  WF: { share: 0.05, places: 'Mata-Utu, Leava' },
  EH: { share: 0.3, places: 'Laayoune, Dakhla, Smara' },
  YE: { share: 4, places: "Sana'a, Aden, Taiz, Hodeidah, Mukalla, Ibb" },
};
