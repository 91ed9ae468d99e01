/** Lower-case ASCII words joined by hyphens, for e-mail addresses, slugs and paths ("Bergström" → "bergstrom"). */
export function asciiSlug(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
