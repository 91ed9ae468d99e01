import type { components } from '@openapi/generated/schema';

type AssetSubType = components['schemas']['AssetSubType'];

// Brands and models of the vehicles people rent out in the sandbox countries. The
// van conversions name their base vehicle, since renters look for it (Fiat Ducato,
// Mercedes-Benz Sprinter, Citroën Jumper, Volkswagen Crafter).

export interface BrandWords {
  key: string;
  name: string;
  models: Partial<Record<AssetSubType, readonly string[]>>;
}

export const BRANDS: readonly BrandWords[] = [
  {
    key: 'adria',
    name: 'Adria',
    models: {
      motorhome: ['Coral XL Plus 670 SL', 'Matrix Plus 670 SC', 'Sonic Supreme 710 SL', 'Compact Plus DL'],
      campervan: ['Twin Supreme 640 SGX (Fiat Ducato)', 'Twin Plus 600 SP (Fiat Ducato)'],
      caravan: ['Altea 472 PK', 'Adora 573 PT', 'Alpina 663 HT', 'Aviva 400 PS'],
    },
  },
  {
    key: 'hymer',
    name: 'Hymer',
    models: {
      motorhome: ['B-Klasse MasterLine T 780', 'Exsis-i 580', 'ML-T 570', 'Tramp S 695', 'B-MC I 680'],
      campervan: ['Free 600 (Fiat Ducato)', 'Grand Canyon S (Mercedes-Benz Sprinter)', 'Yosemite (Mercedes-Benz Sprinter)'],
    },
  },
  {
    key: 'knaus',
    name: 'Knaus',
    models: {
      motorhome: ['Sky TI 650 MEG', 'Van TI 640 MEG', 'L!ve Wave 700 MEG', 'Sun TI 700 MEG'],
      campervan: ['BoxStar 600 Street (Fiat Ducato)', 'BoxLife 630 ME (Fiat Ducato)'],
      caravan: ['Südwind 500 EU', 'Sport 460 EU', 'Sky Traveller 500 D'],
    },
  },
  {
    key: 'hobby',
    name: 'Hobby',
    models: {
      motorhome: ['Optima De Luxe T65 GE', 'Siesta T65 HKM'],
      campervan: ['Vantana K60 FT (Fiat Ducato)'],
      caravan: ['De Luxe 495 UL', 'Prestige 560 WLU', 'Excellent 460 SFf', 'On Tour 390 SF', 'Maxia 660 WQM'],
    },
  },
  {
    key: 'dethleffs',
    name: 'Dethleffs',
    models: {
      motorhome: ['Trend T 7057 EB', 'Just Go T 7055 EB', 'Pulse T 7051 EB', 'Globebus T 1'],
      campervan: ['Globetrail 600 DR (Fiat Ducato)'],
      caravan: ["c'go 515 QSK", 'Camper 560 FMK', 'Nomad 650 RET'],
    },
  },
  {
    key: 'burstner',
    name: 'Bürstner',
    models: {
      motorhome: ['Lyseo TD 728 G', 'Ixeo IT 736', 'Elegance i 910 G', 'Delfin T 690'],
      campervan: ['Campeo C 600 (Citroën Jumper)', 'Eliseo C 642 (Fiat Ducato)'],
      caravan: ['Premio 430 TS', 'Averso 510 TK', 'Premio Life 495 TK'],
    },
  },
  {
    key: 'kabe',
    name: 'Kabe',
    models: {
      motorhome: ['Travel Master Imperial 880 LQB', 'Novum 750 LT', 'Crown TM 780 LXL'],
      caravan: ['Royal 560 XL KS', 'Imperial 780 TDL', 'Ametist 540 GLE', 'Smaragd 520 XL', 'Estate 600 GDL'],
    },
  },
  {
    key: 'polar',
    name: 'Polar',
    models: { caravan: ['590 CTH', '630 TDL', '540 Prestige', '730 BKR'] },
  },
  {
    key: 'solifer',
    name: 'Solifer',
    models: { caravan: ['Artic 620', 'Finlandia 520', 'Polar 590 TDL', 'Artic 750 T'] },
  },
  {
    key: 'tabbert',
    name: 'Tabbert',
    models: { caravan: ['Da Vinci 490 TD', 'Rossini 540 HTD', 'Puccini 655 E'] },
  },
  {
    key: 'fendt',
    name: 'Fendt',
    models: { caravan: ['Bianco Selection 515 SG', 'Tendenza 650 SFDW', 'Apero 495 SFB'] },
  },
  {
    key: 'lmc',
    name: 'LMC',
    models: { caravan: ['Style 460 E', 'Musica 542 E', 'Tandero 500 E'] },
  },
  {
    key: 'eriba',
    name: 'Eriba',
    models: { caravan: ['Touring Troll 542', 'Feeling 425', 'Nova 545'] },
  },
  {
    key: 'weinsberg',
    name: 'Weinsberg',
    models: {
      motorhome: ['CaraCompact 640 MEG', 'CaraSuite 700 MEG'],
      campervan: ['CaraBus 600 MQ (Fiat Ducato)', 'CaraTour 630 MEQ (Fiat Ducato)'],
      caravan: ['CaraOne 480 QDK', 'CaraCito 470 QD'],
    },
  },
  {
    key: 'carthago',
    name: 'Carthago',
    models: { motorhome: ['C-Tourer I 149 LE', 'Chic c-line I 5.0 QB', 'Liner-for-Two I 53'] },
  },
  {
    key: 'rapido',
    name: 'Rapido',
    models: { motorhome: ['M66', '8096 dF', 'C55'] },
  },
  {
    key: 'sunlight',
    name: 'Sunlight',
    models: { motorhome: ['T 68', 'A 70', 'I 69 L'], campervan: ['Cliff 600 (Fiat Ducato)'] },
  },
  {
    key: 'carado',
    name: 'Carado',
    models: { motorhome: ['T 447', 'A 464', 'V 337'], campervan: ['CV 600 (Fiat Ducato)'] },
  },
  {
    key: 'chausson',
    name: 'Chausson',
    models: { motorhome: ['Titanium Ultimate 788', 'Flash 530', '720 Titanium'] },
  },
  {
    key: 'benimar',
    name: 'Benimar',
    models: { motorhome: ['Tessoro 487', 'Mileo 231', 'Sport 340 UP'] },
  },
  {
    key: 'laika',
    name: 'Laika',
    models: { motorhome: ['Kosmo 509', 'Ecovip H 3109'] },
  },
  {
    key: 'frankia',
    name: 'Frankia',
    models: { motorhome: ['Titan 7900 GD', 'Neo MT GD', 'I 7400 Plus'] },
  },
  {
    key: 'niesmann-bischoff',
    name: 'Niesmann+Bischoff',
    models: { motorhome: ['Arto 79 F', 'Flair 830 LE'] },
  },
  {
    key: 'volkswagen',
    name: 'Volkswagen',
    models: {
      campervan: ['California 6.1 Ocean', 'California 6.1 Coast', 'Grand California 600', 'California Beach Camper', 'Multivan T6.1 (with bed)'],
    },
  },
  {
    key: 'mercedes-benz',
    name: 'Mercedes-Benz',
    models: { campervan: ['Marco Polo 250 d', 'Sprinter 316 CDI Camper'], other_camper: ['O 309 (converted bus)'] },
  },
  {
    key: 'ford',
    name: 'Ford',
    models: { campervan: ['Transit Custom Nugget', 'Transit Custom Nugget Plus'], other_camper: ['Ranger with pickup camper'] },
  },
  {
    key: 'possl',
    name: 'Pössl',
    models: { campervan: ['Roadcruiser (Fiat Ducato)', '2Win Plus (Citroën Jumper)', 'Summit 600 (Fiat Ducato)', 'Campster (Citroën SpaceTourer)'] },
  },
  {
    key: 'westfalia',
    name: 'Westfalia',
    models: { campervan: ['Club Joker (Volkswagen T6.1)', 'Amundsen 600 D (Fiat Ducato)', 'Kepler One (Ford Transit)'] },
  },
  {
    key: 'globecar',
    name: 'Globecar',
    models: { campervan: ['Campscout (Fiat Ducato)', 'Roadscout R (Fiat Ducato)', 'Summit Prestige 640 (Fiat Ducato)'] },
  },
  {
    key: 'clever',
    name: 'Clever',
    models: { campervan: ['Tour 600 (Citroën Jumper)', 'Celebration 600 (Fiat Ducato)', 'Vario Kids 636 (Fiat Ducato)'] },
  },
  {
    key: 'malibu',
    name: 'Malibu',
    models: { campervan: ['Van 600 DB (Fiat Ducato)', 'Van Compact 540 DB (Fiat Ducato)'] },
  },
  {
    key: 'tischer',
    name: 'Tischer',
    models: { other_camper: ['Trail 260 S (pickup camper)', 'Box 240 S (pickup camper)'] },
  },
  {
    key: 'bimobil',
    name: 'Bimobil',
    models: { other_camper: ['Husky 240 (pickup camper)', 'LBX 365 (expedition truck)'] },
  },
  {
    key: '3dog',
    name: '3DOG camping',
    models: { other_camper: ['TrailDog (trailer tent)', 'OffRoadDog (trailer tent)'] },
  },
  {
    key: 'opus',
    name: 'Opus',
    models: { other_camper: ['Air (trailer tent)', 'Full Monty (trailer tent)'] },
  },
];

/** The brand list's "other" choice (000 §3), with models owners typed themselves. */
export const OTHER_BRAND: BrandWords = {
  key: 'other_brand',
  name: 'Other',
  models: {
    motorhome: ['Selbstausbau (Fiat Ducato)', 'Self-build (Iveco Daily)'],
    campervan: ['Self-build (Volkswagen Crafter)', 'Egenbygd (Renault Master)', 'Self-build (Peugeot Boxer)'],
    caravan: ['Teardrop Mini 2', 'Retro 1979 (restored)'],
    other_camper: ['Teardrop trailer', 'Converted horse box', 'Roof tent trailer'],
  },
};

export const COLOURS: readonly string[] = ['white', 'silver', 'grey', 'beige', 'blue', 'black', 'green', 'red'];

/** Registration district codes of the towns whose plates start with one (DE, AT, CH, LI). */
export const PLATE_CODES: Readonly<Record<string, string>> = {
  Berlin: 'B',
  Hamburg: 'HH',
  München: 'M',
  Köln: 'K',
  'Frankfurt am Main': 'F',
  Stuttgart: 'S',
  Düsseldorf: 'D',
  Leipzig: 'L',
  Dortmund: 'DO',
  Bremen: 'HB',
  Dresden: 'DD',
  Hannover: 'H',
  Nürnberg: 'N',
  'Freiburg im Breisgau': 'FR',
  Kiel: 'KI',
  Rostock: 'HRO',
  Augsburg: 'A',
  Münster: 'MS',
  Regensburg: 'R',
  Konstanz: 'KN',
  Wien: 'W',
  Graz: 'G',
  Linz: 'L',
  Salzburg: 'S',
  Innsbruck: 'I',
  Klagenfurt: 'K',
  Villach: 'VI',
  Wels: 'WE',
  'St. Pölten': 'P',
  Dornbirn: 'DO',
  Bregenz: 'B',
  Kitzbühel: 'KB',
  Zürich: 'ZH',
  Genève: 'GE',
  Basel: 'BS',
  Bern: 'BE',
  Lausanne: 'VD',
  Winterthur: 'ZH',
  Luzern: 'LU',
  'St. Gallen': 'SG',
  Lugano: 'TI',
  'Biel/Bienne': 'BE',
  Thun: 'BE',
  Chur: 'GR',
  Fribourg: 'FR',
  Neuchâtel: 'NE',
  Sion: 'VS',
};

/** Insurers owners name when they keep their own cover, by country. */
export const OWN_INSURERS: Readonly<Record<string, readonly string[]>> = {
  SE: ['Folksam', 'If', 'Länsförsäkringar', 'Trygg-Hansa'],
  NO: ['Gjensidige', 'If', 'Tryg', 'Fremtind'],
  FI: ['LähiTapiola', 'If', 'Pohjola Vakuutus', 'Fennia'],
  DK: ['Tryg', 'Topdanmark', 'Alm. Brand', 'Codan'],
  DE: ['HUK-COBURG', 'Allianz', 'R+V', 'DEVK'],
  AT: ['Uniqa', 'Generali', 'Wiener Städtische', 'Allianz'],
  CH: ['Mobiliar', 'AXA', 'Zurich', 'Helvetia'],
  LI: ['Mobiliar', 'AXA', 'Helvetia'],
};

export const CUSTOM_CLEANING_RULES: readonly string[] = [
  'Please return the vehicle swept and with the fridge emptied; we do the rest.',
  'Return the vehicle as clean as you received it, including the bathroom.',
  'No cleaning needed inside, just empty the bins and the grey water.',
];

export const DEACTIVATION_REASONS: readonly string[] = ['own_use', 'selling_the_vehicle', 'winter_storage', 'damaged'];
