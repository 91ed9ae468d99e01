import type { AnyStateMachine, EventObject } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';

type Snapshot = ReturnType<AnyStateMachine['transition']>;

export interface ModelOptions {
  /** The events to try in every state, including `xstate.done.actor.*`, `xstate.error.actor.*` and `xstate.after.*`. */
  events: EventObject[] | ((snapshot: Snapshot) => EventObject[]);
  /** What makes two snapshots the same vertex; by default the state value plus the context. */
  serializeState?: (snapshot: Snapshot) => string;
  input?: unknown;
}

export interface ModelCoverage {
  /** State node ids the traversal reached. */
  reachedStates: Set<string>;
  /** Every state node id of the machine (the root excluded). */
  allStates: string[];
  /** Transitions as `source|event|branch`, walked and declared. */
  walkedTransitions: Set<string>;
  allTransitions: string[];
  paths: ReturnType<typeof getShortestPaths>;
}

const key = (source: string, eventType: string, branch: number) => `${source}|${eventType}|${branch}`;

/** Every transition the machine declares, one entry per guarded branch. */
export function declaredTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of getStateNodes(machine.root)) {
    for (const [eventType, branches] of node.transitions) {
      branches.forEach((_, branch) => keys.push(key(node.id, eventType, branch)));
    }
  }
  return keys;
}

/**
 * Walks the machine's graph with the given events and reports which states were reached and
 * which transitions were taken. A machine is fully covered when both lists are complete.
 */
export function modelCoverage(machine: AnyStateMachine, options: ModelOptions): ModelCoverage {
  const serializeState = options.serializeState ?? ((s: Snapshot) => JSON.stringify({ value: s.value, context: s.context }));
  const traversal = {
    events: options.events,
    serializeState: (s: Snapshot) => serializeState(s),
    ...(options.input === undefined ? {} : { input: options.input }),
  } as unknown as Parameters<typeof getShortestPaths<AnyStateMachine>>[1];
  const adjacency = getAdjacencyMap(machine, traversal as never);

  const reachedStates = new Set<string>();
  const walkedTransitions = new Set<string>();
  for (const { state, event } of adjacencyMapToArray(adjacency) as { state: Snapshot; event: EventObject }[]) {
    for (const node of (state as unknown as { _nodes: { id: string }[] })._nodes) reachedStates.add(node.id);
    for (const transition of machine.getTransitionData(state as never, event as never)) {
      const branches = transition.source.transitions.get(transition.eventType) ?? [];
      walkedTransitions.add(key(transition.source.id, transition.eventType, branches.indexOf(transition)));
    }
  }
  for (const vertex of Object.values(adjacency) as { state: Snapshot }[]) {
    for (const node of (vertex.state as unknown as { _nodes: { id: string }[] })._nodes) reachedStates.add(node.id);
  }

  return {
    reachedStates,
    allStates: getStateNodes(machine.root).map((node) => node.id),
    walkedTransitions,
    allTransitions: declaredTransitions(machine),
    paths: getShortestPaths(machine, traversal as never),
  };
}

/** The events `xstate/graph` needs to step past invoked actors and timers, by invoke id. */
export const doneEvent = (invokeId: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${invokeId}`, output }) as EventObject;
export const errorEvent = (invokeId: string, error: unknown): EventObject =>
  ({ type: `xstate.error.actor.${invokeId}`, error }) as EventObject;
export const afterEvent = (delay: number, stateNodeId: string): EventObject =>
  ({ type: `xstate.after.${delay}.${stateNodeId}` }) as EventObject;
