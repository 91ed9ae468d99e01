import type { TextLanguage } from './places';

// Common first and last names by language area, and organisation name parts.

interface NameList {
  female: readonly string[];
  male: readonly string[];
  last: readonly string[];
}

export const NAMES: Readonly<Record<TextLanguage, NameList>> = {
  sv: {
    female: ['Anna', 'Eva', 'Maria', 'Karin', 'Sara', 'Emma', 'Elin', 'Johanna', 'Linnea', 'Ida', 'Maja', 'Frida', 'Ebba', 'Astrid'],
    male: ['Erik', 'Lars', 'Anders', 'Johan', 'Karl', 'Per', 'Mikael', 'Oskar', 'Gustav', 'Nils', 'Axel', 'Fredrik', 'Henrik', 'Olof'],
    last: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Lindberg', 'Lindqvist', 'Bergström', 'Holm', 'Sandberg', 'Lundgren'],
  },
  nb: {
    female: ['Ingrid', 'Kari', 'Marit', 'Nora', 'Sofie', 'Ingeborg', 'Hanne', 'Silje', 'Tone', 'Ragnhild', 'Solveig', 'Thea'],
    male: ['Ole', 'Lars', 'Jan', 'Magnus', 'Kristian', 'Håkon', 'Sindre', 'Eirik', 'Bjørn', 'Torbjørn', 'Sigurd', 'Knut'],
    last: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Jensen', 'Berg', 'Haugen', 'Hagen', 'Bakken', 'Solberg', 'Dahl'],
  },
  fi: {
    female: ['Aino', 'Helmi', 'Sanna', 'Laura', 'Johanna', 'Minna', 'Tiina', 'Elina', 'Kaisa', 'Riikka', 'Venla', 'Sari'],
    male: ['Mikko', 'Juha', 'Jukka', 'Antti', 'Timo', 'Matti', 'Ville', 'Janne', 'Eero', 'Tuomas', 'Lauri', 'Pekka'],
    last: ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen', 'Lehtonen', 'Saarinen', 'Salminen', 'Lahtinen'],
  },
  da: {
    female: ['Mette', 'Anne', 'Louise', 'Camilla', 'Sofie', 'Ida', 'Freja', 'Maja', 'Karen', 'Lene', 'Signe', 'Trine'],
    male: ['Mads', 'Rasmus', 'Søren', 'Jesper', 'Anders', 'Mikkel', 'Frederik', 'Jonas', 'Kasper', 'Niels', 'Thomas', 'Christian'],
    last: ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen', 'Madsen', 'Kristensen', 'Poulsen', 'Thomsen'],
  },
  de: {
    female: ['Anna', 'Lena', 'Laura', 'Katharina', 'Julia', 'Sabine', 'Claudia', 'Petra', 'Sophie', 'Lea', 'Johanna', 'Theresa', 'Andrea', 'Monika'],
    male: ['Lukas', 'Jonas', 'Felix', 'Maximilian', 'Thomas', 'Michael', 'Stefan', 'Andreas', 'Florian', 'Tobias', 'Matthias', 'Markus', 'Reto', 'Urs'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Schulz', 'Huber', 'Gruber', 'Steiner', 'Keller', 'Brunner', 'Frick'],
  },
  fr: {
    female: ['Camille', 'Léa', 'Chloé', 'Manon', 'Julie', 'Sophie', 'Élodie', 'Aurélie', 'Nathalie', 'Claire'],
    male: ['Nicolas', 'Julien', 'Thomas', 'Olivier', 'Mathieu', 'Laurent', 'Sébastien', 'Antoine', 'Pierre', 'Luc'],
    last: ['Favre', 'Rochat', 'Bonvin', 'Perrin', 'Dubois', 'Girard', 'Morel', 'Rey', 'Blanc', 'Pasquier', 'Meylan', 'Jaquet'],
  },
  en: {
    female: ['Emily', 'Olivia', 'Charlotte', 'Grace', 'Hannah', 'Lucy'],
    male: ['James', 'Oliver', 'Harry', 'Jack', 'George', 'Daniel'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans'],
  },
};

/** Words for organisation (company owner) names, by language area. */
export const ORGANISATION_SUFFIX: Readonly<Record<TextLanguage, readonly string[]>> = {
  sv: ['Husbilsuthyrning AB', 'Camping & Fritid AB', 'Fritidsfordon AB'],
  nb: ['Bobilutleie AS', 'Camping og Fritid AS', 'Fritidsbil AS'],
  fi: ['Matkailuautovuokraus Oy', 'Caravan Oy', 'Vapaa-ajan Autot Oy'],
  da: ['Autocamper Udlejning ApS', 'Camping & Fritid ApS', 'Fritidskøretøjer A/S'],
  de: ['Wohnmobilvermietung GmbH', 'Camping & Freizeit GmbH', 'Reisemobile AG'],
  fr: ['Location Camping-cars Sàrl', 'Loisirs & Camping SA'],
  en: ['Campervan Hire Ltd', 'Leisure Vehicles Ltd'],
};
