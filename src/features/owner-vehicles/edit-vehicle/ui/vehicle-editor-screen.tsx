import type { EditorStep, VehicleEditorEvent, VehicleEditorView } from '@machines/vehicle-editor';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import type { components } from '@/shared/api';
import { changedFields, subTypeLabel, vehicleName, type VehicleChanges } from '@/entities/vehicle';
import { focusFirstInvalid } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { Dialog } from '@/shared/ui/dialog';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { useHeightProperty } from '@/shared/ui/utils';
import { STEP_FIELDS, fieldProblems, type EditorField, type FieldValue } from '../model/field-problems';
import { refusedFields } from '../model/refused-fields';
import { editorSectionLabel } from '../model/section-labels';
import { BasicStep, type StepFieldsProps } from './basic-step';
import { DescriptionStep } from './description-step';
import * as css from './vehicle-editor.css';

// Steps that are more than fields load when opened (each a chunk of its own).
const AvailabilityStep = lazy(() => import('./availability-step'));
const ActivationStep = lazy(() => import('./activation-step'));
const PhotosStep = lazy(() => import('./photos-step'));
// The owner's add-ons, under the equipment step's fields: saved one by one, not by the step's Save.
const AddonsPanel = lazy(() => import('./part-c-steps').then((m) => ({ default: m.AddonsPanel })));

type Brand = components['schemas']['AssetBrand'];

// The first step opens with the page; every other step's fields are a chunk of their own, loaded when opened.
const STEP_FIELDS_OF: Record<Exclude<EditorStep, 'availability' | 'activation' | 'images'>, ComponentType<StepFieldsProps>> = {
  basic: BasicStep,
  equipment: lazy(() => import('./vehicle-facts-steps').then((m) => ({ default: m.EquipmentStep }))),
  location: lazy(() => import('./part-c-steps').then((m) => ({ default: m.LocationStep }))),
  insurance: lazy(() => import('./part-c-steps').then((m) => ({ default: m.InsuranceStep }))),
  pricing: lazy(() => import('./pricing-step').then((m) => ({ default: m.PricingStep }))),
  rules: lazy(() => import('./rules-step').then((m) => ({ default: m.RulesStep }))),
  cancellation: lazy(() => import('./cancellation-step').then((m) => ({ default: m.CancellationStep }))),
  checkinCheckout: lazy(() => import('./checkin-checkout-step').then((m) => ({ default: m.CheckinCheckoutStep }))),
  description: DescriptionStep,
};

export interface VehicleEditorScreenProps {
  view: VehicleEditorView;
  send: (event: VehicleEditorEvent) => void;
  /** The address of a step's page. */
  hrefOf: (step: EditorStep) => string;
  brands?: readonly Brand[] | undefined;
  now?: Date;
}

/** What the editor shows: its steps with their completion, the step's fields, saving and leaving (000 §2). */
export function VehicleEditorScreen({ view, send, hrefOf, brands, now = new Date() }: VehicleEditorScreenProps) {
  const { t, i18n } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  // The sticky Save bar's height (its status wraps on a phone): a focused field, or what a step
  // scrolls into view, stays above it.
  const actions = useRef<HTMLDivElement>(null);
  useHeightProperty(actions, '--page-bottom-bar');
  // What the browser found wrong at the last save, until the owner changes the field.
  const [problems, setProblems] = useState<Partial<Record<EditorField, string>>>({});
  const isNew = view.vehicleId === null;

  const refused = view.failure ? refusedFields(view.failure, STEP_FIELDS[view.step]) : undefined;
  const errors: Partial<Record<EditorField, string>> = {
    ...Object.fromEntries(Object.entries(refused?.errors ?? {}).map(([field, message]) => [field, i18n._(message)])),
    ...problems,
  };
  const code = view.failure?.slug ?? '';
  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (errorCount > 0) focusFirstInvalid(form.current);
  }, [errorCount, view.failure]);

  // Several fields in one change (suggested prices): one after another would each start from this render's values.
  const changeMany = (fields: Partial<Record<EditorField, FieldValue>>) => {
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in fields))));
    send({ type: 'CHANGE', changes: changedFields(view.vehicle, { ...view.values, ...fields } as VehicleChanges) });
  };
  const change = (field: EditorField, value: FieldValue) => changeMany({ [field]: value });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldProblems(view.values, { isNew, now, step: view.step });
    setProblems(Object.fromEntries(Object.entries(found).map(([field, message]) => [field, i18n._(message)])));
    if (Object.keys(found).length === 0) send({ type: 'SAVE' });
  };

  const name = view.vehicle ? (vehicleName(view.vehicle) ?? subTypeLabel(i18n, view.vehicle.subType)) : undefined;
  const title = name ? t`Edit ${name}` : t`List your vehicle`;

  if (view.phase === 'loading' || view.phase === 'starting') {
    return (
      <SkeletonGroup label={t`Loading the vehicle`}>
        <Skeleton shape="rect" height="2.5rem" />
        <Skeleton shape="rect" height="16rem" />
      </SkeletonGroup>
    );
  }
  if (view.phase === 'loadFailed') {
    return (
      <Stack gap="md" align="flex-start">
        <Heading level={1}>{t`Edit your vehicle`}</Heading>
        <Callout tone="danger" role="alert">
          <Text>{view.failure?.status === 404 ? t`Vehicle not found.` : t`The vehicle could not be loaded.`}</Text>
        </Callout>
        <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  }

  // Availability, photos and publishing are not fields of the form (their own sections below); without a vehicle they show basic data's.
  const StepFields = STEP_FIELDS_OF[view.step === 'availability' || view.step === 'activation' || view.step === 'images' ? 'basic' : view.step];
  return (
    <Stack gap="lg">
      <title>{`${title} | Campershare`}</title>
      <Heading level={1}>{title}</Heading>
      <div className={css.layout}>
        <nav aria-label={t`Sections`}>
          <ol className={css.steps}>
            {view.steps.map(({ step, complete, open }) => (
              <li key={step} className={css.stepItem}>
                {open && step !== view.step ? <Link to={hrefOf(step)}>{editorSectionLabel(i18n, step)}</Link> : <span aria-current={step === view.step ? 'step' : undefined}>{editorSectionLabel(i18n, step)}</span>}
                <span className={css.stepState}>{complete ? t`Complete` : open ? t`To do` : t`After the first save`}</span>
              </li>
            ))}
          </ol>
        </nav>
        {(view.step === 'availability' || view.step === 'activation' || view.step === 'images') && view.vehicleId !== null ? (
          <section className={css.form} aria-labelledby="editor-step-heading">
            <Heading level={2} size="md" id="editor-step-heading">
              {editorSectionLabel(i18n, view.step)}
            </Heading>
            <Suspense fallback={<Skeleton shape="rect" height="20rem" />}>
              {view.step === 'availability' ? (
                <AvailabilityStep vehicleId={view.vehicleId} now={now} vehicleName={name} country={view.vehicle?.country} />
              ) : view.step === 'images' ? (
                <PhotosStep vehicleId={view.vehicleId} vehicle={view.vehicle} send={send} />
              ) : (
                <ActivationStep view={view} send={send} hrefOf={hrefOf} />
              )}
            </Suspense>
          </section>
        ) : (
          <div className={css.column}>
          <form ref={form} className={css.form} onSubmit={save} noValidate aria-labelledby="editor-step-heading">
            <Heading level={2} size="md" id="editor-step-heading">
              {editorSectionLabel(i18n, view.step)}
            </Heading>
            <Suspense fallback={<Skeleton shape="rect" height="12rem" />}>
              <StepFields values={view.values} errors={errors} onChange={change} brands={brands} vehicle={view.vehicle} onChangeMany={changeMany} onVehicleChanged={(vehicle) => send({ type: 'VEHICLE_CHANGED', vehicle })} />
            </Suspense>
            {refused?.rest && view.phase !== 'saveFailed' && (
              <Callout tone="danger" role="alert">
                <Text>{code === 'vehicle_limit_reached' ? t`Your account can have one vehicle only.` : t`Your changes could not be saved.`}</Text>
                <Text size="sm">{t`Error code: ${code}`}</Text>
              </Callout>
            )}
            {view.phase === 'saveFailed' && (
              <Callout tone="danger" role="alert">
                <Text>{t`Your changes could not be saved. They are kept in this browser: try again when you are back online.`}</Text>
              </Callout>
            )}
            <div className={css.actions} ref={actions}>
              {view.phase === 'saveFailed' ? (
                <Button type="button" onClick={() => send({ type: 'RETRY' })}>
                  <Trans>Try again</Trans>
                </Button>
              ) : (
                <Button type="submit" loading={view.phase === 'saving'}>
                  <Trans>Save</Trans>
                </Button>
              )}
              <Text size="sm" tone="muted" role="status">
                {view.saved ? t`Saved.` : view.dirty ? t`Unsaved changes are kept in this browser until you save.` : ''}
              </Text>
            </div>
          </form>
          {view.step === 'equipment' && view.vehicle && (
            <Suspense fallback={<Skeleton shape="rect" height="8rem" />}>
              <AddonsPanel vehicleId={view.vehicle.id} currency={view.vehicle.currency} />
            </Suspense>
          )}
          </div>
        )}
      </div>
      <Dialog
        open={view.phase === 'confirmingLeave'}
        onOpenChange={(open) => {
          if (!open) send({ type: 'STAY' });
        }}
        size="sm"
        title={t`Leave without saving?`}
        description={t`Your changes to this vehicle are not saved yet.`}
      >
        <Stack direction="horizontal" gap="sm" justify="flex-end" wrap>
          <Button variant="secondary" onClick={() => send({ type: 'STAY' })}>
            <Trans>Stay</Trans>
          </Button>
          <Button variant="danger" onClick={() => send({ type: 'DISCARD' })}>
            <Trans>Leave without saving</Trans>
          </Button>
        </Stack>
      </Dialog>
    </Stack>
  );
}
