import { EDITOR_STEPS, type EditorStep, type VehicleEditorEvent, type VehicleEditorView } from '@machines/vehicle-editor';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { subTypeLabel, vehicleBlockReasonLabel, vehicleName, vehicleStatusLabel, type EditorSection } from '@/entities/vehicle';
import { SUPPORT_EMAIL } from '@/shared/config';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Dialog } from '@/shared/ui/dialog';
import { Link } from '@/shared/ui/link';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { activationFailure } from '../model/activation-failure';
import { editorSectionLabel } from '../model/section-labels';
import { readDeactivationDraft } from '../model/deactivation-draft';
import { DeactivateDialog } from './deactivate-dialog';
import * as css from './availability-step.css';

export interface ActivationStepProps {
  view: VehicleEditorView;
  send: (event: VehicleEditorEvent) => void;
  hrefOf: (step: EditorStep) => string;
}

const isStep = (section: EditorSection): section is EditorStep => (EDITOR_STEPS.order as readonly string[]).includes(section);

/**
 * 000 §2 "publish": what still stands between the vehicle and the marketplace (from the API's
 * `infoStatuses`, each with a link to its step), publishing after the verify-vehicle check,
 * deactivating with a reason and an explanation, and the provider's block with "contact support".
 */
export default function ActivationStep({ view, send, hrefOf }: ActivationStepProps) {
  const { t, i18n } = useLingui();
  const [verifying, setVerifying] = useState(false);
  // A dialog left half filled in (a reload, a lost connection) opens again with what was typed.
  const [deactivating, setDeactivating] = useState(() => view.vehicle?.isActive === true && readDeactivationDraft(view.vehicle.id) !== null);
  const vehicle = view.vehicle;
  if (!vehicle) return null;
  const failure = activationFailure(view.failure);
  const blockReason = vehicle.blockReason ?? failure?.blockReason ?? null;
  const missing = failure?.missing ?? view.missing;
  const name = vehicleName(vehicle) ?? subTypeLabel(i18n, vehicle.subType);
  const status = vehicleStatusLabel(i18n, vehicle.status);
  const supportHref = `mailto:${SUPPORT_EMAIL}`;
  const code = failure?.code ?? '';

  return (
    <Stack gap="lg">
      <Text>
        <Trans>
          Status: <strong>{status}</strong>
        </Trans>
      </Text>
      {blockReason ? (
        <Callout tone="danger" role="alert">
          <Text weight="bold">{vehicleBlockReasonLabel(i18n, blockReason)}</Text>
          <Text>{t`Only our support team can publish this vehicle again.`}</Text>
          <Link to={supportHref}>{t`Contact support`}</Link>
        </Callout>
      ) : vehicle.isActive ? (
        <Stack gap="md" align="flex-start">
          <Text>{t`Your vehicle is published: renters can find and book it.`}</Text>
          {failure?.kind === 'openBookings' && (
            <Callout tone="danger" role="alert">
              <Text>{t`This vehicle has open bookings, so it cannot be deactivated.`}</Text>
              <Text size="sm">{t`Deactivate it once its bookings have ended or been cancelled.`}</Text>
            </Callout>
          )}
          {failure?.kind === 'other' && (
            <Callout tone="danger" role="alert">
              <Text>{t`The vehicle could not be deactivated. Please try again.`}</Text>
              <Text size="sm">{t`Error code: ${code}`}</Text>
            </Callout>
          )}
          <Button variant="secondary" loading={view.activating === false} onClick={() => setDeactivating(true)} disabled={!view.canDeactivate && view.activating === null}>
            <Trans>Deactivate the vehicle</Trans>
          </Button>
        </Stack>
      ) : (
        <Stack gap="md" align="flex-start">
          {failure?.kind === 'incomplete' && (
            <Callout tone="danger" role="alert">
              <Text>{t`Your vehicle could not be published: some sections are not complete.`}</Text>
            </Callout>
          )}
          {failure?.kind === 'other' && (
            <Callout tone="danger" role="alert">
              <Text>{t`Your vehicle could not be published. Please try again.`}</Text>
              <Text size="sm">{t`Error code: ${code}`}</Text>
            </Callout>
          )}
          {missing.length > 0 ? (
            <>
              <Text>{t`Complete these sections to publish your vehicle:`}</Text>
              <ul className={css.list} aria-label={t`Sections to complete`}>
                {missing.map((section) => (
                  <li key={section} className={css.item}>
                    {isStep(section) ? <Link to={hrefOf(section)}>{editorSectionLabel(i18n, section)}</Link> : <Text>{editorSectionLabel(i18n, section)}</Text>}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <Text>{t`Every section is complete. Publish the vehicle and renters can find and book it.`}</Text>
          )}
          {view.dirty && <Text tone="muted">{t`Save your changes in the other sections first.`}</Text>}
          {missing.length === 0 && (
            <Button loading={view.activating === true} disabled={!view.canPublish && view.activating === null} onClick={() => setVerifying(true)}>
              <Trans>Publish the vehicle</Trans>
            </Button>
          )}
        </Stack>
      )}
      <Text size="sm" tone="success" role="status">
        {view.saved ? (vehicle.isActive ? t`Your vehicle is published.` : t`Your vehicle is deactivated.`) : ''}
      </Text>

      <Dialog open={verifying} onOpenChange={setVerifying} size="md" title={t`Check your vehicle before publishing`} description={t`Renters find it in search as soon as it is published.`}>
        <Stack gap="md">
          <dl className={css.facts}>
            <dt>{t`Vehicle`}</dt>
            <dd>{name}</dd>
            <dt>{t`Type of vehicle`}</dt>
            <dd>{subTypeLabel(i18n, vehicle.subType)}</dd>
            {vehicle.modelYear != null && (
              <>
                <dt>{t`Model year`}</dt>
                <dd>{vehicle.modelYear}</dd>
              </>
            )}
            {vehicle.licensePlate && (
              <>
                <dt>{t`Registration number`}</dt>
                <dd>{vehicle.licensePlate}</dd>
              </>
            )}
          </dl>
          <Text size="sm">{t`By publishing you confirm that the details are correct and that you may rent out this vehicle.`}</Text>
          <Stack direction="horizontal" gap="sm" justify="flex-end" wrap>
            <Button variant="secondary" onClick={() => setVerifying(false)}>
              <Trans>Back to the editor</Trans>
            </Button>
            <Button
              onClick={() => {
                setVerifying(false);
                send({ type: 'PUBLISH' });
              }}
            >
              <Trans>Publish now</Trans>
            </Button>
          </Stack>
        </Stack>
      </Dialog>
      {deactivating && (
        <DeactivateDialog
          vehicleId={vehicle.id}
          onClose={() => setDeactivating(false)}
          onDeactivate={(reason, explanation) => {
            setDeactivating(false);
            send({ type: 'DEACTIVATE', reason, explanation });
          }}
        />
      )}
    </Stack>
  );
}
