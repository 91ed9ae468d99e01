/** What the server's `Intl` answered: by formatter (its kind, locale and options), then by input. */
export type IntlAnswers = Record<string, Record<string, string>>;

let known: IntlAnswers = {};
let recording: IntlAnswers | undefined;

/**
 * A formatter's answer for an input: the server's when it gave one, else `compute()`'s. The first
 * `Intl` formatter of each kind a page makes costs far more than its answers: the engine lists the
 * locales it supports (≈25 ms on this machine, 75–90 ms of a hydration task at a phone's 3×
 * slowdown). A server-rendered page carries the answers it shows (`adoptIntlAnswers`), so
 * hydrating it makes no formatter; one is made when an input the server did not show is asked.
 */
export function intlAnswer(formatter: string, input: string, compute: () => string): string {
  const given = known[formatter]?.[input];
  if (given !== undefined) return given;
  const text = compute();
  if (recording) (recording[formatter] ??= {})[input] = text;
  return text;
}

/**
 * On the server: notes every answer given from now on, for the page to carry. Renders are taken
 * one at a time, so one record at a time is enough. Returns the function that stops it.
 */
export function recordIntlAnswers(): () => IntlAnswers {
  const record: IntlAnswers = {};
  recording = record;
  return () => {
    if (recording === record) recording = undefined;
    return record;
  };
}

/**
 * In the browser, before hydrating: the server's answers stand for those inputs. They stay
 * afterwards: the same formatter answers the same for the same input, and the page's lazy parts
 * hydrate later.
 */
export function adoptIntlAnswers(answers: IntlAnswers): void {
  known = answers;
}
