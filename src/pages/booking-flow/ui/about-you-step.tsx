import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { aboutYouInputOf, aboutYouProblems, requiredLicenceCategory } from '@/entities/cart';
import { holdsContactInfo } from '@/entities/user';
import { useAboutYouMessages, useFailureMessage } from '@/features/request-booking';
import { focusFirstInvalid } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { FormField } from '@/shared/ui/form-field';
import { Heading } from '@/shared/ui/heading';
import { Textarea } from '@/shared/ui/input';
import { RadioGroup } from '@/shared/ui/radio-group';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-flow.css';
import type { StepProps } from './flow-types';
import { StepActions } from './step-actions';

/** 001 §5: destination, message to the owner, licence and towing confirmations, travel-abroad choice. */
export function AboutYouStep({ view, send }: StepProps) {
  const { t } = useLingui();
  const messageOf = useAboutYouMessages();
  const failureText = useFailureMessage();
  const [tried, setTried] = useState(false);
  // Each refused Continue: focus to the first answer missing, once its error has rendered.
  const [attempts, setAttempts] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempts > 0) focusFirstInvalid(form.current);
  }, [attempts]);
  const { cart } = view;
  const vehicle = cart.cartVehicle;
  if (!vehicle) return null;
  const input = aboutYouInputOf(cart.pendingBookingRequest, cart.pendingMessage);
  const problems = aboutYouProblems(input, vehicle, holdsContactInfo);
  // A contact detail is pointed out at once; missing answers once the renter tries to go on.
  const shown = (field: keyof typeof problems) => (tried || problems[field] === 'contact_info_not_allowed' ? problems[field] : undefined);
  const errorOf = (field: keyof typeof problems) => {
    const problem = shown(field);
    return problem ? messageOf(problem) : undefined;
  };
  const category = requiredLicenceCategory(vehicle);
  const yesNo = [
    { value: 'yes', label: t`Yes` },
    { value: 'no', label: t`No` },
  ];
  const boolValue = (value: boolean | null) => (value === null ? undefined : value ? 'yes' : 'no');

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        setAttempts((count) => count + 1);
        send({ type: 'NEXT' });
      }}
    >
      <Stack gap="lg">
        <Heading level={1}>
          <Trans>About you</Trans>
        </Heading>
        <div>
          <RadioGroup
            label={t`Are you going abroad?`}
            items={yesNo}
            value={boolValue(input.destinationAbroad)}
            onValueChange={(value) => send({ type: 'UPDATE_ABOUT_YOU', patch: { destinationAbroad: value === 'yes' } })}
            error={errorOf('destinationAbroad')}
          />
        </div>
        {input.destinationAbroad === true && (
          <div>
            <RadioGroup
              label={t`Do you want travel-abroad protection?`}
              items={yesNo}
              value={boolValue(input.travelAbroad)}
              onValueChange={(value) => send({ type: 'UPDATE_ABOUT_YOU', patch: { travelAbroad: value === 'yes' } })}
              error={errorOf('travelAbroad')}
            />
          </div>
        )}
        <FormField label={t`Message to the owner`} hint={t`Tell the owner about your trip. Contact information is not allowed.`} error={errorOf('message')}>
          {(control) => (
            <Textarea
              {...control}
              className={css.textarea}
              value={input.message}
              onChange={(event) => send({ type: 'UPDATE_ABOUT_YOU', patch: { message: event.target.value } })}
            />
          )}
        </FormField>
        <div>
          <Checkbox
            label={
              category === 'C'
                ? t`I have held a category C driving licence for at least 3 years, issued in the EU/EEA, the UK, Switzerland, Australia, New Zealand, Canada or the USA, or a valid international licence.`
                : t`I have held a category B driving licence for at least 3 years, issued in the EU/EEA, the UK, Switzerland, Australia, New Zealand, Canada or the USA, or a valid international licence.`
            }
            checked={input.drivingLicenseConfirmed}
            onCheckedChange={(checked) => send({ type: 'UPDATE_ABOUT_YOU', patch: { drivingLicenseConfirmed: checked } })}
            error={errorOf('drivingLicenseConfirmed')}
          />
        </div>
        {vehicle.subType === 'caravan' && (
          <div>
            <Checkbox
              label={t`My driving licence allows me to tow this caravan.`}
              checked={input.caravanTowingConfirmed}
              onCheckedChange={(checked) => send({ type: 'UPDATE_ABOUT_YOU', patch: { caravanTowingConfirmed: checked } })}
              error={errorOf('caravanTowingConfirmed')}
            />
          </div>
        )}
        {view.failure && (
          <Text role="alert" className={css.error}>
            {failureText(view.failure.slug)}
          </Text>
        )}
        <StepActions
          view={view}
          send={send}
          primary={
            <Button type="submit">
              <Trans>Continue</Trans>
            </Button>
          }
        />
      </Stack>
    </form>
  );
}
