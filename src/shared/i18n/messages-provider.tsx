import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { startTransition, useEffect, useState, type ContextType, type ReactNode } from 'react';

type LinguiContextValue = NonNullable<ContextType<typeof LinguiContext>>;

interface Snapshot {
  context: LinguiContextValue;
  locale: string;
  version: number;
}

// How many changes each i18n has announced. Lingui merges a loaded catalog into the locale's
// messages in place, so nothing else tells a snapshot from before a load from one after it.
const versions = new WeakMap<I18n, { value: number }>();

function versionOf(i18n: I18n): number {
  let version = versions.get(i18n);
  if (!version) {
    const counter = { value: 0 };
    i18n.on('change', () => {
      counter.value += 1;
    });
    versions.set(i18n, counter);
    version = counter;
  }
  return version.value;
}

// A new `i18n` identity on every change (what Lingui's own provider does), so that components
// memoising on it recompute their texts.
const snapshotOf = (i18n: I18n): Snapshot => ({
  context: { i18n: new Proxy(i18n, {}), _: i18n.t.bind(i18n) },
  locale: i18n.locale,
  version: versionOf(i18n),
});

export interface MessagesProviderProps {
  i18n: I18n;
  children: ReactNode;
}

/**
 * Lingui's context, re-rendered in a transition when a catalog loads or the locale changes.
 * Lingui's own provider reads `i18n` as an external store, which React re-renders synchronously:
 * every catalog a page loads redrew the whole app in one task, with the page that waited for the
 * catalog mounting inside it (hundreds of milliseconds on a phone). Here the redraw is
 * interruptible, and the texts of the new catalog appear in the same frame or the next.
 */
export function MessagesProvider({ i18n, children }: MessagesProviderProps) {
  const [snapshot, setSnapshot] = useState(() => snapshotOf(i18n));

  useEffect(() => {
    const update = () => startTransition(() => setSnapshot(snapshotOf(i18n)));
    const unsubscribe = i18n.on('change', update);
    // A catalog that arrived between the first render and this effect.
    startTransition(() => setSnapshot((current) => (current.version === versionOf(i18n) ? current : snapshotOf(i18n))));
    return unsubscribe;
  }, [i18n]);

  if (!snapshot.locale) return null;
  return <LinguiContext.Provider value={snapshot.context}>{children}</LinguiContext.Provider>;
}
