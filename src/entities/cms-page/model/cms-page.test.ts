import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/shared/ui/rich-text';
import { mapCmsPage } from './cms-page';

describe('mapCmsPage', () => {
  it('sanitises the content and every FAQ answer, and names links by their breadcrumb title', async () => {
    const page = await mapCmsPage(
      {
        id: 1,
        slug: 'versicherung',
        path: '/versicherung',
        locale: 'de',
        title: 'Versicherung',
        breadcrumbTitle: null,
        isRoot: true,
        content: '<p>Gut versichert</p><img src="x" onerror="alert(1)">',
        faq: [{ question: 'Wer?', answer: '<p>Alle</p><script>alert(1)</script>' }],
        parent: { id: 2, slug: 'p', path: '/p', title: 'Parent page', breadcrumbTitle: 'Parent' },
        children: [{ id: 3, slug: 'c', path: '/versicherung/c', title: 'Child page', breadcrumbTitle: null }],
        seoMeta: { title: 'Versicherung', description: 'Alles zur Versicherung' },
      },
      sanitizeHtml,
    );
    expect(page.content).not.toMatch(/onerror|alert/);
    expect(page.faq).toEqual([{ question: 'Wer?', answer: '<p>Alle</p>' }]);
    expect(page.breadcrumbTitle).toBe('Versicherung');
    expect(page.parent).toEqual({ path: '/p', title: 'Parent' });
    expect(page.children).toEqual([{ path: '/versicherung/c', title: 'Child page' }]);
    expect(page.description).toBe('Alles zur Versicherung');
  });
});
