import type { TextLanguage } from './places';

// Magazine texts per language: categories, tags and a handful of short articles.
// Articles with the same `group` are translations of each other.

export type CategoryGroup = 'tips' | 'destinations' | 'owners';
export type TagGroup = 'beginners' | 'winter' | 'family' | 'caravan' | 'checklist' | 'earn-money';

export interface ArticleWords {
  group: string;
  category: CategoryGroup;
  tags: readonly TagGroup[];
  title: string;
  excerpt: string;
  sections: readonly (readonly [heading: string, body: string])[];
}

export interface MagazineWords {
  title: string;
  intro: string;
  categories: Readonly<Record<CategoryGroup, string>>;
  tags: Readonly<Record<TagGroup, string>>;
  articles: readonly ArticleWords[];
}

export const MAGAZINE: Readonly<Record<Exclude<TextLanguage, 'fr'> | 'fr', MagazineWords>> = {
  en: {
    title: 'Magazine',
    intro: 'Travel tips, destinations and stories from life on the road.',
    categories: { tips: 'Tips & guides', destinations: 'Destinations', owners: 'For owners' },
    tags: { beginners: 'Beginners', winter: 'Winter', family: 'Family', caravan: 'Caravan', checklist: 'Checklist', 'earn-money': 'Earn money' },
    articles: [
      { group: 'first-trip', category: 'tips', tags: ['beginners', 'checklist'], title: 'Your first motorhome trip: ten tips', excerpt: 'Never driven a motorhome? Here is what to know before you set off.', sections: [['Plan shorter days', 'Count on driving more slowly than by car and plan for two to three hours a day.'], ['Learn the vehicle at pick-up', 'Ask the owner to show you the heating, the water system and the toilet before you leave.']] },
      { group: 'winter-camping', category: 'tips', tags: ['winter'], title: 'Winter camping without freezing', excerpt: 'A winterized vehicle, the right tyres and a few habits keep you warm.', sections: [['Choose a winterized vehicle', 'Insulated tanks and a strong heater make all the difference below zero.'], ['Keep the gas topped up', 'Heating uses more gas than you think; carry a spare bottle.']] },
      { group: 'family-holiday', category: 'destinations', tags: ['family'], title: 'Five family-friendly routes in the Nordics', excerpt: 'Short driving days, beaches and playgrounds along the way.', sections: [['The west coast', 'Sandy beaches and calm campsites make the coast ideal with small children.'], ['The lake district', 'Lakes for swimming and short hikes keep everyone happy.']] },
      { group: 'caravan-towing', category: 'tips', tags: ['caravan', 'beginners'], title: 'Towing a caravan for the first time', excerpt: 'Licence, mirrors and reversing: the basics of towing.', sections: [['Check your licence', 'A B licence covers most combinations up to 3,500 kg; heavier needs more.'], ['Practise reversing', 'Turn the wheel the opposite way and go slowly.']] },
      { group: 'rent-out-guide', category: 'owners', tags: ['earn-money'], title: 'How to rent out your motorhome safely', excerpt: 'Insurance, deposits and good photos make renting out easy.', sections: [['Take great photos', 'Bright, landscape photos of every room get the most bookings.'], ['Let the insurance work for you', 'Platform insurance covers the rental period, so your own policy stays clean.']] },
    ],
  },
  de: {
    title: 'Magazin',
    intro: 'Reisetipps, Ziele und Geschichten vom Leben unterwegs.',
    categories: { tips: 'Tipps & Ratgeber', destinations: 'Reiseziele', owners: 'Für Vermieter' },
    tags: { beginners: 'Einsteiger', winter: 'Winter', family: 'Familie', caravan: 'Wohnwagen', checklist: 'Checkliste', 'earn-money': 'Geld verdienen' },
    articles: [
      { group: 'first-trip', category: 'tips', tags: ['beginners', 'checklist'], title: 'Die erste Wohnmobilreise: zehn Tipps', excerpt: 'Noch nie Wohnmobil gefahren? Das solltest du vor der Abfahrt wissen.', sections: [['Kürzere Etappen planen', 'Rechne mit langsamerem Tempo als im Auto und plane zwei bis drei Stunden am Tag.'], ['Das Fahrzeug bei der Übergabe kennenlernen', 'Lass dir Heizung, Wasser und Toilette zeigen, bevor es losgeht.']] },
      { group: 'winter-camping', category: 'tips', tags: ['winter'], title: 'Wintercamping ohne zu frieren', excerpt: 'Ein wintertaugliches Fahrzeug und die richtigen Reifen halten dich warm.', sections: [['Wintertaugliches Fahrzeug wählen', 'Isolierte Tanks und eine starke Heizung machen unter null den Unterschied.'], ['Genug Gas dabeihaben', 'Die Heizung braucht mehr Gas als gedacht; nimm eine Reserveflasche mit.']] },
      { group: 'family-holiday', category: 'destinations', tags: ['family'], title: 'Fünf familienfreundliche Routen durch die Alpen', excerpt: 'Kurze Fahrtage, Seen und Spielplätze unterwegs.', sections: [['Am Bodensee', 'Flache Radwege und Badestellen sind ideal mit kleinen Kindern.'], ['Durchs Salzkammergut', 'Seen zum Baden und kurze Wanderungen machen allen Spaß.']] },
      { group: 'caravan-towing', category: 'tips', tags: ['caravan', 'beginners'], title: 'Zum ersten Mal mit dem Wohnwagen unterwegs', excerpt: 'Führerschein, Spiegel und Rangieren: die Grundlagen.', sections: [['Führerschein prüfen', 'Mit Klasse B sind Gespanne bis 3.500 kg meist erlaubt.'], ['Rückwärtsfahren üben', 'Das Lenkrad entgegengesetzt drehen und langsam fahren.']] },
      { group: 'rent-out-guide', category: 'owners', tags: ['earn-money'], title: 'So vermietest du dein Wohnmobil sicher', excerpt: 'Versicherung, Kaution und gute Fotos machen das Vermieten leicht.', sections: [['Gute Fotos machen', 'Helle Fotos im Querformat bringen die meisten Buchungen.'], ['Die Versicherung nutzen', 'Die Plattformversicherung deckt die Mietzeit ab.']] },
    ],
  },
  sv: {
    title: 'Magasinet',
    intro: 'Restips, resmål och berättelser från livet på vägen.',
    categories: { tips: 'Tips & guider', destinations: 'Resmål', owners: 'För uthyrare' },
    tags: { beginners: 'Nybörjare', winter: 'Vinter', family: 'Familj', caravan: 'Husvagn', checklist: 'Checklista', 'earn-money': 'Tjäna pengar' },
    articles: [
      { group: 'first-trip', category: 'tips', tags: ['beginners', 'checklist'], title: 'Din första husbilsresa: tio tips', excerpt: 'Aldrig kört husbil? Det här är bra att veta innan du åker.', sections: [['Planera kortare dagar', 'Räkna med lägre tempo än med bil och planera för två till tre timmar om dagen.'], ['Lär känna fordonet vid upphämtningen', 'Be ägaren visa värme, vatten och toalett innan ni åker.']] },
      { group: 'winter-camping', category: 'tips', tags: ['winter'], title: 'Vintercamping utan att frysa', excerpt: 'Ett vinterbonat fordon och rätt däck håller dig varm.', sections: [['Välj ett vinterbonat fordon', 'Isolerade tankar och bra värme gör stor skillnad under noll.'], ['Ha gott om gasol', 'Värmen drar mer gasol än man tror; ta med en extra flaska.']] },
      { group: 'family-holiday', category: 'destinations', tags: ['family'], title: 'Fem familjevänliga rutter i Norden', excerpt: 'Korta körsträckor, stränder och lekplatser längs vägen.', sections: [['Västkusten', 'Sandstränder och lugna campingar gör kusten perfekt med små barn.'], ['Sjölandskapet', 'Badsjöar och korta vandringar passar hela familjen.']] },
      { group: 'caravan-towing', category: 'tips', tags: ['caravan', 'beginners'], title: 'Dra husvagn för första gången', excerpt: 'Körkort, speglar och backning: grunderna.', sections: [['Kontrollera körkortet', 'B-körkort räcker för de flesta ekipage upp till 3 500 kg.'], ['Öva backning', 'Vrid ratten åt motsatt håll och kör sakta.']] },
      { group: 'rent-out-guide', category: 'owners', tags: ['earn-money'], title: 'Så hyr du ut din husbil tryggt', excerpt: 'Försäkring, deposition och bra bilder gör uthyrningen enkel.', sections: [['Ta bra bilder', 'Ljusa bilder i liggande format ger flest bokningar.'], ['Låt försäkringen jobba', 'Plattformens försäkring gäller under hyresperioden.']] },
    ],
  },
  nb: {
    title: 'Magasinet',
    intro: 'Reisetips, reisemål og historier fra livet på veien.',
    categories: { tips: 'Tips og guider', destinations: 'Reisemål', owners: 'For utleiere' },
    tags: { beginners: 'Nybegynner', winter: 'Vinter', family: 'Familie', caravan: 'Campingvogn', checklist: 'Sjekkliste', 'earn-money': 'Tjen penger' },
    articles: [
      { group: 'first-trip', category: 'tips', tags: ['beginners', 'checklist'], title: 'Din første bobiltur: ti tips', excerpt: 'Aldri kjørt bobil? Dette er lurt å vite før du drar.', sections: [['Planlegg kortere dager', 'Regn med lavere tempo enn med bil og planlegg to til tre timer om dagen.'], ['Bli kjent med bilen ved henting', 'Be eieren vise varme, vann og toalett før dere kjører.']] },
      { group: 'winter-camping', category: 'tips', tags: ['winter'], title: 'Vintercamping uten å fryse', excerpt: 'En vinterisolert bil og riktige dekk holder deg varm.', sections: [['Velg en vinterisolert bil', 'Isolerte tanker og god varme gjør stor forskjell under null.'], ['Ha nok gass', 'Varmen bruker mer gass enn du tror; ta med en ekstra flaske.']] },
      { group: 'family-holiday', category: 'destinations', tags: ['family'], title: 'Fem familievennlige ruter langs kysten', excerpt: 'Korte kjøredager, strender og lekeplasser underveis.', sections: [['Sørlandet', 'Badestrender og rolige campingplasser passer perfekt med små barn.'], ['Fjordene', 'Korte turer og ferjer gjør dagene spennende.']] },
      { group: 'caravan-towing', category: 'tips', tags: ['caravan', 'beginners'], title: 'Trekke campingvogn for første gang', excerpt: 'Førerkort, speil og rygging: det grunnleggende.', sections: [['Sjekk førerkortet', 'Klasse B dekker de fleste vogntog opp til 3 500 kg.'], ['Øv på rygging', 'Vri rattet motsatt vei og kjør sakte.']] },
      { group: 'rent-out-guide', category: 'owners', tags: ['earn-money'], title: 'Slik leier du ut bobilen trygt', excerpt: 'Forsikring, depositum og gode bilder gjør utleie enkelt.', sections: [['Ta gode bilder', 'Lyse bilder i liggende format gir flest bestillinger.'], ['La forsikringen jobbe', 'Plattformens forsikring gjelder i leieperioden.']] },
    ],
  },
  fi: {
    title: 'Lehti',
    intro: 'Matkavinkkejä, kohteita ja tarinoita tien päältä.',
    categories: { tips: 'Vinkit ja oppaat', destinations: 'Kohteet', owners: 'Vuokraajille' },
    tags: { beginners: 'Aloittelijat', winter: 'Talvi', family: 'Perhe', caravan: 'Asuntovaunu', checklist: 'Muistilista', 'earn-money': 'Ansaitse rahaa' },
    articles: [
      { group: 'first-trip', category: 'tips', tags: ['beginners', 'checklist'], title: 'Ensimmäinen matkailuautoreissu: kymmenen vinkkiä', excerpt: 'Etkö ole ajanut matkailuautoa? Tämä kannattaa tietää ennen lähtöä.', sections: [['Suunnittele lyhyempiä päiviä', 'Varaudu hitaampaan tahtiin ja suunnittele kahdesta kolmeen tuntia ajoa päivässä.'], ['Tutustu autoon noudettaessa', 'Pyydä omistajaa näyttämään lämmitys, vesi ja WC ennen lähtöä.']] },
      { group: 'winter-camping', category: 'tips', tags: ['winter'], title: 'Talvileiriytyminen ilman palelemista', excerpt: 'Talvikunnostettu auto ja oikeat renkaat pitävät lämpimänä.', sections: [['Valitse talvikunnostettu auto', 'Eristetyt säiliöt ja tehokas lämmitys ratkaisevat pakkasella.'], ['Varaa kaasua', 'Lämmitys kuluttaa kaasua enemmän kuin luulet.']] },
      { group: 'family-holiday', category: 'destinations', tags: ['family'], title: 'Viisi perheystävällistä reittiä Järvi-Suomessa', excerpt: 'Lyhyitä ajopäiviä, rantoja ja leikkipuistoja matkan varrella.', sections: [['Saimaan rannoilla', 'Uimarannat ja rauhalliset leirintäalueet sopivat pienille lapsille.'], ['Kansallispuistoissa', 'Lyhyet patikkareitit ilahduttavat koko perhettä.']] },
      { group: 'caravan-towing', category: 'tips', tags: ['caravan', 'beginners'], title: 'Asuntovaunun vetäminen ensimmäistä kertaa', excerpt: 'Ajokortti, peilit ja peruuttaminen: perusteet.', sections: [['Tarkista ajokortti', 'B-ajokortti riittää useimpiin yhdistelmiin 3 500 kg asti.'], ['Harjoittele peruuttamista', 'Käännä rattia vastakkaiseen suuntaan ja aja hitaasti.']] },
      { group: 'rent-out-guide', category: 'owners', tags: ['earn-money'], title: 'Näin vuokraat matkailuautosi turvallisesti', excerpt: 'Vakuutus, takuumaksu ja hyvät kuvat tekevät vuokraamisesta helppoa.', sections: [['Ota hyviä kuvia', 'Valoisat vaakakuvat tuovat eniten varauksia.'], ['Anna vakuutuksen hoitaa', 'Alustan vakuutus on voimassa vuokra-ajan.']] },
    ],
  },
  da: {
    title: 'Magasinet',
    intro: 'Rejsetips, rejsemål og historier fra livet på vejen.',
    categories: { tips: 'Tips og guides', destinations: 'Rejsemål', owners: 'For udlejere' },
    tags: { beginners: 'Begyndere', winter: 'Vinter', family: 'Familie', caravan: 'Campingvogn', checklist: 'Tjekliste', 'earn-money': 'Tjen penge' },
    articles: [
      { group: 'first-trip', category: 'tips', tags: ['beginners', 'checklist'], title: 'Din første tur i autocamper: ti tips', excerpt: 'Aldrig kørt autocamper? Det her er godt at vide, før du tager af sted.', sections: [['Planlæg kortere dage', 'Regn med lavere tempo end i bil og planlæg to til tre timer om dagen.'], ['Lær køretøjet at kende ved afhentning', 'Bed ejeren vise varme, vand og toilet, før I kører.']] },
      { group: 'winter-camping', category: 'tips', tags: ['winter'], title: 'Vintercamping uden at fryse', excerpt: 'Et vinterisoleret køretøj og de rigtige dæk holder dig varm.', sections: [['Vælg et vinterisoleret køretøj', 'Isolerede tanke og god varme gør en stor forskel under frysepunktet.'], ['Hav gas nok', 'Varmen bruger mere gas, end man tror.']] },
      { group: 'family-holiday', category: 'destinations', tags: ['family'], title: 'Fem familievenlige ruter i Danmark', excerpt: 'Korte køredage, strande og legepladser undervejs.', sections: [['Vestkysten', 'Brede sandstrande og rolige campingpladser er perfekte med små børn.'], ['Søhøjlandet', 'Badesøer og korte vandreture passer hele familien.']] },
      { group: 'caravan-towing', category: 'tips', tags: ['caravan', 'beginners'], title: 'Træk campingvogn for første gang', excerpt: 'Kørekort, spejle og bakning: det grundlæggende.', sections: [['Tjek kørekortet', 'B-kørekort dækker de fleste vogntog op til 3.500 kg.'], ['Øv bakning', 'Drej rattet modsat og kør langsomt.']] },
      { group: 'rent-out-guide', category: 'owners', tags: ['earn-money'], title: 'Sådan udlejer du din autocamper trygt', excerpt: 'Forsikring, depositum og gode billeder gør udlejning nemt.', sections: [['Tag gode billeder', 'Lyse billeder i liggende format giver flest bookinger.'], ['Lad forsikringen arbejde', 'Platformens forsikring gælder i lejeperioden.']] },
    ],
  },
  fr: {
    title: 'Magazine',
    intro: 'Conseils de voyage, destinations et récits de la vie sur la route.',
    categories: { tips: 'Conseils & guides', destinations: 'Destinations', owners: 'Pour les propriétaires' },
    tags: { beginners: 'Débutants', winter: 'Hiver', family: 'Famille', caravan: 'Caravane', checklist: 'Check-list', 'earn-money': 'Gagner de l’argent' },
    articles: [
      { group: 'first-trip', category: 'tips', tags: ['beginners', 'checklist'], title: 'Votre premier voyage en camping-car : dix conseils', excerpt: 'Jamais conduit de camping-car ? Voici ce qu’il faut savoir avant de partir.', sections: [['Prévoir des étapes courtes', 'Comptez un rythme plus lent qu’en voiture et deux à trois heures de route par jour.'], ['Découvrir le véhicule à la remise', 'Demandez au propriétaire de vous montrer le chauffage, l’eau et les toilettes.']] },
      { group: 'winter-camping', category: 'tips', tags: ['winter'], title: 'Camper en hiver sans avoir froid', excerpt: 'Un véhicule hivernisé et de bons pneus vous gardent au chaud.', sections: [['Choisir un véhicule hivernisé', 'Des réservoirs isolés et un bon chauffage font la différence sous zéro.'], ['Prévoir assez de gaz', 'Le chauffage consomme plus de gaz qu’on ne le pense.']] },
      { group: 'family-holiday', category: 'destinations', tags: ['family'], title: 'Cinq itinéraires familiaux en Suisse romande', excerpt: 'De courtes étapes, des lacs et des places de jeux en chemin.', sections: [['Autour du Léman', 'Plages et campings calmes sont parfaits avec de jeunes enfants.'], ['Dans le Jura', 'Lacs pour se baigner et petites randonnées pour toute la famille.']] },
      { group: 'caravan-towing', category: 'tips', tags: ['caravan', 'beginners'], title: 'Tracter une caravane pour la première fois', excerpt: 'Permis, rétroviseurs et marche arrière : les bases.', sections: [['Vérifier son permis', 'Le permis B couvre la plupart des attelages jusqu’à 3 500 kg.'], ['S’entraîner à reculer', 'Tourner le volant dans le sens opposé et rouler lentement.']] },
      { group: 'rent-out-guide', category: 'owners', tags: ['earn-money'], title: 'Louer son camping-car en toute sécurité', excerpt: 'Assurance, caution et belles photos facilitent la location.', sections: [['Prendre de belles photos', 'Des photos lumineuses au format paysage attirent le plus de réservations.'], ['Laisser travailler l’assurance', 'L’assurance de la plateforme couvre la période de location.']] },
    ],
  },
};

export const AUTHORS: readonly { name: string; description: string }[] = [
  { name: 'Karin Sundberg', description: 'Editor and motorhome traveller since 2009.' },
  { name: 'Jonas Weber', description: 'Writes about caravans, towing and the Alps.' },
  { name: 'Aino Laine', description: 'Winter camper and Lapland enthusiast.' },
];
