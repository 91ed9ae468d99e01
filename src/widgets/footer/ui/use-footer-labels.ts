import { useLingui } from '@lingui/react/macro';
import type { FooterLinkId, FooterSection } from '../model/footer-links';

export function useFooterLabels(): { links: Record<FooterLinkId, string>; sections: Record<FooterSection['id'], string> } {
  const { t } = useLingui();
  return {
    sections: { company: t`Campershare`, renting: t`Renting`, help: t`Help and contact`, legal: t`Legal` },
    links: {
      about: t`About us`,
      careers: t`Careers`,
      partners: t`Our partners`,
      'gift-cards': t`Gift cards`,
      cookies: t`Cookies`,
      insurance: t`Insurance`,
      'rent-out': t`Rent out your vehicle`,
      motorhomes: t`Motorhomes`,
      caravans: t`Caravans`,
      campervans: t`Campervans`,
      'all-vehicles': t`All vehicles`,
      'help-centre': t`Help centre`,
      terms: t`Terms of use`,
      privacy: t`Privacy policy`,
      imprint: t`Imprint`,
      sitemap: t`Sitemap`,
    },
  };
}
