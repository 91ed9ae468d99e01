import { Trans } from '@lingui/react/macro';
import { CampaignBanner } from './campaign-banner';

/** Spec 000 §9: 10% service fee for one year for the first 100 vehicles (rent-out pages, at and de). */
export function OwnerCampaignBanner({ onClose, hidden }: { onClose: () => void; hidden?: boolean | undefined }) {
  return (
    <CampaignBanner title={<Trans>Only 10% service fee for a whole year</Trans>} onClose={onClose} hidden={hidden}>
      <Trans>Launch offer for the first 100 vehicles listed: rent out your motorhome, campervan or caravan and pay a service fee of just 10% for one year.</Trans>
    </CampaignBanner>
  );
}
