import { useEffect, useRef, type RefObject } from 'react';
import { useIsHydrated } from 'radix-ui/internal';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * On a server-rendered page the browser's fields work before the page's code has come. What the
 * visitor types or chooses then stays on screen, but React hydrates with the value it rendered and
 * never hears of the change: the visitor sees "Campervan" while the page searches motorhomes.
 *
 * After a field's hydration this hands the change to React as if it were made now: React's own
 * value goes back in (through the element's tracked setter, so React believes it is shown), the
 * visitor's is put back past React (the prototype's setter), and the field's event is sent.
 * A field rendered in the browser is left alone: only the server's HTML can hold a visitor's edit,
 * and a value the browser shows otherwise (letters in a number field) is not one.
 */
export function useEditBeforeHydration<E extends Field>(value: unknown): RefObject<E | null> {
  const ref = useRef<E>(null);
  // False only while React hydrates the server's HTML; the first render's answer is kept.
  const hydrating = useRef(!useIsHydrated()).current;
  useEffect(() => {
    const field = ref.current;
    if (!hydrating || !field || value === undefined || value === null) return;
    const rendered = String(value);
    if (field.value === rendered) return;
    const isSelect = field instanceof HTMLSelectElement;
    // A select told a value none of its options holds shows another: not the visitor's doing.
    if (isSelect && ![...field.options].some((option) => option.value === rendered)) return;
    const edited = field.value;
    field.value = rendered;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, edited);
    field.dispatchEvent(new Event(isSelect ? 'change' : 'input', { bubbles: true }));
    // Only the first render can meet the server's HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
