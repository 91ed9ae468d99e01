import type { Language } from '@/shared/i18n/locales';

/** A path pattern per language (react-router syntax, `:id` and optional `:id?`). */
export type LocalisedPath = Record<Language, string>;

/** `p(en, de, fr, sv, nb, fi, da)` keeps the table readable: one line per route. */
const p = (en: string, de: string, fr: string, sv: string, nb: string, fi: string, da: string): LocalisedPath => ({ en, de, fr, sv, nb, fi, da });
const same = (path: string): LocalisedPath => p(path, path, path, path, path, path, path);
const under = (parent: LocalisedPath, child: LocalisedPath): LocalisedPath =>
  Object.fromEntries(Object.entries(parent).map(([lang, path]) => [lang, `${path}/${child[lang as Language]}`])) as LocalisedPath;

const vehicle = p('vehicles/:id', 'fahrzeuge/:id', 'vehicules/:id', 'fordon/:id', 'kjoretoy/:id', 'ajoneuvo/:id', 'koeretoejer/:id');
const book = under(vehicle, p('book', 'buchen', 'reserver', 'boka', 'bestill', 'varaa', 'book'));
const bookings = p('bookings', 'buchungen', 'reservations', 'bokningar', 'bestillinger', 'varaukset', 'bookinger');
const booking = under(bookings, same(':id'));
const editVehicle = p('edit-vehicle/:id', 'fahrzeug-bearbeiten/:id', 'modifier-vehicule/:id', 'redigera-fordon/:id', 'rediger-kjoretoy/:id', 'muokkaa-ajoneuvoa/:id', 'rediger-koeretoej/:id');
const economy = p('economy', 'finanzen', 'finances', 'ekonomi', 'okonomi', 'talous', 'oekonomi');
const insurance = p('insurance', 'versicherung', 'assurance', 'forsakring', 'forsikring', 'vakuutus', 'forsikring');
const partners = p('our-partners', 'unsere-partner', 'nos-partenaires', 'vara-partner', 'vare-partnere', 'kumppanit', 'vores-partnere');
const magazine = p('magazine', 'magazin', 'magazine', 'magasin', 'magasin', 'lehti', 'magasin');
const owner = p('owner', 'vermieter', 'proprietaire', 'agare', 'eier', 'omistajalle', 'udlejer');
const searchMotorhome = p('rent-motorhome', 'wohnmobil-mieten', 'louer-camping-car', 'hyr-husbil', 'lei-bobil', 'vuokraa-matkailuauto', 'lej-autocamper');

/**
 * Every named route of the spec (000 §2, 001 §2, 002 §2.2) with its localised path.
 * Words the spec gives are used as given (vehicle, magazine, owner, the German
 * booking steps); the rest are the plain words of each language, ASCII only.
 */
export const ROUTE_PATHS = {
  index: same(''),
  elements: same('_elements'),
  about: p('about-us', 'ueber-uns', 'a-propos', 'om-oss', 'om-oss', 'meista', 'om-os'),
  'about-you': p('about-you', 'ueber-dich', 'a-propos-de-vous', 'om-dig', 'om-deg', 'tietoa-sinusta', 'om-dig'),
  account: p('account', 'konto', 'compte', 'konto', 'konto', 'tili', 'konto'),
  'booking-history': p('booking-history', 'buchungsverlauf', 'historique-reservations', 'bokningshistorik', 'bestillingshistorikk', 'varaushistoria', 'bookinghistorik'),
  bookings,
  booking,
  'booking-checkin': under(booking, p('checkin', 'check-in', 'check-in', 'incheckning', 'innsjekk', 'luovutus', 'indtjekning')),
  'booking-checkout': under(booking, p('checkout', 'check-out', 'check-out', 'utcheckning', 'utsjekk', 'palautus', 'udtjekning')),
  'company-details': p('company-details', 'impressum', 'mentions-legales', 'foretagsinformation', 'selskapsinformasjon', 'yritystiedot', 'virksomhedsoplysninger'),
  'owner-complete-profile': p('complete-profile-owner', 'profil-vervollstaendigen', 'completer-profil-proprietaire', 'komplettera-profil-agare', 'fullfor-profil-eier', 'taydenna-profiili-omistaja', 'udfyld-profil-udlejer'),
  cookies: p('cookies', 'cookies', 'cookies', 'cookies', 'informasjonskapsler', 'evasteet', 'cookies'),
  'create-account-renter': p('create-account-renter', 'konto-erstellen-mieter', 'creer-compte-locataire', 'skapa-konto-hyresgast', 'opprett-konto-leietaker', 'luo-tili-vuokraaja', 'opret-konto-lejer'),
  favorites: p('favorites', 'favoriten', 'favoris', 'favoriter', 'favoritter', 'suosikit', 'favoritter'),
  'getting-started': p('getting-started', 'erste-schritte', 'premiers-pas', 'kom-igang', 'kom-i-gang', 'aloitus', 'kom-godt-i-gang'),
  'gift-cards': p('gift-cards', 'gutscheine', 'cartes-cadeaux', 'presentkort', 'gavekort', 'lahjakortit', 'gavekort'),
  insurance,
  'insurance-baloise': under(insurance, same('baloise')),
  'insurance-omocom': under(insurance, same('omocom')),
  'insurance-owners': under(insurance, p('owners-insurance', 'eigene-versicherung', 'assurance-proprietaire', 'agarens-forsakring', 'eiers-forsikring', 'omistajan-vakuutus', 'udlejers-forsikring')),
  login: p('login', 'anmelden', 'connexion', 'logga-in', 'logg-inn', 'kirjaudu', 'log-ind'),
  'login-as-user': p('login-as-user', 'als-benutzer-anmelden', 'connexion-en-tant-que', 'logga-in-som-anvandare', 'logg-inn-som-bruker', 'kirjaudu-kayttajana', 'log-ind-som-bruger'),
  'login-as-user-from-admin': same('login-as-user-from-admin/:id'),
  magazine,
  'magazine-post': under(magazine, same(':slug')),
  'magazine-category': under(magazine, p('category/:slug?', 'kategorie/:slug?', 'categorie/:slug?', 'kategori/:slug?', 'kategori/:slug?', 'kategoria/:slug?', 'kategori/:slug?')),
  'magazine-tag': under(magazine, p('tag/:slug?', 'schlagwort/:slug?', 'etiquette/:slug?', 'tagg/:slug?', 'stikkord/:slug?', 'avainsana/:slug?', 'tag/:slug?')),
  messages: p('messages/:conversationId?', 'nachrichten/:conversationId?', 'messages/:conversationId?', 'meddelanden/:conversationId?', 'meldinger/:conversationId?', 'viestit/:conversationId?', 'beskeder/:conversationId?'),
  'oauth-callback': same('oauth-callback'),
  'our-partners': partners,
  'partner-amag': under(partners, same('amag')),
  'partner-caravan4rep': under(partners, same('caravan4rep')),
  'partner-ferrycenter': under(partners, same('ferrycenter')),
  'partner-myclimate': under(partners, same('myclimate')),
  'owner-verify-id': p('owner-verify-id', 'vermieter-identitaet-bestaetigen', 'verifier-identite-proprietaire', 'agare-verifiera-id', 'eier-verifiser-id', 'omistaja-vahvista-henkilollisyys', 'udlejer-bekraeft-id'),
  'privacy-policy': p('privacy-policy', 'datenschutz', 'politique-de-confidentialite', 'integritetspolicy', 'personvern', 'tietosuoja', 'privatlivspolitik'),
  // The issue's `/me/payment-methods`; the other languages name it under their word for the account.
  'payment-methods': p('me/payment-methods', 'konto/zahlungsmethoden', 'compte/moyens-de-paiement', 'konto/betalningsmetoder', 'konto/betalingsmetoder', 'tili/maksutavat', 'konto/betalingsmetoder'),
  profile: p('profile', 'profil', 'profil', 'profil', 'profil', 'profiili', 'profil'),
  'publish-vehicle': p('publish-vehicle', 'fahrzeug-veroeffentlichen', 'publier-vehicule', 'publicera-fordon', 'publiser-kjoretoy', 'julkaise-ajoneuvo', 'udgiv-koeretoej'),
  'rent-out': p('rent-out-motorhome-caravan', 'wohnmobil-wohnwagen-vermieten', 'louer-camping-car-caravane', 'hyr-ut-husbil-husvagn', 'lei-ut-bobil-campingvogn', 'vuokraa-matkailuauto-asuntovaunu', 'udlej-autocamper-campingvogn'),
  restips: p('restips', 'reisetipps', 'conseils-voyage', 'restips', 'reisetips', 'matkavinkit', 'rejsetips'),
  reviews: p('reviews', 'bewertungen', 'avis', 'omdomen', 'omtaler', 'arvostelut', 'anmeldelser'),
  'sign-up': p('sign-up', 'registrieren', 'inscription', 'registrera', 'registrer', 'rekisteroidy', 'tilmeld'),
  'forgot-password': p('forgot-password', 'passwort-vergessen', 'mot-de-passe-oublie', 'glomt-losenord', 'glemt-passord', 'unohtunut-salasana', 'glemt-adgangskode'),
  sitemap: p('sitemap', 'sitemap', 'plan-du-site', 'webbplatskarta', 'nettstedskart', 'sivukartta', 'sitemap'),
  'user-terms': p('user-terms', 'nutzungsbedingungen', 'conditions-utilisation', 'anvandarvillkor', 'brukervilkar', 'kayttoehdot', 'brugervilkaar'),
  'verify-id': p('verify-id', 'identitaet-bestaetigen', 'verifier-identite', 'verifiera-id', 'verifiser-id', 'vahvista-henkilollisyys', 'bekraeft-id'),
  'edit-vehicles': p('edit-vehicles', 'meine-fahrzeuge', 'mes-vehicules', 'mina-fordon', 'mine-kjoretoy', 'omat-ajoneuvot', 'mine-koeretoejer'),
  'new-vehicle': p('edit-vehicle', 'fahrzeug-bearbeiten', 'modifier-vehicule', 'redigera-fordon', 'rediger-kjoretoy', 'muokkaa-ajoneuvoa', 'rediger-koeretoej'),
  'edit-vehicle': editVehicle,
  'edit-vehicle-activation': under(editVehicle, p('activation', 'aktivierung', 'activation', 'aktivering', 'aktivering', 'aktivointi', 'aktivering')),
  'edit-vehicle-availability': under(editVehicle, p('availability', 'verfuegbarkeit', 'disponibilite', 'tillganglighet', 'tilgjengelighet', 'saatavuus', 'tilgaengelighed')),
  'edit-vehicle-basic': under(editVehicle, p('basic', 'grunddaten', 'informations', 'grunduppgifter', 'grunnopplysninger', 'perustiedot', 'grunddata')),
  'edit-vehicle-cancellation': under(editVehicle, p('cancellation', 'stornierung', 'annulation', 'avbokning', 'avbestilling', 'peruutus', 'afbestilling')),
  'edit-vehicle-checkin-checkout': under(editVehicle, p('checkin-checkout', 'check-in-check-out', 'arrivee-depart', 'incheckning-utcheckning', 'innsjekk-utsjekk', 'luovutus-palautus', 'indtjekning-udtjekning')),
  'edit-vehicle-description': under(editVehicle, p('description', 'beschreibung', 'description', 'beskrivning', 'beskrivelse', 'kuvaus', 'beskrivelse')),
  'edit-vehicle-equipment': under(editVehicle, p('equipment', 'ausstattung', 'equipement', 'utrustning', 'utstyr', 'varusteet', 'udstyr')),
  'edit-vehicle-images': under(editVehicle, p('images', 'bilder', 'photos', 'bilder', 'bilder', 'kuvat', 'billeder')),
  'edit-vehicle-insurance': under(editVehicle, insurance),
  'edit-vehicle-location': under(editVehicle, p('location', 'standort', 'emplacement', 'plats', 'sted', 'sijainti', 'placering')),
  'edit-vehicle-pricing': under(editVehicle, p('pricing', 'preise', 'tarifs', 'priser', 'priser', 'hinnoittelu', 'priser')),
  'edit-vehicle-rules': under(editVehicle, p('rules', 'regeln', 'regles', 'regler', 'regler', 'saannot', 'regler')),
  vehicle,
  book,
  'book-about-you': under(book, p('about-you', 'ueber-dich', 'a-propos-de-vous', 'om-dig', 'om-deg', 'tietoa-sinusta', 'om-dig')),
  'book-customize': under(book, p('customize', 'personalisieren', 'personnaliser', 'anpassa', 'tilpass', 'muokkaa', 'tilpas')),
  'book-insurance': under(book, insurance),
  'book-login': under(book, p('login', 'login', 'connexion', 'logga-in', 'logg-inn', 'kirjaudu', 'log-ind')),
  'book-verify-id': under(book, p('verify-id', 'ausweis-pruefen', 'verifier-identite', 'verifiera-id', 'verifiser-id', 'vahvista-henkilollisyys', 'bekraeft-id')),
  'book-purchase': under(book, p('purchase', 'bezahlen', 'paiement', 'betala', 'betal', 'maksa', 'betal')),
  'book-confirmation': under(book, p('confirmation', 'bestaetigung', 'confirmation', 'bekraftelse', 'bekreftelse', 'vahvistus', 'bekraeftelse')),
  'book-error': under(book, p('error', 'error', 'erreur', 'fel', 'feil', 'virhe', 'fejl')),
  'owner-profile': under(owner, same(':id')),
  'owner-dashboard': under(owner, p('dashboard', 'dashboard', 'tableau-de-bord', 'oversikt', 'oversikt', 'hallintapaneeli', 'oversigt')),
  'owner-top-owner': under(owner, p('top-owner', 'top-vermieter', 'top-proprietaire', 'toppagare', 'topp-eier', 'huippuomistaja', 'top-udlejer')),
  'reset-password': p('reset-password/:resetCode?', 'passwort-zuruecksetzen/:resetCode?', 'reinitialiser-mot-de-passe/:resetCode?', 'aterstall-losenord/:resetCode?', 'tilbakestill-passord/:resetCode?', 'palauta-salasana/:resetCode?', 'nulstil-adgangskode/:resetCode?'),
  'verify-email': p('verify-email/:inputCode?', 'email-bestaetigen/:inputCode?', 'verifier-email/:inputCode?', 'verifiera-epost/:inputCode?', 'bekreft-epost/:inputCode?', 'vahvista-sahkoposti/:inputCode?', 'bekraeft-email/:inputCode?'),
  economy,
  'economy-settings': under(economy, p('economy-settings', 'einstellungen', 'parametres', 'installningar', 'innstillinger', 'asetukset', 'indstillinger')),
  'payout-reports': under(economy, p('payout-reports', 'auszahlungsberichte', 'rapports-de-versement', 'utbetalningsrapporter', 'utbetalingsrapporter', 'maksuraportit', 'udbetalingsrapporter')),
  payouts: under(economy, p('payouts', 'auszahlungen', 'versements', 'utbetalningar', 'utbetalinger', 'maksut', 'udbetalinger')),
  payout: under(economy, p('payouts/:payoutId', 'auszahlungen/:payoutId', 'versements/:payoutId', 'utbetalningar/:payoutId', 'utbetalinger/:payoutId', 'maksut/:payoutId', 'udbetalinger/:payoutId')),
  all: p('all-vehicles', 'alle-fahrzeuge', 'tous-les-vehicules', 'alla-fordon', 'alle-kjoretoy', 'kaikki-ajoneuvot', 'alle-koeretoejer'),
  'search-motorhome': searchMotorhome,
  'search-campervan': p('rent-campervan', 'campervan-mieten', 'louer-van-amenage', 'hyr-campervan', 'lei-campervan', 'vuokraa-retkeilyauto', 'lej-campervan'),
  'search-caravan': p('rent-caravan', 'wohnwagen-mieten', 'louer-caravane', 'hyr-husvagn', 'lei-campingvogn', 'vuokraa-asuntovaunu', 'lej-campingvogn'),
  'search-country': under(searchMotorhome, same(':country')),
  brand: p('brands/:brand', 'marken/:brand', 'marques/:brand', 'varumarken/:brand', 'merker/:brand', 'merkit/:brand', 'maerker/:brand'),
  // The owner's calendar (#24): one vehicle's, or every vehicle's without an id.
  'owner-calendar': p('edit-vehicles/calendar/:id?', 'meine-fahrzeuge/kalender/:id?', 'mes-vehicules/calendrier/:id?', 'mina-fordon/kalender/:id?', 'mine-kjoretoy/kalender/:id?', 'omat-ajoneuvot/kalenteri/:id?', 'mine-koeretoejer/kalender/:id?'),
  'edit-vehicle-damages': under(editVehicle, p('damages', 'schaeden', 'dommages', 'skador', 'skader', 'vauriot', 'skader')),
} as const satisfies Record<string, LocalisedPath>;

export type RouteName = keyof typeof ROUTE_PATHS;
export const ROUTE_NAMES = Object.keys(ROUTE_PATHS) as RouteName[];
