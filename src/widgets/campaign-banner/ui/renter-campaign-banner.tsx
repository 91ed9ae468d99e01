import { Trans } from '@lingui/react/macro';
import { helpCentreUrl } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { ExternalLink } from '@/shared/ui/link';
import { RENTER_CAMPAIGN_ARTICLE_PATH } from '../model/help-article';
import { CampaignBanner } from './campaign-banner';

/** Spec 002 §2.13: for renters and guests on the index and all-vehicles pages, with a localised help article. */
export function RenterCampaignBanner({ onClose, hidden }: { onClose: () => void; hidden?: boolean | undefined }) {
  const { language } = useLocaleInfo();
  return (
    <CampaignBanner
      title={<Trans>New to motorhome holidays?</Trans>}
      onClose={onClose}
      hidden={hidden}
      action={
        <ExternalLink href={`${helpCentreUrl(language)}${RENTER_CAMPAIGN_ARTICLE_PATH}`}>
          <Trans>Read the guide to renting</Trans>
        </ExternalLink>
      }
    >
      <Trans>Our guide explains how booking, insurance, pick-up and return work, so your first trip goes smoothly.</Trans>
    </CampaignBanner>
  );
}
