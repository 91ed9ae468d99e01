import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { Actor, ActorOptions, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

export interface MachineViewOptions<TMachine extends AnyStateMachine, TView> {
  input?: InputFrom<TMachine>;
  /** What the UI shows in a snapshot (the machine's `*.view.ts`). */
  view: (snapshot: SnapshotFrom<TMachine>) => TView;
  /** When two views are the same for rendering; identity by default (a new snapshot re-renders). */
  compare?: (a: TView, b: TView) => boolean;
}

export interface MachineView<TMachine extends AnyStateMachine, TView> {
  actor: Actor<TMachine>;
  view: TView;
  send: (event: EventFromLogic<TMachine>) => void;
}

/**
 * The one way the app drives a machine from React. The actor is made once per mount with the
 * machine the feature passes (`machine.provide({ actors })`: the real API calls; the
 * implementations may change between renders, the machine's config may not), started in an
 * effect — never during render, never at module level — and stopped on unmount. Components get
 * the machine's `view` of the current snapshot and `send`.
 */
export function useMachineView<TMachine extends AnyStateMachine, TView>(machine: TMachine, options: MachineViewOptions<TMachine, TView>): MachineView<TMachine, TView> {
  const actorOptions = (options.input === undefined ? {} : { input: options.input }) as ActorOptions<TMachine>;
  const actor = useActorRef(machine, actorOptions as never) as Actor<TMachine>;
  const view = useSelector(actor, options.view, options.compare);
  return { actor, view, send: actor.send };
}

export interface EventOnChangeOptions<TValue> {
  /** When two values are the same; identity by default (`sameJson` for records). */
  isEqual?: (a: TValue, b: TValue) => boolean;
  /** Send the first value too (data the machine's input does not carry). */
  includeFirst?: boolean;
}

/**
 * Passes a value the machine depends on (the signed-in user, a polled record, data that loaded)
 * in as an event whenever it changes; by default not the first value, which is the machine's
 * input. `toEvent` may return nothing for a value that means no event; it gets the value sent
 * before too (undefined the first time), for events that depend on what changed (another user
 * signed in, or the same one updated).
 */
export function useEventOnChange<TValue, TEvent>(
  actor: { send: (event: TEvent) => void },
  value: TValue,
  toEvent: (value: TValue, previous: TValue | undefined) => TEvent | undefined,
  { isEqual = Object.is, includeFirst = false }: EventOnChangeOptions<TValue> = {},
): void {
  const last = useRef<{ value: TValue } | undefined>(includeFirst ? undefined : { value });
  useEffect(() => {
    if (last.current && isEqual(last.current.value, value)) return;
    const previous = last.current?.value;
    last.current = { value };
    const event = toEvent(value, previous);
    if (event !== undefined) actor.send(event);
  });
}

/** Moves the machine's clock on (machines read time from their context, not from `new Date()`). */
export function useClockEvents<TEvent>(actor: { send: (event: TEvent) => void }, everyMs: number, toEvent: (now: Date) => TEvent): void {
  const latest = useRef(toEvent);
  useEffect(() => {
    latest.current = toEvent;
  });
  useEffect(() => {
    const timer = setInterval(() => actor.send(latest.current(new Date())), everyMs);
    return () => clearInterval(timer);
  }, [actor, everyMs]);
}

/** Deep equality for plain data (API records, maps of answers): the same JSON is the same value. */
export const sameJson = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
