import { act, render } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Input } from '../input';
import { NativeSelect } from '../select';

const ITEMS = [
  { value: 'motorhome', label: 'Motorhome' },
  { value: 'campervan', label: 'Campervan' },
];

const vehicleType = (value: string, onValueChange: (value: string) => void = () => undefined) => (
  <NativeSelect aria-label="Vehicle type" items={ITEMS} value={value} onValueChange={onValueChange} />
);

/** A controlled text field that shows what its page made of the value (the search's place). */
function PlaceField({ onPlace = () => undefined }: { onPlace?: (place: string) => void }): ReactElement {
  const [place, setPlace] = useState('');
  return (
    <Input
      aria-label="Where"
      value={place}
      onChange={(event) => {
        setPlace(event.target.value);
        onPlace(event.target.value);
      }}
    />
  );
}

let container: HTMLElement;
afterEach(() => container.remove());

/** The server's HTML in the document, as the browser shows it before the page's code has come. */
function serverRendered<E extends HTMLInputElement | HTMLSelectElement>(element: ReactElement, selector: 'input' | 'select'): E {
  container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const field = container.querySelector<E>(selector);
  if (!field) throw new Error(`The server rendered no ${selector}`);
  return field;
}

async function hydrate(element: ReactElement): Promise<void> {
  await act(async () => {
    hydrateRoot(container, element);
  });
}

describe('a select on a server-rendered page', () => {
  it('a choice made before the page hydrated is taken once it has (it was lost: the search stayed on motorhomes)', async () => {
    const select = serverRendered<HTMLSelectElement>(vehicleType('motorhome'), 'select');
    select.value = 'campervan';
    select.dispatchEvent(new Event('change', { bubbles: true }));

    const onValueChange = vi.fn();
    await hydrate(vehicleType('motorhome', onValueChange));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('campervan');
  });

  it('an untouched select hydrates without a change', async () => {
    serverRendered(vehicleType('motorhome'), 'select');
    const onValueChange = vi.fn();
    await hydrate(vehicleType('motorhome', onValueChange));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('a value that none of the options holds is not replaced by the option shown', async () => {
    serverRendered(vehicleType('caravan'), 'select');
    const onValueChange = vi.fn();
    await hydrate(vehicleType('caravan', onValueChange));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('a text field on a server-rendered page', () => {
  it('what was typed before the page hydrated reaches the page once it has, and stays in the field', async () => {
    const input = serverRendered<HTMLInputElement>(<PlaceField />, 'input');
    input.value = 'Oslo';

    const onPlace = vi.fn();
    await hydrate(<PlaceField onPlace={onPlace} />);
    expect(onPlace).toHaveBeenCalledExactlyOnceWith('Oslo');
    expect(input).toHaveValue('Oslo');
  });
});

describe('a field rendered in the browser', () => {
  it('reports nothing where the browser shows its value otherwise (letters in a number field)', () => {
    container = document.createElement('div');
    const onChange = vi.fn();
    render(<Input aria-label="Price" type="number" value="abc" onChange={onChange} />, { container: document.body.appendChild(container) });
    expect(onChange).not.toHaveBeenCalled();
  });
});
