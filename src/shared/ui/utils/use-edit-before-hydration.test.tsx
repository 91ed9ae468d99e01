import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useState, type ReactElement } from 'react';
import { Input } from '../input';
import { NativeSelect } from '../select';

const ITEMS = [
  { value: 'motorhome', label: 'Motorhome' },
  { value: 'campervan', label: 'Campervan' },
];

const vehicleType = (value: string, onValueChange: (value: string) => void) => <NativeSelect aria-label="Vehicle type" items={ITEMS} value={value} onValueChange={onValueChange} />;

/** The server's HTML in the document, as the browser shows it before the page's code has come. */
function serverRendered(value: string): { container: HTMLElement; select: HTMLSelectElement } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(vehicleType(value, () => undefined));
  document.body.append(container);
  const select = container.querySelector('select');
  if (!select) throw new Error('The server rendered no select');
  return { container, select };
}

async function hydrate(container: HTMLElement, value: string, onValueChange: (value: string) => void): Promise<void> {
  await act(async () => {
    hydrateRoot(container, vehicleType(value, onValueChange));
  });
}

describe('a select on a server-rendered page', () => {
  it('a choice made before the page hydrated is taken once it has (it was lost: the search stayed on motorhomes)', async () => {
    const { container, select } = serverRendered('motorhome');
    select.value = 'campervan';
    select.dispatchEvent(new Event('change', { bubbles: true }));

    const onValueChange = vi.fn();
    await hydrate(container, 'motorhome', onValueChange);
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('campervan');
    container.remove();
  });

  it('an untouched select hydrates without a change', async () => {
    const { container } = serverRendered('motorhome');
    const onValueChange = vi.fn();
    await hydrate(container, 'motorhome', onValueChange);
    expect(onValueChange).not.toHaveBeenCalled();
    container.remove();
  });

  it('a value that none of the options holds is not replaced by the first option', () => {
    const onValueChange = vi.fn();
    render(vehicleType('caravan', onValueChange));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

/** A controlled text field that shows what its page made of the value (the search's place). */
function PlaceField({ onPlace }: { onPlace: (place: string) => void }): ReactElement {
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

describe('a text field on a server-rendered page', () => {
  it('what was typed before the page hydrated reaches the page once it has, and stays in the field', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PlaceField onPlace={() => undefined} />);
    document.body.append(container);
    const input = container.querySelector('input');
    if (!input) throw new Error('The server rendered no input');
    input.value = 'Oslo';

    const onPlace = vi.fn();
    await act(async () => {
      hydrateRoot(container, <PlaceField onPlace={onPlace} />);
    });
    expect(onPlace).toHaveBeenCalledExactlyOnceWith('Oslo');
    expect(input).toHaveValue('Oslo');
    container.remove();
  });
});
