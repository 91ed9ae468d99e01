// Curated places per sandbox country: real towns with their coordinates and a
// postal code, common street names and the country's phone and money settings.

export type SandboxCountry = 'SE' | 'NO' | 'FI' | 'DK' | 'DE' | 'AT' | 'CH' | 'LI';
export type SandboxCurrency = 'sek' | 'nok' | 'eur' | 'dkk' | 'chf';
/** Language of free texts written by people of a country (descriptions, messages, reviews). */
export type TextLanguage = 'sv' | 'nb' | 'fi' | 'da' | 'de' | 'fr' | 'en';

export interface Town {
  name: string;
  lat: number;
  lng: number;
  zip: string;
  /** When the town speaks another language than the country's default (Romandy). */
  language?: TextLanguage;
}

export interface CountryProfile {
  code: SandboxCountry;
  currency: SandboxCurrency;
  language: TextLanguage;
  /** 002 §9: payment account per country; LI uses the Swiss one. */
  stripeAccount: string;
  /** Site locale of the contract's Locale enum. */
  locale: 'se' | 'no' | 'fi' | 'dk' | 'de' | 'at' | 'ch';
  dialCode: string;
  /** Mobile number body without the dial code, `#` a random digit. */
  mobilePattern: string;
  /** Share of the sandbox's vehicles registered in this country. */
  vehicleShare: number;
  towns: readonly Town[];
  streets: readonly string[];
}

export const COUNTRIES: Readonly<Record<SandboxCountry, CountryProfile>> = {
  SE: {
    code: 'SE',
    currency: 'sek',
    language: 'sv',
    stripeAccount: 'se',
    locale: 'se',
    dialCode: '+46',
    mobilePattern: '7########',
    vehicleShare: 0.22,
    streets: ['Storgatan', 'Drottninggatan', 'Kungsgatan', 'Vasagatan', 'Sveavägen', 'Parkvägen', 'Skolgatan', 'Ringvägen'],
    towns: [
      { name: 'Stockholm', lat: 59.3293, lng: 18.0686, zip: '111 20' },
      { name: 'Göteborg', lat: 57.7089, lng: 11.9746, zip: '411 05' },
      { name: 'Malmö', lat: 55.605, lng: 13.0038, zip: '211 20' },
      { name: 'Uppsala', lat: 59.8586, lng: 17.6389, zip: '753 10' },
      { name: 'Västerås', lat: 59.6099, lng: 16.5448, zip: '722 12' },
      { name: 'Örebro', lat: 59.2753, lng: 15.2134, zip: '702 10' },
      { name: 'Linköping', lat: 58.4108, lng: 15.6214, zip: '582 24' },
      { name: 'Helsingborg', lat: 56.0465, lng: 12.6945, zip: '252 21' },
      { name: 'Jönköping', lat: 57.7826, lng: 14.1618, zip: '553 15' },
      { name: 'Norrköping', lat: 58.5877, lng: 16.1924, zip: '602 24' },
      { name: 'Lund', lat: 55.7047, lng: 13.191, zip: '222 21' },
      { name: 'Umeå', lat: 63.8258, lng: 20.263, zip: '903 26' },
      { name: 'Gävle', lat: 60.6749, lng: 17.1413, zip: '803 20' },
      { name: 'Borås', lat: 57.721, lng: 12.9401, zip: '503 30' },
      { name: 'Sundsvall', lat: 62.3908, lng: 17.3069, zip: '852 30' },
      { name: 'Kiruna', lat: 67.8558, lng: 20.2253, zip: '981 31' },
      { name: 'Visby', lat: 57.6348, lng: 18.2948, zip: '621 56' },
      { name: 'Östersund', lat: 63.1792, lng: 14.6357, zip: '831 30' },
      { name: 'Karlstad', lat: 59.4022, lng: 13.5115, zip: '652 24' },
      { name: 'Luleå', lat: 65.5848, lng: 22.1547, zip: '972 31' },
    ],
  },
  NO: {
    code: 'NO',
    currency: 'nok',
    language: 'nb',
    stripeAccount: 'no',
    locale: 'no',
    dialCode: '+47',
    mobilePattern: '4#######',
    vehicleShare: 0.15,
    streets: ['Storgata', 'Kirkegata', 'Parkveien', 'Skolegata', 'Strandgata', 'Kongens gate', 'Dronningens gate'],
    towns: [
      { name: 'Oslo', lat: 59.9139, lng: 10.7522, zip: '0150' },
      { name: 'Bergen', lat: 60.3913, lng: 5.3221, zip: '5003' },
      { name: 'Trondheim', lat: 63.4305, lng: 10.3951, zip: '7011' },
      { name: 'Stavanger', lat: 58.97, lng: 5.7331, zip: '4006' },
      { name: 'Kristiansand', lat: 58.1599, lng: 8.0182, zip: '4611' },
      { name: 'Tromsø', lat: 69.6492, lng: 18.9553, zip: '9008' },
      { name: 'Drammen', lat: 59.744, lng: 10.2045, zip: '3015' },
      { name: 'Fredrikstad', lat: 59.2181, lng: 10.9298, zip: '1606' },
      { name: 'Ålesund', lat: 62.4722, lng: 6.1495, zip: '6002' },
      { name: 'Bodø', lat: 67.2804, lng: 14.4049, zip: '8006' },
      { name: 'Lillehammer', lat: 61.1153, lng: 10.4662, zip: '2609' },
      { name: 'Hamar', lat: 60.7945, lng: 11.068, zip: '2317' },
      { name: 'Molde', lat: 62.7372, lng: 7.1607, zip: '6413' },
      { name: 'Tønsberg', lat: 59.2676, lng: 10.4076, zip: '3111' },
      { name: 'Sandnes', lat: 58.8517, lng: 5.735, zip: '4307' },
    ],
  },
  FI: {
    code: 'FI',
    currency: 'eur',
    language: 'fi',
    stripeAccount: 'fi',
    locale: 'fi',
    dialCode: '+358',
    mobilePattern: '40#######',
    vehicleShare: 0.12,
    streets: ['Mannerheimintie', 'Hämeenkatu', 'Kauppakatu', 'Rantatie', 'Koulukatu', 'Puistokatu', 'Kirkkokatu'],
    towns: [
      { name: 'Helsinki', lat: 60.1699, lng: 24.9384, zip: '00100' },
      { name: 'Espoo', lat: 60.2055, lng: 24.6559, zip: '02100' },
      { name: 'Tampere', lat: 61.4978, lng: 23.761, zip: '33100' },
      { name: 'Vantaa', lat: 60.2934, lng: 25.0378, zip: '01300' },
      { name: 'Oulu', lat: 65.0121, lng: 25.4651, zip: '90100' },
      { name: 'Turku', lat: 60.4518, lng: 22.2666, zip: '20100' },
      { name: 'Jyväskylä', lat: 62.2426, lng: 25.7473, zip: '40100' },
      { name: 'Lahti', lat: 60.9827, lng: 25.6612, zip: '15110' },
      { name: 'Kuopio', lat: 62.8924, lng: 27.677, zip: '70100' },
      { name: 'Pori', lat: 61.4851, lng: 21.7974, zip: '28100' },
      { name: 'Rovaniemi', lat: 66.5039, lng: 25.7294, zip: '96200' },
      { name: 'Joensuu', lat: 62.601, lng: 29.7636, zip: '80100' },
      { name: 'Vaasa', lat: 63.0951, lng: 21.6165, zip: '65100' },
      { name: 'Lappeenranta', lat: 61.0587, lng: 28.1887, zip: '53100' },
    ],
  },
  DK: {
    code: 'DK',
    currency: 'dkk',
    language: 'da',
    stripeAccount: 'dk',
    locale: 'dk',
    dialCode: '+45',
    mobilePattern: '2#######',
    vehicleShare: 0.12,
    streets: ['Østergade', 'Vestergade', 'Nørregade', 'Algade', 'Skolevej', 'Strandvejen', 'Kirkevej'],
    towns: [
      { name: 'København', lat: 55.6761, lng: 12.5683, zip: '1050' },
      { name: 'Aarhus', lat: 56.1629, lng: 10.2039, zip: '8000' },
      { name: 'Odense', lat: 55.4038, lng: 10.4024, zip: '5000' },
      { name: 'Aalborg', lat: 57.0488, lng: 9.9217, zip: '9000' },
      { name: 'Esbjerg', lat: 55.4765, lng: 8.4594, zip: '6700' },
      { name: 'Randers', lat: 56.4607, lng: 10.0364, zip: '8900' },
      { name: 'Kolding', lat: 55.4904, lng: 9.4722, zip: '6000' },
      { name: 'Horsens', lat: 55.8607, lng: 9.8503, zip: '8700' },
      { name: 'Vejle', lat: 55.7113, lng: 9.5357, zip: '7100' },
      { name: 'Roskilde', lat: 55.6415, lng: 12.0803, zip: '4000' },
      { name: 'Herning', lat: 56.1393, lng: 8.9738, zip: '7400' },
      { name: 'Silkeborg', lat: 56.1697, lng: 9.5451, zip: '8600' },
      { name: 'Svendborg', lat: 55.0598, lng: 10.6068, zip: '5700' },
      { name: 'Skagen', lat: 57.7209, lng: 10.5839, zip: '9990' },
    ],
  },
  DE: {
    code: 'DE',
    currency: 'eur',
    language: 'de',
    stripeAccount: 'de',
    locale: 'de',
    dialCode: '+49',
    mobilePattern: '151########',
    vehicleShare: 0.17,
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Schulstraße', 'Gartenstraße', 'Lindenweg', 'Bergstraße', 'Kirchstraße'],
    towns: [
      { name: 'Berlin', lat: 52.52, lng: 13.405, zip: '10115' },
      { name: 'Hamburg', lat: 53.5511, lng: 9.9937, zip: '20095' },
      { name: 'München', lat: 48.1351, lng: 11.582, zip: '80331' },
      { name: 'Köln', lat: 50.9375, lng: 6.9603, zip: '50667' },
      { name: 'Frankfurt am Main', lat: 50.1109, lng: 8.6821, zip: '60311' },
      { name: 'Stuttgart', lat: 48.7758, lng: 9.1829, zip: '70173' },
      { name: 'Düsseldorf', lat: 51.2277, lng: 6.7735, zip: '40213' },
      { name: 'Leipzig', lat: 51.3397, lng: 12.3731, zip: '04109' },
      { name: 'Dortmund', lat: 51.5136, lng: 7.4653, zip: '44135' },
      { name: 'Bremen', lat: 53.0793, lng: 8.8017, zip: '28195' },
      { name: 'Dresden', lat: 51.0504, lng: 13.7373, zip: '01067' },
      { name: 'Hannover', lat: 52.3759, lng: 9.732, zip: '30159' },
      { name: 'Nürnberg', lat: 49.4521, lng: 11.0767, zip: '90402' },
      { name: 'Freiburg im Breisgau', lat: 47.999, lng: 7.8421, zip: '79098' },
      { name: 'Kiel', lat: 54.3233, lng: 10.1228, zip: '24103' },
      { name: 'Rostock', lat: 54.0924, lng: 12.0991, zip: '18055' },
      { name: 'Augsburg', lat: 48.3705, lng: 10.8978, zip: '86150' },
      { name: 'Münster', lat: 51.9607, lng: 7.6261, zip: '48143' },
      { name: 'Regensburg', lat: 49.0134, lng: 12.1016, zip: '93047' },
      { name: 'Konstanz', lat: 47.6779, lng: 9.1732, zip: '78462' },
    ],
  },
  AT: {
    code: 'AT',
    currency: 'eur',
    language: 'de',
    stripeAccount: 'at',
    locale: 'at',
    dialCode: '+43',
    mobilePattern: '664#######',
    vehicleShare: 0.09,
    streets: ['Hauptplatz', 'Bahnhofstraße', 'Kirchengasse', 'Wiener Straße', 'Schulgasse', 'Linzer Straße'],
    towns: [
      { name: 'Wien', lat: 48.2082, lng: 16.3738, zip: '1010' },
      { name: 'Graz', lat: 47.0707, lng: 15.4395, zip: '8010' },
      { name: 'Linz', lat: 48.3069, lng: 14.2858, zip: '4020' },
      { name: 'Salzburg', lat: 47.8095, lng: 13.055, zip: '5020' },
      { name: 'Innsbruck', lat: 47.2692, lng: 11.4041, zip: '6020' },
      { name: 'Klagenfurt', lat: 46.6247, lng: 14.3053, zip: '9020' },
      { name: 'Villach', lat: 46.6111, lng: 13.8558, zip: '9500' },
      { name: 'Wels', lat: 48.1575, lng: 14.0289, zip: '4600' },
      { name: 'St. Pölten', lat: 48.2047, lng: 15.6256, zip: '3100' },
      { name: 'Dornbirn', lat: 47.4125, lng: 9.7417, zip: '6850' },
      { name: 'Bregenz', lat: 47.5031, lng: 9.7471, zip: '6900' },
      { name: 'Kitzbühel', lat: 47.4464, lng: 12.392, zip: '6370' },
    ],
  },
  CH: {
    code: 'CH',
    currency: 'chf',
    language: 'de',
    stripeAccount: 'ch',
    locale: 'ch',
    dialCode: '+41',
    mobilePattern: '79#######',
    vehicleShare: 0.11,
    streets: ['Bahnhofstrasse', 'Dorfstrasse', 'Hauptstrasse', 'Rue de la Gare', 'Kirchweg', 'Seestrasse', 'Chemin des Vignes'],
    towns: [
      { name: 'Zürich', lat: 47.3769, lng: 8.5417, zip: '8001' },
      { name: 'Genève', lat: 46.2044, lng: 6.1432, zip: '1201', language: 'fr' },
      { name: 'Basel', lat: 47.5596, lng: 7.5886, zip: '4051' },
      { name: 'Bern', lat: 46.948, lng: 7.4474, zip: '3011' },
      { name: 'Lausanne', lat: 46.5197, lng: 6.6323, zip: '1003', language: 'fr' },
      { name: 'Winterthur', lat: 47.5001, lng: 8.7502, zip: '8400' },
      { name: 'Luzern', lat: 47.0502, lng: 8.3093, zip: '6003' },
      { name: 'St. Gallen', lat: 47.4245, lng: 9.3767, zip: '9000' },
      { name: 'Lugano', lat: 46.0037, lng: 8.9511, zip: '6900' },
      { name: 'Biel/Bienne', lat: 47.1368, lng: 7.2468, zip: '2502' },
      { name: 'Thun', lat: 46.758, lng: 7.628, zip: '3600' },
      { name: 'Chur', lat: 46.8499, lng: 9.5329, zip: '7000' },
      { name: 'Fribourg', lat: 46.8065, lng: 7.162, zip: '1700', language: 'fr' },
      { name: 'Neuchâtel', lat: 46.99, lng: 6.9293, zip: '2000', language: 'fr' },
      { name: 'Sion', lat: 46.2331, lng: 7.3606, zip: '1950', language: 'fr' },
    ],
  },
  LI: {
    code: 'LI',
    currency: 'chf',
    language: 'de',
    stripeAccount: 'ch',
    locale: 'ch',
    dialCode: '+423',
    mobilePattern: '79#####',
    vehicleShare: 0.02,
    streets: ['Landstrasse', 'Städtle', 'Feldkircher Strasse', 'Aeulestrasse', 'Zollstrasse'],
    towns: [
      { name: 'Vaduz', lat: 47.141, lng: 9.5209, zip: '9490' },
      { name: 'Schaan', lat: 47.165, lng: 9.5097, zip: '9494' },
      { name: 'Triesen', lat: 47.1062, lng: 9.5285, zip: '9495' },
      { name: 'Balzers', lat: 47.0667, lng: 9.5, zip: '9496' },
      { name: 'Eschen', lat: 47.2107, lng: 9.5222, zip: '9492' },
    ],
  },
};

export const SANDBOX_COUNTRIES = Object.keys(COUNTRIES) as SandboxCountry[];

/** Swiss-insurer countries (000 §5): vehicles registered here are `isConsideredSwiss`. */
export const SWISS_COUNTRIES: readonly SandboxCountry[] = ['CH', 'LI'];
/** Nordic countries (000 §9), where eID is available and vehicle data can be imported. */
export const NORDIC_COUNTRIES: readonly SandboxCountry[] = ['SE', 'NO', 'FI', 'DK'];
