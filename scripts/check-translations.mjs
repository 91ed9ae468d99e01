// Extracts the messages and fails when any locale has a message without a translation.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parsePo } from './po-file.mjs';

const LOCALES = ['en', 'de', 'de-AT', 'de-CH', 'fr-CH', 'sv-SE', 'sv-FI', 'nb-NO', 'fi-FI', 'da-DK'];

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'inherit' });

let missing = 0;
let messages = 0;
for (const locale of LOCALES) {
  // Per catalog: a message in two areas is loaded from each, so each needs its translation.
  const entries = ['shell', 'account', 'vehicles', 'bookings', 'messages'].flatMap((catalog) =>
    [...parsePo(readFileSync(`locales/${locale}/${catalog}.po`, 'utf8'))].map(([id, msgstr]) => [`${catalog}: ${id}`, msgstr]),
  );
  messages = new Set(entries.map(([key]) => key.slice(key.indexOf(': ') + 2))).size;
  const untranslated = entries.filter(([, msgstr]) => msgstr.trim() === '').map(([id]) => id);
  if (untranslated.length > 0) {
    missing += untranslated.length;
    console.error(`\n${locale}: ${untranslated.length} untranslated message(s):`);
    for (const id of untranslated.slice(0, 20)) console.error(`  - ${id}`);
  }
}
console.log(`i18n: ${messages} messages in ${LOCALES.length} locales, ${missing} missing`);
if (missing > 0) process.exit(1);
