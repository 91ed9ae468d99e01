import type { TextLanguage } from './places';

// CMS page texts per language: the localised path word, title and a short body of
// each content page, the landing page of motorhome rentals and a few FAQ entries.

export type PageGroup =
  | 'about-us'
  | 'insurance'
  | 'user-terms'
  | 'privacy-policy'
  | 'cookies'
  | 'company-details'
  | 'gift-cards'
  | 'our-partners'
  | 'rent-out'
  | 'rent-motorhome';

export interface PageWords {
  path: string;
  title: string;
  body: string;
}

export interface SiteWords {
  pages: Readonly<Record<PageGroup, PageWords>>;
  /** "Rent a motorhome in {town}". */
  landingTitle: string;
  faq: readonly (readonly [question: string, answer: string])[];
}

export const PAGES: Readonly<Record<TextLanguage, SiteWords>> = {
  en: {
    pages: {
      'about-us': { path: 'about-us', title: 'About us', body: 'We connect people who own motorhomes, campervans and caravans with people who want to travel in them.' },
      insurance: { path: 'insurance', title: 'Insurance', body: 'Every rental through the platform can be insured for the whole rental period.' },
      'user-terms': { path: 'user-terms', title: 'User terms', body: 'These terms apply to everyone who uses the service.' },
      'privacy-policy': { path: 'privacy-policy', title: 'Privacy policy', body: 'How we collect, use and protect your personal data.' },
      cookies: { path: 'cookies', title: 'Cookies', body: 'We use cookies to keep you logged in and to improve the service.' },
      'company-details': { path: 'company-details', title: 'Company details', body: 'Registered office, registration number and contact information.' },
      'gift-cards': { path: 'gift-cards', title: 'Gift cards', body: 'Give someone a holiday on the road: gift cards of 50, 100, 250 or 500.' },
      'our-partners': { path: 'our-partners', title: 'Our partners', body: 'Partners who make your trip easier, from ferries to repairs.' },
      'rent-out': { path: 'rent-out-motorhome-caravan', title: 'Rent out your motorhome or caravan', body: 'Earn money when you are not using your vehicle – we take care of insurance and payments.' },
      'rent-motorhome': { path: 'rent-motorhome', title: 'Rent a motorhome', body: 'Motorhomes, campervans and caravans from private owners near you.' },
    },
    landingTitle: 'Rent a motorhome in {town}',
    faq: [
      ['Who can rent a vehicle?', '<p>Anyone who meets the minimum age of the vehicle and holds a valid driving licence.</p>'],
      ['Is insurance included?', '<p>Yes, where the platform insurance applies it covers the whole rental period.</p>'],
    ],
  },
  de: {
    pages: {
      'about-us': { path: 'ueber-uns', title: 'Über uns', body: 'Wir bringen Menschen mit Wohnmobilen, Campervans und Wohnwagen mit Reisenden zusammen.' },
      insurance: { path: 'versicherung', title: 'Versicherung', body: 'Jede Vermietung über die Plattform kann für die gesamte Mietzeit versichert werden.' },
      'user-terms': { path: 'nutzungsbedingungen', title: 'Nutzungsbedingungen', body: 'Diese Bedingungen gelten für alle, die den Dienst nutzen.' },
      'privacy-policy': { path: 'datenschutz', title: 'Datenschutz', body: 'Wie wir deine personenbezogenen Daten erheben, nutzen und schützen.' },
      cookies: { path: 'cookies', title: 'Cookies', body: 'Wir verwenden Cookies, damit du angemeldet bleibst und der Dienst besser wird.' },
      'company-details': { path: 'impressum', title: 'Impressum', body: 'Firmensitz, Handelsregisternummer und Kontakt.' },
      'gift-cards': { path: 'gutscheine', title: 'Gutscheine', body: 'Verschenke Urlaub auf Rädern: Gutscheine über 50, 100, 250 oder 500.' },
      'our-partners': { path: 'unsere-partner', title: 'Unsere Partner', body: 'Partner, die deine Reise leichter machen – von Fähren bis zur Werkstatt.' },
      'rent-out': { path: 'wohnmobil-vermieten', title: 'Wohnmobil oder Wohnwagen vermieten', body: 'Verdiene Geld, wenn du dein Fahrzeug nicht nutzt – Versicherung und Zahlung übernehmen wir.' },
      'rent-motorhome': { path: 'wohnmobil-mieten', title: 'Wohnmobil mieten', body: 'Wohnmobile, Campervans und Wohnwagen von privaten Vermietern in deiner Nähe.' },
    },
    landingTitle: 'Wohnmobil mieten in {town}',
    faq: [
      ['Wer kann ein Fahrzeug mieten?', '<p>Alle, die das Mindestalter des Fahrzeugs erreichen und einen gültigen Führerschein haben.</p>'],
      ['Ist eine Versicherung enthalten?', '<p>Ja, wo die Plattformversicherung gilt, deckt sie die gesamte Mietzeit ab.</p>'],
    ],
  },
  sv: {
    pages: {
      'about-us': { path: 'om-oss', title: 'Om oss', body: 'Vi kopplar ihop människor som äger husbilar, campervans och husvagnar med människor som vill resa.' },
      insurance: { path: 'forsakring', title: 'Försäkring', body: 'Varje uthyrning via plattformen kan försäkras under hela hyresperioden.' },
      'user-terms': { path: 'anvandarvillkor', title: 'Användarvillkor', body: 'Villkoren gäller alla som använder tjänsten.' },
      'privacy-policy': { path: 'integritetspolicy', title: 'Integritetspolicy', body: 'Hur vi samlar in, använder och skyddar dina personuppgifter.' },
      cookies: { path: 'cookies', title: 'Cookies', body: 'Vi använder cookies för att hålla dig inloggad och förbättra tjänsten.' },
      'company-details': { path: 'foretagsinformation', title: 'Företagsinformation', body: 'Säte, organisationsnummer och kontaktuppgifter.' },
      'gift-cards': { path: 'presentkort', title: 'Presentkort', body: 'Ge bort en semester på vägarna: presentkort på 50, 100, 250 eller 500.' },
      'our-partners': { path: 'vara-partners', title: 'Våra partners', body: 'Partners som gör resan enklare, från färjor till verkstäder.' },
      'rent-out': { path: 'hyr-ut-husbil-husvagn', title: 'Hyr ut din husbil eller husvagn', body: 'Tjäna pengar när du inte använder fordonet – vi sköter försäkring och betalning.' },
      'rent-motorhome': { path: 'hyra-husbil', title: 'Hyra husbil', body: 'Husbilar, campervans och husvagnar från privata ägare nära dig.' },
    },
    landingTitle: 'Hyra husbil i {town}',
    faq: [
      ['Vem kan hyra ett fordon?', '<p>Alla som uppfyller fordonets minimiålder och har ett giltigt körkort.</p>'],
      ['Ingår försäkring?', '<p>Ja, där plattformens försäkring gäller täcker den hela hyresperioden.</p>'],
    ],
  },
  nb: {
    pages: {
      'about-us': { path: 'om-oss', title: 'Om oss', body: 'Vi kobler folk som eier bobiler, campervans og campingvogner med folk som vil reise.' },
      insurance: { path: 'forsikring', title: 'Forsikring', body: 'Hver utleie via plattformen kan forsikres for hele leieperioden.' },
      'user-terms': { path: 'brukervilkar', title: 'Brukervilkår', body: 'Vilkårene gjelder alle som bruker tjenesten.' },
      'privacy-policy': { path: 'personvern', title: 'Personvern', body: 'Hvordan vi samler inn, bruker og beskytter personopplysningene dine.' },
      cookies: { path: 'cookies', title: 'Informasjonskapsler', body: 'Vi bruker informasjonskapsler for å holde deg innlogget og forbedre tjenesten.' },
      'company-details': { path: 'selskapsinformasjon', title: 'Selskapsinformasjon', body: 'Forretningsadresse, organisasjonsnummer og kontakt.' },
      'gift-cards': { path: 'gavekort', title: 'Gavekort', body: 'Gi bort en ferie på veien: gavekort på 50, 100, 250 eller 500.' },
      'our-partners': { path: 'vare-partnere', title: 'Våre partnere', body: 'Partnere som gjør reisen enklere, fra ferjer til verksteder.' },
      'rent-out': { path: 'lei-ut-bobil-campingvogn', title: 'Lei ut bobilen eller campingvognen', body: 'Tjen penger når du ikke bruker kjøretøyet – vi ordner forsikring og betaling.' },
      'rent-motorhome': { path: 'leie-bobil', title: 'Leie bobil', body: 'Bobiler, campervans og campingvogner fra private eiere nær deg.' },
    },
    landingTitle: 'Leie bobil i {town}',
    faq: [
      ['Hvem kan leie et kjøretøy?', '<p>Alle som oppfyller kjøretøyets minstealder og har gyldig førerkort.</p>'],
      ['Er forsikring inkludert?', '<p>Ja, der plattformens forsikring gjelder dekker den hele leieperioden.</p>'],
    ],
  },
  fi: {
    pages: {
      'about-us': { path: 'meista', title: 'Meistä', body: 'Yhdistämme matkailuautojen, retkeilyautojen ja asuntovaunujen omistajat matkailijoihin.' },
      insurance: { path: 'vakuutus', title: 'Vakuutus', body: 'Jokainen alustan kautta tehty vuokraus voidaan vakuuttaa koko vuokra-ajaksi.' },
      'user-terms': { path: 'kayttoehdot', title: 'Käyttöehdot', body: 'Ehdot koskevat kaikkia palvelun käyttäjiä.' },
      'privacy-policy': { path: 'tietosuoja', title: 'Tietosuojaseloste', body: 'Miten keräämme, käytämme ja suojaamme henkilötietojasi.' },
      cookies: { path: 'evasteet', title: 'Evästeet', body: 'Käytämme evästeitä, jotta pysyt kirjautuneena ja palvelu paranee.' },
      'company-details': { path: 'yritystiedot', title: 'Yritystiedot', body: 'Kotipaikka, Y-tunnus ja yhteystiedot.' },
      'gift-cards': { path: 'lahjakortit', title: 'Lahjakortit', body: 'Anna lahjaksi loma tien päällä: lahjakortit 50, 100, 250 tai 500.' },
      'our-partners': { path: 'kumppanimme', title: 'Kumppanimme', body: 'Kumppanit, jotka helpottavat matkaa lautoista korjaamoihin.' },
      'rent-out': { path: 'vuokraa-matkailuautosi', title: 'Vuokraa matkailuautosi tai asuntovaunusi', body: 'Ansaitse rahaa, kun et itse käytä ajoneuvoa – hoidamme vakuutuksen ja maksut.' },
      'rent-motorhome': { path: 'vuokraa-matkailuauto', title: 'Vuokraa matkailuauto', body: 'Matkailuautoja, retkeilyautoja ja asuntovaunuja yksityisiltä omistajilta läheltäsi.' },
    },
    landingTitle: 'Vuokraa matkailuauto: {town}',
    faq: [
      ['Kuka voi vuokrata ajoneuvon?', '<p>Jokainen, joka täyttää ajoneuvon ikärajan ja jolla on voimassa oleva ajokortti.</p>'],
      ['Sisältyykö vakuutus?', '<p>Kyllä, alustan vakuutus kattaa koko vuokra-ajan siellä, missä se on käytössä.</p>'],
    ],
  },
  da: {
    pages: {
      'about-us': { path: 'om-os', title: 'Om os', body: 'Vi forbinder folk, der ejer autocampere, campervans og campingvogne, med folk, der vil rejse.' },
      insurance: { path: 'forsikring', title: 'Forsikring', body: 'Hver udlejning via platformen kan forsikres i hele lejeperioden.' },
      'user-terms': { path: 'brugervilkar', title: 'Brugervilkår', body: 'Vilkårene gælder alle, der bruger tjenesten.' },
      'privacy-policy': { path: 'privatlivspolitik', title: 'Privatlivspolitik', body: 'Hvordan vi indsamler, bruger og beskytter dine personoplysninger.' },
      cookies: { path: 'cookies', title: 'Cookies', body: 'Vi bruger cookies til at holde dig logget ind og forbedre tjenesten.' },
      'company-details': { path: 'virksomhedsoplysninger', title: 'Virksomhedsoplysninger', body: 'Hjemsted, CVR-nummer og kontakt.' },
      'gift-cards': { path: 'gavekort', title: 'Gavekort', body: 'Giv en ferie på vejen: gavekort på 50, 100, 250 eller 500.' },
      'our-partners': { path: 'vores-partnere', title: 'Vores partnere', body: 'Partnere, der gør rejsen nemmere, fra færger til værksteder.' },
      'rent-out': { path: 'udlej-autocamper-campingvogn', title: 'Udlej din autocamper eller campingvogn', body: 'Tjen penge, når du ikke bruger køretøjet – vi tager os af forsikring og betaling.' },
      'rent-motorhome': { path: 'leje-autocamper', title: 'Leje autocamper', body: 'Autocampere, campervans og campingvogne fra private ejere nær dig.' },
    },
    landingTitle: 'Leje autocamper i {town}',
    faq: [
      ['Hvem kan leje et køretøj?', '<p>Alle, der opfylder køretøjets minimumsalder og har et gyldigt kørekort.</p>'],
      ['Er forsikring inkluderet?', '<p>Ja, hvor platformens forsikring gælder, dækker den hele lejeperioden.</p>'],
    ],
  },
  fr: {
    pages: {
      'about-us': { path: 'a-propos', title: 'À propos', body: 'Nous mettons en relation les propriétaires de camping-cars, vans et caravanes avec les voyageurs.' },
      insurance: { path: 'assurance', title: 'Assurance', body: 'Chaque location via la plateforme peut être assurée pour toute la durée de location.' },
      'user-terms': { path: 'conditions-utilisation', title: 'Conditions d’utilisation', body: 'Ces conditions s’appliquent à tous les utilisateurs du service.' },
      'privacy-policy': { path: 'protection-des-donnees', title: 'Protection des données', body: 'Comment nous collectons, utilisons et protégeons vos données personnelles.' },
      cookies: { path: 'cookies', title: 'Cookies', body: 'Nous utilisons des cookies pour vous garder connecté et améliorer le service.' },
      'company-details': { path: 'mentions-legales', title: 'Mentions légales', body: 'Siège, numéro IDE et coordonnées.' },
      'gift-cards': { path: 'cartes-cadeaux', title: 'Cartes cadeaux', body: 'Offrez des vacances sur la route : cartes cadeaux de 50, 100, 250 ou 500.' },
      'our-partners': { path: 'nos-partenaires', title: 'Nos partenaires', body: 'Des partenaires qui facilitent votre voyage, des ferries aux garages.' },
      'rent-out': { path: 'louer-son-camping-car', title: 'Louer son camping-car ou sa caravane', body: 'Gagnez de l’argent quand vous n’utilisez pas votre véhicule – nous gérons assurance et paiement.' },
      'rent-motorhome': { path: 'location-camping-car', title: 'Location de camping-car', body: 'Camping-cars, vans et caravanes de particuliers près de chez vous.' },
    },
    landingTitle: 'Location de camping-car à {town}',
    faq: [
      ['Qui peut louer un véhicule ?', '<p>Toute personne ayant l’âge minimum du véhicule et un permis de conduire valable.</p>'],
      ['L’assurance est-elle incluse ?', '<p>Oui, là où l’assurance de la plateforme s’applique, elle couvre toute la durée de location.</p>'],
    ],
  },
};
