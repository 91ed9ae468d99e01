import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_PEOPLE, OLDEST_MODEL_YEAR, modelYearProblem, type VehicleChanges } from '@/entities/vehicle';

export type EditorField = 'subType' | 'brandId' | 'model' | 'modelYear' | 'registrationCountry' | 'licensePlate' | 'sitsNumber' | 'sleepsNumber' | 'description';

/** The fields of each step, in the order the step shows them (the first refused one gets the focus). */
export const STEP_FIELDS = {
  basic: ['subType', 'brandId', 'model', 'modelYear', 'registrationCountry', 'licensePlate', 'sitsNumber', 'sleepsNumber'],
  availability: [],
  description: ['description'],
  activation: [],
} as const satisfies Record<string, readonly EditorField[]>;

export const MODEL_YEAR_TOO_OLD = msg`The model year is too old: ${OLDEST_MODEL_YEAR} or later.`;
export const MODEL_YEAR_IN_FUTURE = msg`The model year cannot be in the future.`;
export const PLATE_USED = msg`This registration number is already used by another vehicle.`;
export const CONTACT_INFO = msg`Leave out e-mail addresses, phone numbers and other contact details.`;
const COUNT_RANGE = msg`Enter a number from 0 to ${MAX_PEOPLE}.`;
const SUBTYPE_MISSING = msg`Choose the type of vehicle.`;

const isCount = (value: unknown) => value === null || value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_PEOPLE);

/** What the browser can tell before a save (000 §5): a type for a new listing, the model year, the counts. */
export function fieldProblems(values: VehicleChanges, { isNew, now }: { isNew: boolean; now: Date }): Partial<Record<EditorField, MessageDescriptor>> {
  const problems: Partial<Record<EditorField, MessageDescriptor>> = {};
  if (isNew && !values.subType) problems.subType = SUBTYPE_MISSING;
  const year = values.modelYear;
  if (typeof year === 'number') {
    const problem = Number.isInteger(year) ? modelYearProblem(year, now) : 'too_old';
    if (problem) problems.modelYear = problem === 'too_old' ? MODEL_YEAR_TOO_OLD : MODEL_YEAR_IN_FUTURE;
  }
  if (!isCount(values.sitsNumber)) problems.sitsNumber = COUNT_RANGE;
  if (!isCount(values.sleepsNumber)) problems.sleepsNumber = COUNT_RANGE;
  return problems;
}
