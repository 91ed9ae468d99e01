import type { TextLanguage } from './places';

// CMS texts of the content pages under insurance and our partners (002 §2.2) and the travel tips
// (000 §2), per language: a title and a short body of HTML as a CMS editor would write it.

export type SubPageGroup =
  | 'insurance/baloise'
  | 'insurance/omocom'
  | 'insurance/owners-insurance'
  | 'our-partners/amag'
  | 'our-partners/caravan4rep'
  | 'our-partners/ferrycenter'
  | 'our-partners/myclimate'
  | 'restips';

export interface SubPageWords {
  title: string;
  html: string;
}

export const SUB_PAGES: Readonly<Record<TextLanguage, Readonly<Record<SubPageGroup, SubPageWords>>>> = {
  en: {
    'insurance/baloise': { title: 'Baloise insurance', html: '<p>Rentals of vehicles registered in Switzerland are insured with Baloise for the whole rental period: liability, comprehensive cover and roadside assistance.</p><p>The deductible depends on the cover chosen when booking.</p>' },
    'insurance/omocom': { title: 'Omocom insurance', html: '<p>Rentals in Sweden, Norway, Denmark and Finland are insured with Omocom from pick-up to return, including roadside assistance.</p><p>Renters can lower the deductible when booking.</p>' },
    'insurance/owners-insurance': { title: 'Your own insurance', html: '<p>Owners whose vehicle is insured for rental by their own insurer can use that insurance instead of the platform insurance.</p><p>Check with your insurer that private rental is covered before you publish your vehicle.</p>' },
    'our-partners/amag': { title: 'AMAG', html: '<p>AMAG is one of Switzerland’s largest car dealers and importers. Through the partnership, owners get advice on buying and servicing campervans.</p>' },
    'our-partners/caravan4rep': { title: 'Caravan4rep', html: '<p>Caravan4rep is a network of workshops for motorhomes and caravans. Owners and renters get help quickly with repairs before and during a trip.</p>' },
    'our-partners/ferrycenter': { title: 'Ferrycenter', html: '<p>Ferrycenter books ferry crossings across Europe for motorhomes, campervans and caravans, with the vehicle’s length and height taken into account.</p>' },
    'our-partners/myclimate': { title: 'myclimate', html: '<p>With myclimate you can offset the emissions of your trip by supporting certified climate protection projects.</p>' },
    restips: { title: 'Travel tips', html: '<p>A few tips for a relaxed trip in a motorhome, campervan or caravan:</p><ul><li>Plan shorter driving days than by car, and arrive before dark.</li><li>Check the vehicle’s height and weight before bridges, ferries and car parks.</li><li>Fill up fresh water and empty the grey water at service stations.</li><li>Book campsites ahead in the high season.</li></ul>' },
  },
  de: {
    'insurance/baloise': { title: 'Versicherung bei Baloise', html: '<p>Vermietungen von Fahrzeugen mit Schweizer Kennzeichen sind während der ganzen Mietzeit bei Baloise versichert: Haftpflicht, Vollkasko und Pannenhilfe.</p><p>Der Selbstbehalt hängt von der bei der Buchung gewählten Deckung ab.</p>' },
    'insurance/omocom': { title: 'Versicherung bei Omocom', html: '<p>Vermietungen in Schweden, Norwegen, Dänemark und Finnland sind von der Übergabe bis zur Rückgabe bei Omocom versichert, mit Pannenhilfe.</p><p>Mieter können den Selbstbehalt bei der Buchung senken.</p>' },
    'insurance/owners-insurance': { title: 'Eigene Versicherung', html: '<p>Ist dein Fahrzeug bei deiner eigenen Versicherung für die Vermietung versichert, kannst du diese statt der Plattformversicherung nutzen.</p><p>Kläre mit deiner Versicherung, ob die private Vermietung gedeckt ist, bevor du dein Fahrzeug veröffentlichst.</p>' },
    'our-partners/amag': { title: 'AMAG', html: '<p>AMAG ist einer der grössten Autohändler und Importeure der Schweiz. Dank der Partnerschaft erhalten Vermieter Beratung beim Kauf und Service von Campervans.</p>' },
    'our-partners/caravan4rep': { title: 'Caravan4rep', html: '<p>Caravan4rep ist ein Werkstattnetz für Wohnmobile und Wohnwagen. Vermieter und Mieter erhalten vor und während der Reise schnell Hilfe bei Reparaturen.</p>' },
    'our-partners/ferrycenter': { title: 'Ferrycenter', html: '<p>Ferrycenter bucht Fährüberfahrten in ganz Europa für Wohnmobile, Campervans und Wohnwagen, passend zu Länge und Höhe des Fahrzeugs.</p>' },
    'our-partners/myclimate': { title: 'myclimate', html: '<p>Mit myclimate kompensierst du die Emissionen deiner Reise, indem du zertifizierte Klimaschutzprojekte unterstützt.</p>' },
    restips: { title: 'Reisetipps', html: '<p>Ein paar Tipps für eine entspannte Reise mit Wohnmobil, Campervan oder Wohnwagen:</p><ul><li>Plane kürzere Fahrtage als mit dem Auto und komme vor der Dunkelheit an.</li><li>Prüfe Höhe und Gewicht des Fahrzeugs vor Brücken, Fähren und Parkhäusern.</li><li>Fülle Frischwasser auf und leere das Grauwasser an Entsorgungsstationen.</li><li>Reserviere Campingplätze in der Hochsaison im Voraus.</li></ul>' },
  },
  fr: {
    'insurance/baloise': { title: 'Assurance Baloise', html: '<p>Les locations de véhicules immatriculés en Suisse sont assurées par Baloise pendant toute la durée de location : responsabilité civile, casco complète et assistance.</p><p>La franchise dépend de la couverture choisie lors de la réservation.</p>' },
    'insurance/omocom': { title: 'Assurance Omocom', html: '<p>Les locations en Suède, en Norvège, au Danemark et en Finlande sont assurées par Omocom de la prise en charge au retour, assistance comprise.</p><p>Les locataires peuvent réduire la franchise lors de la réservation.</p>' },
    'insurance/owners-insurance': { title: 'Votre propre assurance', html: '<p>Si votre véhicule est assuré pour la location par votre propre assureur, vous pouvez utiliser cette assurance à la place de celle de la plateforme.</p><p>Vérifiez auprès de votre assureur que la location entre particuliers est couverte avant de publier votre véhicule.</p>' },
    'our-partners/amag': { title: 'AMAG', html: '<p>AMAG est l’un des plus grands concessionnaires et importateurs automobiles de Suisse. Grâce à ce partenariat, les propriétaires sont conseillés pour l’achat et l’entretien de vans.</p>' },
    'our-partners/caravan4rep': { title: 'Caravan4rep', html: '<p>Caravan4rep est un réseau d’ateliers pour camping-cars et caravanes. Propriétaires et locataires obtiennent rapidement de l’aide pour les réparations, avant et pendant le voyage.</p>' },
    'our-partners/ferrycenter': { title: 'Ferrycenter', html: '<p>Ferrycenter réserve des traversées en ferry dans toute l’Europe pour camping-cars, vans et caravanes, en tenant compte de la longueur et de la hauteur du véhicule.</p>' },
    'our-partners/myclimate': { title: 'myclimate', html: '<p>Avec myclimate, vous compensez les émissions de votre voyage en soutenant des projets certifiés de protection du climat.</p>' },
    restips: { title: 'Conseils de voyage', html: '<p>Quelques conseils pour un voyage serein en camping-car, van ou caravane :</p><ul><li>Prévoyez des étapes plus courtes qu’en voiture et arrivez avant la nuit.</li><li>Vérifiez la hauteur et le poids du véhicule avant les ponts, les ferries et les parkings.</li><li>Faites le plein d’eau propre et videz les eaux grises aux aires de service.</li><li>Réservez les campings à l’avance en haute saison.</li></ul>' },
  },
  sv: {
    'insurance/baloise': { title: 'Försäkring hos Baloise', html: '<p>Uthyrning av fordon registrerade i Schweiz försäkras hos Baloise under hela hyresperioden: ansvar, helförsäkring och vägassistans.</p><p>Självrisken beror på skyddet som väljs vid bokningen.</p>' },
    'insurance/omocom': { title: 'Försäkring hos Omocom', html: '<p>Uthyrningar i Sverige, Norge, Danmark och Finland försäkras hos Omocom från upphämtning till återlämning, med vägassistans.</p><p>Hyresgäster kan sänka självrisken vid bokningen.</p>' },
    'insurance/owners-insurance': { title: 'Egen försäkring', html: '<p>Är ditt fordon försäkrat för uthyrning hos ditt eget försäkringsbolag kan du använda den försäkringen i stället för plattformens.</p><p>Kontrollera med ditt försäkringsbolag att privat uthyrning ingår innan du publicerar fordonet.</p>' },
    'our-partners/amag': { title: 'AMAG', html: '<p>AMAG är en av Schweiz största bilhandlare och importörer. Genom samarbetet får ägare råd om köp och service av campervans.</p>' },
    'our-partners/caravan4rep': { title: 'Caravan4rep', html: '<p>Caravan4rep är ett nätverk av verkstäder för husbilar och husvagnar. Ägare och hyresgäster får snabbt hjälp med reparationer före och under resan.</p>' },
    'our-partners/ferrycenter': { title: 'Ferrycenter', html: '<p>Ferrycenter bokar färjeöverfarter i hela Europa för husbilar, campervans och husvagnar, med hänsyn till fordonets längd och höjd.</p>' },
    'our-partners/myclimate': { title: 'myclimate', html: '<p>Med myclimate klimatkompenserar du resans utsläpp genom att stödja certifierade klimatprojekt.</p>' },
    restips: { title: 'Restips', html: '<p>Några tips för en avslappnad resa med husbil, campervan eller husvagn:</p><ul><li>Planera kortare körsträckor än med bil och kom fram innan det blir mörkt.</li><li>Kontrollera fordonets höjd och vikt före broar, färjor och parkeringshus.</li><li>Fyll på färskvatten och töm gråvattnet vid tömningsstationer.</li><li>Boka campingplatser i förväg under högsäsongen.</li></ul>' },
  },
  nb: {
    'insurance/baloise': { title: 'Forsikring hos Baloise', html: '<p>Utleie av kjøretøy registrert i Sveits er forsikret hos Baloise i hele leieperioden: ansvar, kasko og veihjelp.</p><p>Egenandelen avhenger av dekningen som velges ved bestilling.</p>' },
    'insurance/omocom': { title: 'Forsikring hos Omocom', html: '<p>Utleie i Sverige, Norge, Danmark og Finland er forsikret hos Omocom fra henting til levering, med veihjelp.</p><p>Leietakere kan redusere egenandelen ved bestilling.</p>' },
    'insurance/owners-insurance': { title: 'Egen forsikring', html: '<p>Er kjøretøyet ditt forsikret for utleie hos ditt eget forsikringsselskap, kan du bruke den forsikringen i stedet for plattformens.</p><p>Sjekk med forsikringsselskapet at privat utleie er dekket før du publiserer kjøretøyet.</p>' },
    'our-partners/amag': { title: 'AMAG', html: '<p>AMAG er en av Sveits’ største bilforhandlere og importører. Gjennom samarbeidet får eiere råd om kjøp og service av campervans.</p>' },
    'our-partners/caravan4rep': { title: 'Caravan4rep', html: '<p>Caravan4rep er et nettverk av verksteder for bobiler og campingvogner. Eiere og leietakere får raskt hjelp med reparasjoner før og under turen.</p>' },
    'our-partners/ferrycenter': { title: 'Ferrycenter', html: '<p>Ferrycenter bestiller fergeoverfarter i hele Europa for bobiler, campervans og campingvogner, tilpasset kjøretøyets lengde og høyde.</p>' },
    'our-partners/myclimate': { title: 'myclimate', html: '<p>Med myclimate kan du klimakompensere utslippene fra turen ved å støtte sertifiserte klimaprosjekter.</p>' },
    restips: { title: 'Reisetips', html: '<p>Noen tips for en avslappet tur med bobil, campervan eller campingvogn:</p><ul><li>Planlegg kortere kjøredager enn med bil, og kom fram før det blir mørkt.</li><li>Sjekk kjøretøyets høyde og vekt før broer, ferjer og parkeringshus.</li><li>Fyll på friskt vann og tøm gråvannet ved tømmestasjoner.</li><li>Bestill campingplasser på forhånd i høysesongen.</li></ul>' },
  },
  fi: {
    'insurance/baloise': { title: 'Baloise-vakuutus', html: '<p>Sveitsiin rekisteröityjen ajoneuvojen vuokraukset on vakuutettu Baloisella koko vuokra-ajan: vastuu, kasko ja tiepalvelu.</p><p>Omavastuu riippuu varauksessa valitusta turvasta.</p>' },
    'insurance/omocom': { title: 'Omocom-vakuutus', html: '<p>Vuokraukset Ruotsissa, Norjassa, Tanskassa ja Suomessa on vakuutettu Omocomilla noudosta palautukseen, tiepalvelu mukaan lukien.</p><p>Vuokraaja voi pienentää omavastuuta varauksen yhteydessä.</p>' },
    'insurance/owners-insurance': { title: 'Oma vakuutus', html: '<p>Jos ajoneuvosi on vakuutettu vuokrausta varten omassa vakuutusyhtiössäsi, voit käyttää sitä alustan vakuutuksen sijaan.</p><p>Varmista vakuutusyhtiöltäsi, että yksityinen vuokraus kuuluu turvaan, ennen kuin julkaiset ajoneuvon.</p>' },
    'our-partners/amag': { title: 'AMAG', html: '<p>AMAG on yksi Sveitsin suurimmista autokauppiaista ja maahantuojista. Kumppanuuden ansiosta omistajat saavat neuvoja retkeilyautojen ostoon ja huoltoon.</p>' },
    'our-partners/caravan4rep': { title: 'Caravan4rep', html: '<p>Caravan4rep on matkailuautojen ja asuntovaunujen korjaamoverkosto. Omistajat ja vuokraajat saavat nopeasti apua korjauksiin ennen matkaa ja sen aikana.</p>' },
    'our-partners/ferrycenter': { title: 'Ferrycenter', html: '<p>Ferrycenter varaa lauttamatkoja kaikkialla Euroopassa matkailuautoille, retkeilyautoille ja asuntovaunuille ajoneuvon pituuden ja korkeuden mukaan.</p>' },
    'our-partners/myclimate': { title: 'myclimate', html: '<p>myclimaten kautta voit kompensoida matkasi päästöt tukemalla sertifioituja ilmastohankkeita.</p>' },
    restips: { title: 'Matkavinkit', html: '<p>Muutama vinkki rentoon matkaan matkailuautolla, retkeilyautolla tai asuntovaunulla:</p><ul><li>Suunnittele lyhyempiä ajopäiviä kuin henkilöautolla ja saavu perille ennen pimeää.</li><li>Tarkista ajoneuvon korkeus ja paino ennen siltoja, lauttoja ja pysäköintitaloja.</li><li>Täytä raikas vesi ja tyhjennä harmaavesi huoltopisteissä.</li><li>Varaa leirintäalueet etukäteen sesonkiaikana.</li></ul>' },
  },
  da: {
    'insurance/baloise': { title: 'Forsikring hos Baloise', html: '<p>Udlejning af køretøjer indregistreret i Schweiz er forsikret hos Baloise i hele lejeperioden: ansvar, kasko og vejhjælp.</p><p>Selvrisikoen afhænger af den dækning, der vælges ved bookingen.</p>' },
    'insurance/omocom': { title: 'Forsikring hos Omocom', html: '<p>Udlejning i Sverige, Norge, Danmark og Finland er forsikret hos Omocom fra afhentning til aflevering, med vejhjælp.</p><p>Lejere kan sænke selvrisikoen ved bookingen.</p>' },
    'insurance/owners-insurance': { title: 'Egen forsikring', html: '<p>Er dit køretøj forsikret til udlejning hos dit eget forsikringsselskab, kan du bruge den forsikring i stedet for platformens.</p><p>Tjek med dit forsikringsselskab, at privat udlejning er dækket, før du udgiver køretøjet.</p>' },
    'our-partners/amag': { title: 'AMAG', html: '<p>AMAG er en af Schweiz’ største bilforhandlere og importører. Gennem samarbejdet får udlejere råd om køb og service af campervans.</p>' },
    'our-partners/caravan4rep': { title: 'Caravan4rep', html: '<p>Caravan4rep er et netværk af værksteder for autocampere og campingvogne. Udlejere og lejere får hurtigt hjælp til reparationer før og under turen.</p>' },
    'our-partners/ferrycenter': { title: 'Ferrycenter', html: '<p>Ferrycenter booker færgeoverfarter i hele Europa for autocampere, campervans og campingvogne, tilpasset køretøjets længde og højde.</p>' },
    'our-partners/myclimate': { title: 'myclimate', html: '<p>Med myclimate kan du klimakompensere turens udledninger ved at støtte certificerede klimaprojekter.</p>' },
    restips: { title: 'Rejsetips', html: '<p>Et par tips til en afslappet tur i autocamper, campervan eller campingvogn:</p><ul><li>Planlæg kortere køredage end i bil, og nå frem, før det bliver mørkt.</li><li>Tjek køretøjets højde og vægt før broer, færger og parkeringshuse.</li><li>Fyld frisk vand på, og tøm spildevandet ved tømningsstationer.</li><li>Book campingpladser i god tid i højsæsonen.</li></ul>' },
  },
};
