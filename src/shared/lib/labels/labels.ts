import type { I18n, MessageDescriptor } from '@lingui/core';

/** A value of an enum as a key of its label table (the contract has one numeric enum). */
export type LabelKey = string | number;

/**
 * The translated name of each value of one enum: call it with the active `i18n` (from
 * `useLingui()` in a component) and a value. `messages` is the table behind it, for option
 * lists that walk the values and for the test that checks every value of the contract has one.
 */
export interface LabelFunction<V extends LabelKey> {
  (i18n: I18n, value: V, values?: Record<string, unknown>): string;
  readonly messages: Readonly<Record<V, MessageDescriptor>>;
}

/**
 * Makes the label function of an enum from its messages (`msg` descriptors). A value the table
 * does not know (an API newer than this build) comes back as it is: the type rules it out, and
 * the contract test fails first for any value of the contract without a label.
 *
 * Declared free of side effects so a module's unused tables drop out of the bundle.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineLabels<V extends LabelKey>(messages: Record<V, MessageDescriptor>): LabelFunction<V> {
  const label = (i18n: I18n, value: V, values?: Record<string, unknown>): string => {
    const message = Object.hasOwn(messages, value) ? messages[value] : undefined;
    if (!message) return String(value);
    return values ? i18n._(message.id, values, { message: message.message }) : i18n._(message);
  };
  return Object.assign(label, { messages });
}

/** `{ value, label }` for each value, in the order given: the items of a select or radio group. */
export function labelledOptions<V extends LabelKey>(i18n: I18n, values: readonly V[], label: LabelFunction<V>): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: label(i18n, value) }));
}
