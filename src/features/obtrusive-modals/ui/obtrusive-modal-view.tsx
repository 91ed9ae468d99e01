import type { ObtrusiveModalsView, ObtrusiveSubmission } from '@machines/obtrusive-modals';
import type { CurrentUser } from '@/entities/user';
import type { components } from '@/shared/api';
import { AcceptTermsModal, type AcceptTermsModalProps } from './accept-terms-modal';
import { ConfirmContactDetailsModal } from './confirm-contact-details-modal';
import { ConfirmInsuranceDetailsModal } from './confirm-insurance-details-modal';
import { InteriorInsuranceModal } from './interior-insurance-modal';
import { MissingBankAccountModal } from './missing-bank-account-modal';
import { SelectNameModal } from './select-name-modal';

export interface ObtrusiveModalViewProps {
  view: ObtrusiveModalsView;
  user: CurrentUser | undefined;
  vehicle: components['schemas']['Asset'] | undefined;
  terms: AcceptTermsModalProps['terms'];
  links: { terms?: string | undefined; profile?: string | undefined; economySettings?: string | undefined };
  onSubmit: (submission: ObtrusiveSubmission) => void;
  onAcknowledge: () => void;
  /** Closes the select-name modal for now, where it may be. */
  onDismiss: () => void;
}

/** The obtrusive modal due now, in the machine's state (showing, submitting, failed). */
export function ObtrusiveModalView({ view, user, vehicle, terms, links, onSubmit, onAcknowledge, onDismiss }: ObtrusiveModalViewProps) {
  const { current, phase, failure } = view;
  if (!current) return null;
  const busy = phase === 'submitting';
  const failed = phase === 'failed';
  switch (current.kind) {
    case 'select-name':
      return (
        <SelectNameModal
          firstName={user?.firstName}
          lastName={user?.lastName}
          dismissable={view.dismissable}
          busy={busy}
          failure={failure}
          onSave={(name) => onSubmit({ kind: 'select-name', ...name })}
          onDismiss={onDismiss}
        />
      );
    case 'accept-terms':
      return <AcceptTermsModal terms={terms} termsHref={links.terms} busy={busy} failed={failed} onAccept={() => onSubmit({ kind: 'accept-terms' })} />;
    case 'confirm-contact-details':
      return user ? (
        <ConfirmContactDetailsModal
          user={user}
          editHref={links.profile}
          busy={busy}
          failure={failure?.slug}
          onConfirm={() => onSubmit({ kind: 'confirm-contact-details' })}
        />
      ) : null;
    case 'interior-insurance-opt-in':
      return <InteriorInsuranceModal busy={busy} failed={failed} onContinue={() => onSubmit({ kind: 'interior-insurance-opt-in' })} />;
    case 'confirm-insurance-details':
      return vehicle ? (
        <ConfirmInsuranceDetailsModal
          key={vehicle.id}
          vehicle={vehicle}
          busy={busy}
          failure={failure}
          onConfirm={(confirmation) => onSubmit({ kind: 'confirm-insurance-details', vehicleId: vehicle.id, confirmation })}
        />
      ) : null;
    case 'missing-bank-account':
      return <MissingBankAccountModal settingsHref={links.economySettings} onAcknowledge={onAcknowledge} />;
  }
}
