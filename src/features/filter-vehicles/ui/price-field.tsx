import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent } from 'react';
import type { FilterState } from '@/entities/vehicle-search';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import * as css from './filter-vehicles.css';

type Price = FilterState['priceRange'];

export interface PriceFieldProps {
  value: Price;
  onChange: (value: Price) => void;
}

const WHOLE = /^\d{1,7}$/;
/** The open ends of a range with one side left empty: shown as empty fields again. */
const NO_MIN = 0;
const NO_MAX = 9_999_999;
const shownMin = (value: Price) => (value && value.min !== NO_MIN ? String(value.min) : '');
const shownMax = (value: Price) => (value && value.max !== NO_MAX ? String(value.max) : '');

/**
 * Price per night, lowest and highest, in whole units of the currency (000 §5 sends them ×100).
 * Applied when the user leaves a field or presses Enter; a wrong value gets its error beside it.
 */
export function PriceField({ value, onChange }: PriceFieldProps) {
  const { t } = useLingui();
  const [min, setMin] = useState(shownMin(value));
  const [max, setMax] = useState(shownMax(value));
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});

  // A new value from the URL (back button, clear buttons) replaces what is typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setMin(shownMin(value));
    setMax(shownMax(value));
  }

  const commit = () => {
    const lo = min.trim();
    const hi = max.trim();
    const next: { min?: string; max?: string } = {};
    if (lo !== '' && !WHOLE.test(lo)) next.min = t`Enter a whole number.`;
    if (hi !== '' && !WHOLE.test(hi)) next.max = t`Enter a whole number.`;
    if (!next.min && !next.max && lo !== '' && hi !== '' && Number(lo) > Number(hi)) next.max = t`The highest price must not be below the lowest.`;
    setErrors(next);
    if (next.min || next.max) return;
    if (lo === '' && hi === '') {
      if (value) onChange(undefined);
      return;
    }
    // One side left empty means no limit on that side.
    const range = { min: lo === '' ? NO_MIN : Number(lo), max: hi === '' ? NO_MAX : Number(hi) };
    if (!value || value.min !== range.min || value.max !== range.max) onChange(range);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <div className={css.priceRow}>
      <FormField label={<Trans>Lowest price per night</Trans>} error={errors.min}>
        {(control) => <Input {...control} inputMode="numeric" value={min} onChange={(e) => setMin(e.target.value)} onBlur={commit} onKeyDown={onKeyDown} />}
      </FormField>
      <FormField label={<Trans>Highest price per night</Trans>} error={errors.max}>
        {(control) => <Input {...control} inputMode="numeric" value={max} onChange={(e) => setMax(e.target.value)} onBlur={commit} onKeyDown={onKeyDown} />}
      </FormField>
    </div>
  );
}
