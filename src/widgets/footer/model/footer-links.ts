import type { RouteName } from '@/shared/routing';

export type FooterLinkId =
  | 'about'
  | 'careers'
  | 'partners'
  | 'gift-cards'
  | 'cookies'
  | 'insurance'
  | 'rent-out'
  | 'motorhomes'
  | 'caravans'
  | 'campervans'
  | 'all-vehicles'
  | 'help-centre'
  | 'terms'
  | 'privacy'
  | 'imprint'
  | 'sitemap';

export type FooterLink = { id: FooterLinkId; route: RouteName; swissOnly?: boolean } | { id: FooterLinkId; external: 'careers' | 'help-centre' };

export interface FooterSection {
  id: 'company' | 'renting' | 'help' | 'legal';
  links: FooterLink[];
}

/** The footer of spec 002 §1. Partners show on the Swiss site only; unbuilt pages are left out. */
export const FOOTER_SECTIONS: FooterSection[] = [
  {
    id: 'company',
    links: [
      { id: 'about', route: 'about' },
      { id: 'careers', external: 'careers' },
      { id: 'partners', route: 'our-partners', swissOnly: true },
      { id: 'gift-cards', route: 'gift-cards' },
      { id: 'cookies', route: 'cookies' },
    ],
  },
  {
    id: 'renting',
    links: [
      { id: 'insurance', route: 'insurance' },
      { id: 'rent-out', route: 'rent-out' },
      { id: 'motorhomes', route: 'search-motorhome' },
      { id: 'caravans', route: 'search-caravan' },
      { id: 'campervans', route: 'search-campervan' },
      { id: 'all-vehicles', route: 'all' },
    ],
  },
  { id: 'help', links: [{ id: 'help-centre', external: 'help-centre' }] },
  {
    id: 'legal',
    links: [
      { id: 'terms', route: 'user-terms' },
      { id: 'privacy', route: 'privacy-policy' },
      { id: 'imprint', route: 'company-details' },
      { id: 'sitemap', route: 'sitemap' },
    ],
  },
];
