import { msg } from '@lingui/core/macro';
import { isValidName } from '@/entities/user';
import { defineLabels } from '@/shared/lib/labels';

export type DriverNameError = 'required' | 'characters';

/** 002 §5: a person's name holds letters, spaces and - ' & . + only, and at least one letter. */
export function driverNameError(name: string): DriverNameError | undefined {
  if (name.trim() === '') return 'required';
  return isValidName(name) ? undefined : 'characters';
}

export const driverNameErrorLabel = defineLabels<DriverNameError>({
  required: msg`Enter the driver's full name.`,
  characters: msg`Use letters, spaces and - ' & . + only.`,
});
