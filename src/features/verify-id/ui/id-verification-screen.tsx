import type { IdVerificationEvent, IdVerificationView } from '@machines/id-verification';
import { Trans, useLingui } from '@lingui/react/macro';
import { idDocumentTypeLabel, idVerificationErrorLabel, idVerificationStatusLabel, type IdDocumentType } from '@/entities/user';
import { SUPPORT_EMAIL } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { ButtonLink, ExternalLink } from '@/shared/ui/link';
import { RadioGroup } from '@/shared/ui/radio-group';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { IdPhotoField, type IdPhotoActions } from './id-photo-field';
import * as css from './id-verification.css';

export interface IdVerificationScreenProps {
  view: IdVerificationView;
  send: (event: IdVerificationEvent) => void;
  /** Where the user came from (the booking flow's step): offered once the ID no longer stops them. */
  returnTo: string | null;
  /** The profile, for a verified user without a place to go back to. */
  profileHref: string;
  photoActions: IdPhotoActions;
}

const DOCUMENTS: readonly IdDocumentType[] = ['passport', 'id_card'];

function Support() {
  return (
    <Text size="sm">
      <Trans>
        Need help? Write to <ExternalLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</ExternalLink>.
      </Trans>
    </Text>
  );
}

function BackToBooking({ returnTo, profileHref }: Pick<IdVerificationScreenProps, 'returnTo' | 'profileHref'>) {
  if (returnTo) {
    return (
      <ButtonLink to={returnTo}>
        <Trans>Back to your booking</Trans>
      </ButtonLink>
    );
  }
  return (
    <ButtonLink to={profileHref} variant="secondary">
      <Trans>See my profile</Trans>
    </ButtonLink>
  );
}

/** 001 §8: the error in words, the retry hints and its code, and a way to try again. */
function EidFailure({ view, send }: Pick<IdVerificationScreenProps, 'view' | 'send'>) {
  const { i18n } = useLingui();
  const code = view.failure?.slug ?? '';
  return (
    <Stack gap="md" align="flex-start">
      <Callout tone="danger" role="alert">
        <Stack gap="sm">
          <Text weight="semibold">{view.error ? idVerificationErrorLabel(i18n, view.error) : <Trans>The e-ID identification was canceled.</Trans>}</Text>
          {view.error && (
            <>
              <Text>
                <Trans>What usually helps:</Trans>
              </Text>
              <ul className={css.hints}>
                <li>
                  <Trans>Open this page in your default browser.</Trans>
                </li>
                <li>
                  <Trans>Make sure cookies are enabled.</Trans>
                </li>
              </ul>
              <Text size="sm">
                <Trans>Error code: {code}</Trans>
              </Text>
            </>
          )}
        </Stack>
      </Callout>
      <Button onClick={() => send({ type: 'RETRY' })}>
        <Trans>Try again</Trans>
      </Button>
      <Support />
    </Stack>
  );
}

function ChooseMethod({ view, send }: Pick<IdVerificationScreenProps, 'view' | 'send'>) {
  const { i18n } = useLingui();
  const failure = view.failure && (
    <Text role="alert" tone="danger">
      <Trans>We could not start the verification. Check your connection and try again.</Trans>
    </Text>
  );
  if (view.eidAvailable) {
    return (
      <Stack gap="md" align="flex-start">
        <Text>
          <Trans>Identify yourself with your national e-ID (such as BankID, MitID or the Finnish bank ID). It takes a minute, and you come straight back here.</Trans>
        </Text>
        {failure}
        <Button onClick={() => send({ type: 'CHOOSE_EID' })} loading={view.busy}>
          <Trans>Verify with e-ID</Trans>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" align="flex-start">
      <Text>
        <Trans>Take photos of your passport or ID card and a selfie. Our team checks them within about one working day.</Trans>
      </Text>
      {failure}
      <Text weight="semibold">
        <Trans>Which document do you have at hand?</Trans>
      </Text>
      <Stack direction="horizontal" gap="md" wrap>
        {DOCUMENTS.map((documentType) => (
          <Button key={documentType} variant="secondary" onClick={() => send({ type: 'CHOOSE_DOCUMENT', documentType })}>
            {idDocumentTypeLabel(i18n, documentType)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

function Documents({ view, send, photoActions }: Pick<IdVerificationScreenProps, 'view' | 'send' | 'photoActions'>) {
  const { t, i18n } = useLingui();
  const record = view.record;
  if (!record) return null;
  const proof = view.phase === 'proofOfResidency' || record.status === 'pending_proof_of_residency';
  return (
    <Stack gap="lg">
      {proof ? (
        <Text>
          <Trans>Before they decide, our team needs a proof of residency: a photo of a recent utility bill, a bank statement or a residence certificate showing your name and address.</Trans>
        </Text>
      ) : (
        <RadioGroup
          label={t`Document`}
          orientation="horizontal"
          value={view.documentType ?? 'id_card'}
          disabled={view.busy}
          items={DOCUMENTS.map((documentType) => ({ value: documentType, label: idDocumentTypeLabel(i18n, documentType) }))}
          onValueChange={(value) => send({ type: 'CHOOSE_DOCUMENT', documentType: value as IdDocumentType })}
        />
      )}
      <div className={css.photos}>
        {view.photos.map((type) => (
          <IdPhotoField key={type} record={record} type={type} missing={view.missing.includes(type)} actions={photoActions} onChanged={(next) => send({ type: 'RECORD_CHANGED', record: next })} />
        ))}
      </div>
      {view.failure && (
        <Text role="alert" tone="danger">
          <Trans>Your photos could not be sent. Try again.</Trans>
        </Text>
      )}
      <div>
        <Button onClick={() => send({ type: 'SUBMIT' })} loading={view.phase === 'submitting'} disabled={view.busy && view.phase !== 'submitting'}>
          <Trans>Send for review</Trans>
        </Button>
      </div>
    </Stack>
  );
}

/** The verification page's body in every state of the machine. */
export function IdVerificationScreen({ view, send, returnTo, profileHref, photoActions }: IdVerificationScreenProps) {
  const { t, i18n } = useLingui();
  const statusLabel = idVerificationStatusLabel(i18n, view.status);
  const status = (
    <Text>
      <Trans>Status: {statusLabel}</Trans>
    </Text>
  );

  switch (view.phase) {
    case 'loading':
    case 'routing':
      return (
        <SkeletonGroup label={t`Loading your verification…`}>
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="rect" height={96} />
        </SkeletonGroup>
      );
    case 'loadFailed':
      return (
        <Stack gap="md" align="flex-start">
          <Text role="alert" tone="danger">
            <Trans>Your verification could not be loaded.</Trans>
          </Text>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      );
    case 'choosing':
    case 'requestingEid':
      return (
        <Stack gap="lg">
          {status}
          <ChooseMethod view={view} send={send} />
        </Stack>
      );
    case 'redirecting':
      return <Spinner label={t`Opening your e-ID…`} />;
    case 'finishingEid':
      return <Spinner label={t`Checking your e-ID…`} />;
    case 'eidFailed':
      return <EidFailure view={view} send={send} />;
    case 'startingManual':
      return <Spinner label={t`Preparing your document…`} />;
    case 'documents':
    case 'submitting':
    case 'proofOfResidency':
      return (
        <Stack gap="lg">
          {status}
          <Documents view={view} send={send} photoActions={photoActions} />
        </Stack>
      );
    case 'pending':
      return (
        <Stack gap="md" align="flex-start">
          <Callout tone="info" role="status">
            <Stack gap="sm">
              <Text weight="semibold">
                <Trans>Your verification is in progress</Trans>
              </Text>
              <Text>
                <Trans>We check your ID within about one working day and send you an e-mail with the result. You also see the status in your profile.</Trans>
              </Text>
            </Stack>
          </Callout>
          <Stack direction="horizontal" gap="md" wrap>
            <Button variant="secondary" onClick={() => send({ type: 'CHECK_AGAIN' })}>
              <Trans>Check again</Trans>
            </Button>
            {returnTo && (
              <ButtonLink to={returnTo} variant="secondary">
                <Trans>Back to your booking</Trans>
              </ButtonLink>
            )}
          </Stack>
        </Stack>
      );
    case 'approved':
      return (
        <Stack gap="md" align="flex-start">
          <Callout tone="success" role="status">
            <Trans>Your ID is verified.</Trans>
          </Callout>
          <BackToBooking returnTo={returnTo} profileHref={profileHref} />
        </Stack>
      );
    case 'denied':
      return (
        <Stack gap="md" align="flex-start">
          <Callout tone="danger" role="alert">
            <Trans>Your ID verification failed. Try again, or contact support.</Trans>
          </Callout>
          <Button onClick={() => send({ type: 'RETRY' })}>
            <Trans>Try again</Trans>
          </Button>
          <Support />
        </Stack>
      );
  }
}
