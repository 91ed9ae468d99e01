/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

/** Where a page sits (spec 002 §2.11 breadcrumb): a schema.org BreadcrumbList, positions from 1. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** Questions and answers of a page (spec 002 §2.11 FAQ): a schema.org FAQPage; answers may be HTML. */
export function faqJsonLd(entries: readonly { question: string; answer: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  };
}
