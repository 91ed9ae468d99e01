import type { StepTable } from './step-table';

/** A guarded transition to a step's state, as XState takes it in a machine's config. */
export interface StepTransition<TContext, TEvent> {
  guard: (args: { context: TContext; event: TEvent }) => boolean;
  target: string;
}

export interface StepStates<TStep extends string> {
  /** The machine's id, for absolute targets (`#id.state`). */
  machineId: string;
  /** Each step's state node key. */
  stateOf: Record<TStep, string>;
}

/**
 * The flow's moves derived from its step table, for a machine's config: one guarded branch per
 * step the move can reach, so the machine states stay explicit (one per step, for stories and
 * path tests) while the order, the skipped steps and what may be edited again live in the table.
 * Only the steps a move can reach get a branch (up to the first step that is never skipped), so
 * every branch is one a model-based walk can take.
 */
export function stepTransitions<TStep extends string, TRoute extends string, TContext, TEvent>(table: StepTable<TStep, TRoute, TContext>, states: StepStates<TStep>) {
  const branch = (step: TStep, pick: (context: TContext, event: TEvent) => TStep | undefined): StepTransition<TContext, TEvent> => ({
    guard: ({ context, event }) => pick(context, event) === step,
    target: `#${states.machineId}.${states.stateOf[step]}`,
  });
  /** The candidates in walking order, up to and including the first that is always part of the flow. */
  const until = (steps: readonly TStep[]) => {
    const fixed = steps.findIndex((step) => !table.spec(step).skip);
    return fixed === -1 ? steps : steps.slice(0, fixed + 1);
  };
  const after = (from: TStep) => table.order.slice(table.order.indexOf(from) + 1);
  const before = (from: TStep) => table.order.slice(0, table.order.indexOf(from)).reverse();

  return {
    /** On to the next step of the flow once this one's answers hold. */
    next: (from: TStep): StepTransition<TContext, TEvent>[] =>
      until(after(from)).map((step) => branch(step, (context) => (table.isDone(from, context) ? table.next(from, context) : undefined))),
    /** Back to the previous editable step of the flow. */
    back: (from: TStep): StepTransition<TContext, TEvent>[] =>
      until(before(from).filter((step) => table.spec(step).editable)).map((step) => branch(step, (context) => table.previous(from, context))),
    /** To a step the event names (the URL moved: back, forward, a link) when it may be opened again. */
    goTo: (stepOf: (event: TEvent) => TStep | undefined, from?: TStep): StepTransition<TContext, TEvent>[] =>
      table.order
        .filter((step) => step !== from && table.spec(step).editable)
        .map((step) => branch(step, (context, event) => {
          const wanted = stepOf(event);
          return wanted !== undefined && table.canRevisit(wanted, context) ? wanted : undefined;
        })),
  };
}
