import * as v from 'valibot';
import { isValidName, normalizeName } from '@/entities/user';

export interface SelectNameValues {
  firstName: string;
  lastName: string;
}

export type SelectNameError = 'required' | 'characters';

const name = v.pipe(v.string(), v.trim(), v.nonEmpty<string, SelectNameError>('required'), v.check<string, SelectNameError>(isValidName, 'characters'));

/** 002 §5's name rule for both names; both are required (002 §5: the profile's mandatory fields). */
export const selectNameSchema = v.object({ firstName: name, lastName: name });

/** What PUT /me gets: the names as the API keeps them (typed apostrophe, single spaces). */
export const selectedNameOf = (values: SelectNameValues) => ({ firstName: normalizeName(values.firstName), lastName: normalizeName(values.lastName) });

/** Kept per tab until saved, so a reload or a lost connection loses nothing typed. */
export const SELECT_NAME_DRAFT_KEY = 'select-name-draft';
