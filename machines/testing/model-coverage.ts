import { initialTransition, transition, __unsafe_getAllOwnEventDescriptors as ownEventTypes, type AnyStateMachine, type EventObject } from 'xstate';
import { getStateNodes, type StatePath } from 'xstate/graph';

type Snapshot = ReturnType<AnyStateMachine['transition']>;

export interface ModelOptions {
  /** The events to try in every state, including `xstate.done.actor.*`, `xstate.error.actor.*` and `xstate.after.*`. */
  events: EventObject[] | ((snapshot: Snapshot) => EventObject[]);
  /** What makes two snapshots the same vertex; by default the state value plus the context. */
  serializeState?: (snapshot: Snapshot) => string;
  input?: unknown;
  /**
   * Several starts walked as one graph: a vertex reached from an earlier start is not walked
   * again, and `paths` are those from the first start. Coverage is the union over the starts.
   */
  inputs?: unknown[];
}

export interface ModelCoverage {
  /** State node ids the traversal reached. */
  reachedStates: Set<string>;
  /** Every state node id of the machine (the root excluded). */
  allStates: string[];
  /** Transitions as `source|event|branch`, walked and declared. */
  walkedTransitions: Set<string>;
  allTransitions: string[];
  /** A shortest path from the (first) start to every vertex, made when first read. */
  readonly paths: StatePath<Snapshot, EventObject>[];
}

/** A transition as `source|event|branch`, the branch being the index of its guarded candidate. */
export const transitionKey = (source: string, eventType: string, branch: number) => `${source}|${eventType}|${branch}`;

/** Every transition the machine declares, one entry per guarded branch, the root's included. */
export function declaredTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const [eventType, branches] of node.transitions) {
      branches.forEach((_, branch) => keys.push(transitionKey(node.id, eventType, branch)));
    }
  }
  return keys;
}

interface Vertex {
  state: Snapshot;
  edges: { event: EventObject; to: string }[];
}

const nodesOf = (snapshot: Snapshot) => (snapshot as unknown as { _nodes: { id: string }[] })._nodes;

/**
 * Walks the machine's graph with the given events and reports which states were reached and
 * which transitions were taken. A machine is fully covered when both lists are complete.
 *
 * The walk is `xstate/graph`'s adjacency map done once: `getShortestPaths` would walk the whole
 * graph again, and a walk per start walks again what the starts share (the booking request's
 * eleven starts took 97 s that way).
 */
export function modelCoverage(machine: AnyStateMachine, options: ModelOptions): ModelCoverage {
  const serializeState = options.serializeState ?? ((s: Snapshot) => JSON.stringify({ value: s.value, context: s.context }));
  // An event no active state handles changes nothing: skip it, unless a wildcard could take it.
  const eventsOf = (snapshot: Snapshot): EventObject[] => {
    const given = typeof options.events === 'function' ? options.events(snapshot) : options.events;
    const handled = ownEventTypes(snapshot as never);
    if (handled.some((type) => type.includes('*'))) return given;
    return given.filter((event) => handled.includes(event.type));
  };

  const graph = new Map<string, Vertex>();
  const reachedStates = new Set<string>();
  const walkedTransitions = new Set<string>();
  const starts = (options.inputs ?? [options.input]).map((input) => initialTransition(machine, input)[0] as Snapshot);
  const queue: Snapshot[] = [];
  const enqueue = (snapshot: Snapshot): string => {
    const id = serializeState(snapshot);
    if (!graph.has(id)) {
      graph.set(id, { state: snapshot, edges: [] });
      for (const node of nodesOf(snapshot)) reachedStates.add(node.id);
      queue.push(snapshot);
    }
    return id;
  };
  const startIds = starts.map(enqueue);
  for (let next = 0; next < queue.length; next++) {
    const state = queue[next] as Snapshot;
    const vertex = graph.get(serializeState(state)) as Vertex;
    for (const event of eventsOf(state)) {
      for (const taken of machine.getTransitionData(state as never, event as never)) {
        const branches = taken.source.transitions.get(taken.eventType) ?? [];
        walkedTransitions.add(transitionKey(taken.source.id, taken.eventType, branches.indexOf(taken)));
      }
      vertex.edges.push({ event, to: enqueue(transition(machine, state, event as never)[0] as Snapshot) });
    }
  }

  let paths: StatePath<Snapshot, EventObject>[] | undefined;
  return {
    reachedStates,
    allStates: getStateNodes(machine.root).map((node) => node.id),
    walkedTransitions,
    allTransitions: declaredTransitions(machine),
    get paths() {
      paths ??= shortestPaths(graph, startIds[0] as string);
      return paths;
    },
  };
}

/** Breadth first from the start: every edge weighs one, so the first path found to a vertex is a shortest. */
function shortestPaths(graph: Map<string, Vertex>, start: string): StatePath<Snapshot, EventObject>[] {
  const startVertex = graph.get(start) as Vertex;
  const found = new Map<string, StatePath<Snapshot, EventObject>>([[start, { state: startVertex.state, steps: [], weight: 0 }]]);
  const queue = [start];
  for (let next = 0; next < queue.length; next++) {
    const from = queue[next] as string;
    const vertex = graph.get(from) as Vertex;
    const path = found.get(from) as StatePath<Snapshot, EventObject>;
    for (const { event, to } of vertex.edges) {
      if (found.has(to)) continue;
      found.set(to, { state: (graph.get(to) as Vertex).state, steps: [...path.steps, { state: vertex.state, event }], weight: path.weight + 1 });
      queue.push(to);
    }
  }
  return [...found.values()];
}

/** The events `xstate/graph` needs to step past invoked actors and timers, by invoke id. */
export const doneEvent = (invokeId: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${invokeId}`, output }) as EventObject;
export const errorEvent = (invokeId: string, error: unknown): EventObject =>
  ({ type: `xstate.error.actor.${invokeId}`, error }) as EventObject;
export const afterEvent = (delay: number, stateNodeId: string): EventObject =>
  ({ type: `xstate.after.${delay}.${stateNodeId}` }) as EventObject;
