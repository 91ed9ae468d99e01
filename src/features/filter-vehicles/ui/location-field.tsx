import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useRegionName } from '@/shared/lib/intl';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { loadPlaces, searchPlaces, type Place, type PlaceRow } from '@/entities/place';
import * as css from './filter-vehicles.css';

export interface LocationFieldProps {
  /** The chosen place's name (the `placeDescription` filter). */
  placeName: string | undefined;
  onChoose: (place: Place) => void;
  onClear: () => void;
}

/**
 * The place search (ARIA 1.2 combobox with a list): there is no geocoding endpoint, so it
 * searches an offline list of towns that loads on first focus. Only a place from the list
 * can be chosen; other text gets an error next to the field.
 */
export function LocationField({ placeName, onChoose, onClear }: LocationFieldProps) {
  const { t } = useLingui();
  const countryName = useRegionName();
  const listId = useId();
  const [text, setText] = useState(placeName ?? '');
  const [rows, setRows] = useState<readonly PlaceRow[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | undefined>();
  const loading = useRef(false);

  // A new place from the URL (back button, clear buttons) replaces what is typed.
  const [shownPlace, setShownPlace] = useState(placeName);
  if (shownPlace !== placeName) {
    setShownPlace(placeName);
    setText(placeName ?? '');
  }

  const load = () => {
    if (rows || loading.current) return;
    loading.current = true;
    loadPlaces()
      .then(setRows)
      .catch(() => setError(t`The list of places could not be loaded. Please try again.`))
      .finally(() => {
        loading.current = false;
      });
  };

  // A server-rendered page shows this field before its code has hydrated it. React keeps what was
  // typed by then in the box but not in the state, and the next render emptied it; the focus that
  // would have loaded the places was missed too. Taken up once, as if typed after.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const node = input.current;
    if (!node) return;
    const focused = document.activeElement === node;
    if (node.value !== text) {
      setText(node.value);
      setOpen(focused);
    }
    if (focused) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the field hydrates
  }, []);

  const options = rows && open ? searchPlaces(rows, text) : [];

  const choose = (place: Place) => {
    setText(place.name);
    setOpen(false);
    setActive(-1);
    setError(undefined);
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(options.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter') {
      const place = options[active] ?? (options.length > 0 && text.trim() !== '' ? options[0] : undefined);
      if (place) {
        event.preventDefault();
        choose(place);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const onBlur = () => {
    // A click on an option blurs the input first: let the click choose before closing.
    window.setTimeout(() => {
      setOpen(false);
      const typed = text.trim();
      if (typed === '' && placeName) onClear();
      else if (typed !== '' && typed !== placeName) setError(t`Choose a place from the list.`);
    }, 150);
  };

  return (
    <FormField label={<Trans>Where</Trans>} error={error}>
      {(control) => (
        <div className={css.combobox}>
          <div className={css.inputRow}>
            <Input
              {...control}
              ref={input}
              className={css.grow}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={options.length > 0}
              aria-controls={listId}
              aria-activedescendant={active >= 0 && options[active] ? `${listId}-${active}` : undefined}
              autoComplete="off"
              placeholder={t`Town or city`}
              value={text}
              onFocus={load}
              onChange={(event) => {
                setText(event.target.value);
                setOpen(true);
                setActive(-1);
                setError(undefined);
                load();
              }}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
            />
            {placeName && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  setText('');
                  setError(undefined);
                  onClear();
                }}
              >
                <Trans>Clear place</Trans>
              </Button>
            )}
          </div>
          <div id={listId} role="listbox" aria-label={t`Places`} className={css.listbox} hidden={options.length === 0}>
            {options.map((place, index) => (
              // Keys are handled by the input (aria-activedescendant), as the ARIA combobox pattern has it.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={`${place.name}-${place.country}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={css.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place)}
              >
                <span>{place.name}</span>
                <span className={css.optionCountry}>{countryName(place.country)}</span>
              </div>
            ))}
          </div>
        </div>
      )}
    </FormField>
  );
}
