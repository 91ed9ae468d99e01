import { useLingui } from '@lingui/react/macro';
import { cancellationPolicyOf, refundRowLabel, refundRows, refundTable } from '@/entities/booking';
import { cancellationPolicyLabel } from '@/entities/vehicle';
import { useLocaleInfo } from '@/shared/i18n';
import { labelledOptions } from '@/shared/lib/labels';
import { NativeRadioGroup } from '@/shared/ui/radio-group';
import { Text } from '@/shared/ui/text';
import type { StepFieldsProps } from './basic-step';
import * as css from './vehicle-editor.css';

// Most generous first; strict is what a vehicle without a policy gets (000 §3).
const POLICIES = ['flex', 'standard', 'strict'] as const;

/** 000 §3 cancellation policy, with the refunds its renters get (001 §9's table, the booking entity's rule). */
export function CancellationStep({ values, onChange }: StepFieldsProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const policy = cancellationPolicyOf(values.cancellationPolicy);
  const name = cancellationPolicyLabel(i18n, policy);
  return (
    <>
      <NativeRadioGroup label={t`Cancellation policy`} items={labelledOptions(i18n, POLICIES, cancellationPolicyLabel)} value={policy} onValueChange={(next) => onChange('cancellationPolicy', next)} />
      <section aria-labelledby="refunds-heading">
        <Text id="refunds-heading" weight="semibold">{t`What renters get back with ${name}`}</Text>
        <ul className={css.refunds}>
          {refundRows(refundTable(policy)).map((row) => (
            <li key={row.fromDays}>{refundRowLabel(i18n, intl, row)}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
