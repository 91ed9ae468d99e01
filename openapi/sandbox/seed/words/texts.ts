import type { TextLanguage } from './places';

// Short free texts people write, per language: vehicle descriptions, booking request
// messages, conversation replies and review comments. `{vehicle}`, `{town}`,
// `{sleeps}` and `{name}` are filled in when seeding. None holds contact details,
// since the product refuses those in free text.

interface Texts {
  descriptionOpenings: readonly string[];
  descriptionDetails: readonly string[];
  requestMessages: readonly string[];
  ownerReplies: readonly string[];
  renterReplies: readonly string[];
  reviewComments: readonly string[];
  ownerReviewComments: readonly string[];
}

export const TEXTS: Readonly<Record<TextLanguage, Texts>> = {
  sv: {
    descriptionOpenings: [
      'Välkommen till vår {vehicle}! Den har plats för {sleeps} personer och är perfekt för en semester i Sverige.',
      'Vår {vehicle} står i {town} och är redo för nya äventyr.',
      'Hyr vår välskötta {vehicle} – vi har själva rest med den genom hela Norden.',
    ],
    descriptionDetails: [
      'Köket är fullt utrustat och sängarna är sköna. Vi visar gärna allt vid upphämtningen.',
      'Fordonet är lätt att köra och passar även dig som hyr för första gången.',
      'Markis, campingmöbler och cykelställ ingår. Husdjur går bra efter överenskommelse.',
    ],
    requestMessages: [
      'Hej {name}! Vi är två vuxna och två barn som vill åka längs västkusten. Går det bra?',
      'Hej! Vi planerar en tur upp till fjällen och skulle gärna hyra er {vehicle}.',
      'Hej {name}, vi har hyrt husbil förut och tar väl hand om den. Ser fram emot att höra från dig!',
    ],
    ownerReplies: ['Hej och välkommen! Det går alldeles utmärkt.', 'Tack för förfrågan! Jag återkommer med tider för upphämtning.'],
    renterReplies: ['Toppen, tack så mycket!', 'Perfekt, vi ses vid upphämtningen.'],
    reviewComments: [
      'Fantastisk husbil och en mycket hjälpsam ägare. Rekommenderas varmt!',
      'Allt fungerade perfekt och fordonet var rent och fräscht.',
      'Smidig upphämtning och bra genomgång. Vi hyr gärna igen.',
    ],
    ownerReviewComments: ['Trevliga hyresgäster som lämnade tillbaka fordonet i fint skick.', 'Rekommenderas, allt gick smidigt.'],
  },
  nb: {
    descriptionOpenings: [
      'Velkommen til vår {vehicle}! Den har plass til {sleeps} personer og passer perfekt for ferie i Norge.',
      'Vår {vehicle} står i {town} og er klar for nye eventyr.',
      'Lei vår velholdte {vehicle} – vi har selv kjørt den langs hele kysten.',
    ],
    descriptionDetails: [
      'Kjøkkenet er fullt utstyrt, og sengene er gode. Vi viser gjerne alt ved henting.',
      'Bilen er lett å kjøre og passer også for deg som leier for første gang.',
      'Markise, campingmøbler og sykkelstativ er inkludert.',
    ],
    requestMessages: [
      'Hei {name}! Vi er en familie på fire som vil kjøre Atlanterhavsveien. Passer det?',
      'Hei! Vi planlegger en tur til Lofoten og vil gjerne leie deres {vehicle}.',
      'Hei {name}, vi har leid bobil før og tar godt vare på den.',
    ],
    ownerReplies: ['Hei og velkommen! Det passer fint.', 'Takk for forespørselen! Jeg kommer tilbake med tidspunkt for henting.'],
    renterReplies: ['Supert, tusen takk!', 'Perfekt, vi ses ved henting.'],
    reviewComments: [
      'Flott bobil og en veldig hjelpsom eier. Anbefales!',
      'Alt fungerte perfekt, og bilen var ren og fin.',
      'Enkel henting og god gjennomgang. Vi leier gjerne igjen.',
    ],
    ownerReviewComments: ['Hyggelige leietakere som leverte bilen i fin stand.', 'Anbefales, alt gikk knirkefritt.'],
  },
  fi: {
    descriptionOpenings: [
      'Tervetuloa {vehicle} -matkailuautoomme! Siinä on tilaa {sleeps} hengelle, ja se sopii täydellisesti kotimaan lomalle.',
      '{vehicle} odottaa {town}ssa uusia seikkailuja.',
      'Vuokraa hyvin huollettu {vehicle} – olemme itse matkanneet sillä ympäri Pohjoismaita.',
    ],
    descriptionDetails: [
      'Keittiö on täysin varusteltu ja sängyt ovat mukavat. Näytämme kaiken noudon yhteydessä.',
      'Auto on helppo ajaa ja sopii myös ensikertalaiselle.',
      'Markiisi, retkikalusteet ja pyöräteline kuuluvat hintaan.',
    ],
    requestMessages: [
      'Hei {name}! Olemme kaksi aikuista ja kaksi lasta, ja haluaisimme lähteä Lappiin. Sopiiko?',
      'Hei! Suunnittelemme kesälomaa Järvi-Suomessa ja vuokraisimme mielellämme {vehicle}.',
      'Hei {name}, olemme vuokranneet matkailuauton aiemminkin ja pidämme siitä hyvää huolta.',
    ],
    ownerReplies: ['Hei ja tervetuloa! Se sopii hyvin.', 'Kiitos kyselystä! Palaan noutoaikojen kanssa.'],
    renterReplies: ['Mahtavaa, kiitos paljon!', 'Täydellistä, nähdään noudossa.'],
    reviewComments: [
      'Upea auto ja todella avulias omistaja. Suosittelemme lämpimästi!',
      'Kaikki toimi moitteettomasti ja auto oli siisti.',
      'Sujuva nouto ja hyvä perehdytys. Vuokraamme mielellämme uudelleen.',
    ],
    ownerReviewComments: ['Mukavat vuokraajat, jotka palauttivat auton hyvässä kunnossa.', 'Suosittelen, kaikki sujui hyvin.'],
  },
  da: {
    descriptionOpenings: [
      'Velkommen til vores {vehicle}! Den har plads til {sleeps} personer og er perfekt til ferie i Danmark.',
      'Vores {vehicle} holder i {town} og er klar til nye eventyr.',
      'Lej vores velholdte {vehicle} – vi har selv rejst med den i hele Norden.',
    ],
    descriptionDetails: [
      'Køkkenet er fuldt udstyret, og sengene er gode. Vi viser gerne det hele ved afhentning.',
      'Den er nem at køre og passer også til dig, der lejer for første gang.',
      'Markise, campingmøbler og cykelholder er inkluderet.',
    ],
    requestMessages: [
      'Hej {name}! Vi er to voksne og to børn, der gerne vil køre langs Vestkysten. Passer det?',
      'Hej! Vi planlægger en tur til Skagen og vil gerne leje jeres {vehicle}.',
      'Hej {name}, vi har lejet autocamper før og passer godt på den.',
    ],
    ownerReplies: ['Hej og velkommen! Det passer fint.', 'Tak for forespørgslen! Jeg vender tilbage med tidspunkt for afhentning.'],
    renterReplies: ['Super, mange tak!', 'Perfekt, vi ses ved afhentningen.'],
    reviewComments: [
      'Skøn autocamper og en meget hjælpsom udlejer. Kan varmt anbefales!',
      'Alt fungerede perfekt, og bilen var ren og pæn.',
      'Nem afhentning og god gennemgang. Vi lejer gerne igen.',
    ],
    ownerReviewComments: ['Søde lejere, der afleverede bilen i fin stand.', 'Kan anbefales, alt gik glat.'],
  },
  de: {
    descriptionOpenings: [
      'Willkommen in unserem {vehicle}! Er bietet Platz für {sleeps} Personen und ist ideal für den Urlaub.',
      'Unser {vehicle} steht in {town} bereit für neue Abenteuer.',
      'Miete unseren gepflegten {vehicle} – wir sind selbst damit durch halb Europa gereist.',
    ],
    descriptionDetails: [
      'Die Küche ist voll ausgestattet und die Betten sind bequem. Bei der Übergabe zeigen wir gerne alles.',
      'Das Fahrzeug fährt sich leicht und eignet sich auch für Einsteiger.',
      'Markise, Campingmöbel und Fahrradträger sind inklusive. Haustiere nach Absprache.',
    ],
    requestMessages: [
      'Hallo {name}! Wir sind zwei Erwachsene und zwei Kinder und möchten an die Ostsee fahren. Passt das?',
      'Hallo! Wir planen eine Tour durch die Alpen und würden gerne euren {vehicle} mieten.',
      'Hallo {name}, wir haben schon öfter Wohnmobile gemietet und gehen sorgsam damit um.',
    ],
    ownerReplies: ['Hallo und herzlich willkommen! Das passt wunderbar.', 'Danke für die Anfrage! Ich melde mich mit Zeiten für die Übergabe.'],
    renterReplies: ['Super, vielen Dank!', 'Perfekt, bis zur Übergabe.'],
    reviewComments: [
      'Tolles Wohnmobil und sehr hilfsbereite Vermieter. Absolut empfehlenswert!',
      'Alles hat perfekt funktioniert, das Fahrzeug war sauber und gepflegt.',
      'Unkomplizierte Übergabe und gute Einweisung. Gerne wieder!',
    ],
    ownerReviewComments: ['Sehr nette Mieter, das Fahrzeug kam in bestem Zustand zurück.', 'Gerne wieder, alles lief reibungslos.'],
  },
  fr: {
    descriptionOpenings: [
      'Bienvenue dans notre {vehicle} ! Il accueille {sleeps} personnes et se prête parfaitement aux vacances.',
      'Notre {vehicle} vous attend à {town}, prêt pour de nouvelles aventures.',
      'Louez notre {vehicle} bien entretenu – nous avons nous-mêmes sillonné les Alpes avec.',
    ],
    descriptionDetails: [
      'La cuisine est entièrement équipée et les lits sont confortables. Nous vous montrons tout lors de la remise.',
      'Le véhicule est facile à conduire, même pour une première location.',
      'Store, mobilier de camping et porte-vélos sont inclus.',
    ],
    requestMessages: [
      'Bonjour {name} ! Nous sommes deux adultes et deux enfants et aimerions faire le tour du Léman. Est-ce possible ?',
      'Bonjour ! Nous prévoyons un voyage en Valais et aimerions louer votre {vehicle}.',
      'Bonjour {name}, nous avons déjà loué des camping-cars et en prenons grand soin.',
    ],
    ownerReplies: ['Bonjour et bienvenue ! Cela nous convient très bien.', 'Merci pour la demande ! Je reviens vers vous pour l’heure de remise.'],
    renterReplies: ['Super, merci beaucoup !', 'Parfait, à bientôt pour la remise.'],
    reviewComments: [
      'Superbe camping-car et propriétaires très serviables. Je recommande vivement !',
      'Tout a parfaitement fonctionné, le véhicule était propre.',
      'Remise simple et bonnes explications. Nous relouerons volontiers.',
    ],
    ownerReviewComments: ['Locataires très sympathiques, véhicule rendu en parfait état.', 'Je recommande, tout s’est bien passé.'],
  },
  en: {
    descriptionOpenings: [
      'Welcome to our {vehicle}! It sleeps {sleeps} and is perfect for a holiday on the road.',
      'Our {vehicle} is parked in {town} and ready for new adventures.',
      'Rent our well-kept {vehicle} – we have travelled all over the Nordics in it ourselves.',
    ],
    descriptionDetails: [
      'The kitchen is fully equipped and the beds are comfortable. We will show you everything at pick-up.',
      'It is easy to drive and suits first-time renters too.',
      'Awning, camping furniture and bike rack are included.',
    ],
    requestMessages: [
      'Hi {name}! We are two adults and two children hoping to drive along the coast. Would that work?',
      'Hello! We are planning a trip to the mountains and would love to rent your {vehicle}.',
      'Hi {name}, we have rented motorhomes before and will take good care of it.',
    ],
    ownerReplies: ['Hi and welcome! That works perfectly.', 'Thanks for the request! I will get back to you with pick-up times.'],
    renterReplies: ['Great, thank you so much!', 'Perfect, see you at pick-up.'],
    reviewComments: [
      'Fantastic vehicle and a very helpful owner. Highly recommended!',
      'Everything worked perfectly and the vehicle was clean.',
      'Smooth pick-up and a good walkthrough. We would rent again.',
    ],
    ownerReviewComments: ['Lovely renters who returned the vehicle in great shape.', 'Recommended, everything went smoothly.'],
  },
};

/** Fills `{key}` placeholders. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
