import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, faqJsonLd, jsonLdText } from './json-ld';

describe('jsonLdText', () => {
  it('escapes < so a text cannot close the script', () => {
    expect(jsonLdText({ name: '</script>' })).toBe('{"name":"\\u003c/script>"}');
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the steps as schema.org ListItems, numbered from 1 in order', () => {
    const data = breadcrumbJsonLd([
      { name: 'Campershare', url: 'https://example.test/' },
      { name: 'Motorhome', url: 'https://example.test/rent-motorhome' },
      { name: 'Adria Coral XL', url: 'https://example.test/vehicles/42' },
    ]);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Campershare', item: 'https://example.test/' },
      { '@type': 'ListItem', position: 2, name: 'Motorhome', item: 'https://example.test/rent-motorhome' },
      { '@type': 'ListItem', position: 3, name: 'Adria Coral XL', item: 'https://example.test/vehicles/42' },
    ]);
  });
});

describe('faqJsonLd', () => {
  it('makes each entry a Question with its accepted Answer, in order', () => {
    const data = faqJsonLd([
      { question: 'Wer kann mieten?', answer: '<p>Alle ab 18.</p>' },
      { question: 'Versichert?', answer: '<p>Ja.</p>' },
    ]);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Wer kann mieten?', acceptedAnswer: { '@type': 'Answer', text: '<p>Alle ab 18.</p>' } },
      { '@type': 'Question', name: 'Versichert?', acceptedAnswer: { '@type': 'Answer', text: '<p>Ja.</p>' } },
    ]);
  });
});
