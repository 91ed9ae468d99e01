import { useLingui } from '@lingui/react/macro';
import { FormField } from '@/shared/ui/form-field';
import { Textarea } from '@/shared/ui/input';
import type { StepFieldsProps } from './basic-step';

/** 000 §3 "other information": the vehicle in the owner's words, without contact information (000 §5). */
export function DescriptionStep({ values, errors, onChange }: StepFieldsProps) {
  const { t } = useLingui();
  return (
    <FormField label={t`Description`} hint={t`What makes the vehicle good to travel in. No e-mail addresses, phone numbers or links.`} error={errors.description}>
      {(control) => <Textarea {...control} rows={8} maxLength={5000} value={values.description ?? ''} onChange={(event) => onChange('description', event.target.value)} />}
    </FormField>
  );
}
