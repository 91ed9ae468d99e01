import { initialTransition, transition, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { declaredTransitions, transitionKey } from '../../../machines/testing/model-coverage';
import { statePathOf, type EventEntry, type ReplayMap, type ReplayModel, type StateEntry } from './types';

/**
 * Plans the browser replay of a machine: the machine as the browser sees it (gestures the map
 * offers, what the app and the sandbox do by themselves, reloads that restart it from what the app
 * saved), walked with `xstate/graph`'s adjacency map from each start, then as few paths as cover
 * every state and every declared transition the browser can reach: each path goes from where it
 * is to the nearest edge that covers something new (a shortest route), until it is long enough.
 */

/** The harness's own step: reload the page (the machine restarts from what the app saved). */
export const RELOAD = 'replay.reload';

type Snapshot = SnapshotFrom<AnyStateMachine>;

export interface PlannedStep {
  event: EventObject;
  /** The first time the plan shows this state (and variant): the page is checked with axe there. */
  axe?: boolean;
  /** The snapshot the step starts from and the one the page must then show. */
  from: Snapshot;
  to: Snapshot;
  toState: string;
}

export interface PlannedPath {
  start: string;
  initial: Snapshot;
  initialState: string;
  initialAxe?: boolean;
  steps: PlannedStep[];
  /** A step moves the sandbox clock: the path runs alone, after every other test. */
  movesSandboxClock: boolean;
}

export interface ReplayPlan {
  paths: PlannedPath[];
  /** Declared transitions (`source|event|branch`) and states the browser replays, and those it cannot reach. */
  coverage: { transitions: string[]; states: string[]; transitionsNotReplayed: string[]; statesNotReplayed: string[] };
}

export interface PlanOptions {
  /** Steps after which a path ends and the next starts afresh (shorter paths run in parallel). */
  maxSteps?: number;
}

interface Trace {
  next: Snapshot;
  walked: string[];
}

const invokeIdsOf = (snapshot: Snapshot): string[] =>
  (snapshot as unknown as { _nodes: { invoke: { id: string }[] }[] })._nodes.flatMap((node) => node.invoke.map((invoke) => invoke.id));

/** The browser's view of the machine: what a start, a gesture or a reload does to it. */
export class BrowserView<M extends AnyStateMachine, TData, TStart extends string> {
  constructor(
    readonly model: ReplayModel<M, TStart>,
    readonly map: ReplayMap<M, TData, TStart>,
  ) {}

  stateOf(snapshot: Snapshot): string {
    return statePathOf(snapshot.value);
  }

  entryOfState(snapshot: Snapshot): StateEntry<M, TData> {
    const entry = (this.map.states as Record<string, StateEntry<M, TData>>)[this.stateOf(snapshot)];
    if (!entry) throw new Error(`${this.map.name}: the map has no entry for state ${this.stateOf(snapshot)}`);
    return entry;
  }

  entryOfEvent(type: string): EventEntry<M, EventObject, TData> | undefined {
    return (this.map.events as Record<string, EventEntry<M, EventObject, TData>>)[type];
  }

  private apply(snapshot: Snapshot, event: EventObject, walked: string[]): Snapshot {
    for (const taken of this.model.machine.getTransitionData(snapshot as never, event as never)) {
      const branches = taken.source.transitions.get(taken.eventType) ?? [];
      walked.push(transitionKey(taken.source.id, taken.eventType, branches.indexOf(taken)));
    }
    return transition(this.model.machine, snapshot as never, event as never)[0] as Snapshot;
  }

  /** Steps past invoked actors with the sandbox's answers, until the machine rests. */
  private settle(snapshot: Snapshot, walked: string[]): Snapshot {
    let current = snapshot;
    for (let round = 0; round < 20; round++) {
      const [id] = invokeIdsOf(current);
      if (id === undefined) break;
      const outcome = this.model.outcomes[id];
      if (!outcome) throw new Error(`${this.map.name}: the model has no outcome for the invoked actor "${id}"`);
      current = this.apply(current, outcome(current as never), walked);
    }
    if (this.entryOfState(current).kind === 'passes-through') throw new Error(`${this.map.name}: the walk rests in ${this.stateOf(current)}, which the map says it passes through`);
    return current;
  }

  start(input: unknown): Trace {
    const walked: string[] = [];
    let snapshot = initialTransition(this.model.machine, input as never)[0] as Snapshot;
    for (const event of this.model.onLoad?.(snapshot as never) ?? []) snapshot = this.apply(snapshot, event, walked);
    return { next: this.settle(snapshot, walked), walked };
  }

  step(snapshot: Snapshot, event: EventObject): Trace {
    if (event.type === RELOAD) return this.start(this.model.restart(snapshot as never));
    const entry = this.entryOfEvent(event.type);
    const restarted = entry?.kind === 'gesture' && entry.reloads ? this.start(this.model.restart(snapshot as never)) : { next: snapshot, walked: [] };
    const walked = [...restarted.walked];
    return { next: this.settle(this.apply(restarted.next, event, walked), walked), walked };
  }

  /** The gestures the page offers in this state, and a reload where the map replays one. */
  offered(snapshot: Snapshot, { sandboxClock }: { sandboxClock: boolean }): EventObject[] {
    const screen = this.entryOfState(snapshot);
    const reload = screen.kind === 'screen' ? (screen.reload ?? 'resumes') : undefined;
    const reloadable = reload === 'resumes' || (typeof reload === 'object' && reload.kind === 'returns');
    const events = this.model.events.filter((event) => {
      const entry = this.entryOfEvent(event.type);
      if (entry?.kind !== 'gesture') return false;
      if (entry.movesSandboxClock && !sandboxClock) return false;
      if (entry.reloads && !reloadable) return false;
      return entry.offered ? entry.offered(snapshot as never, event as never, this.viewOf(snapshot)) : true;
    });
    return reloadable ? [...events, { type: RELOAD }] : events;
  }

  viewOf(snapshot: Snapshot): never {
    return this.model.view?.(snapshot as never) as never;
  }

  movesSandboxClock(event: EventObject): boolean {
    const entry = this.entryOfEvent(event.type);
    return entry?.kind === 'gesture' && entry.movesSandboxClock === true;
  }
}

interface Edge {
  from: string;
  event: EventObject;
  to: string;
  walked: string[];
}

interface Graph {
  initial: string;
  snapshots: Map<string, Snapshot>;
  edges: Map<string, Edge[]>;
}

function graphOf<M extends AnyStateMachine, TData, TStart extends string>(view: BrowserView<M, TData, TStart>, input: unknown, sandboxClock: boolean): Graph {
  const serialize = (snapshot: Snapshot) => view.model.serialize(snapshot as never);
  // Each edge's walked transitions, by the snapshot it led to: the walk steps every edge once.
  const walkedTo = new WeakMap<object, string[]>();
  const logic = {
    transition: (snapshot: Snapshot, event: EventObject) => {
      const { next, walked } = view.step(snapshot, event);
      walkedTo.set(next, walked);
      return next;
    },
    getInitialSnapshot: () => view.start(input).next,
  };
  const started = performance.now();
  const adjacency = getAdjacencyMap(logic as never, { events: (snapshot: Snapshot) => view.offered(snapshot, { sandboxClock }), serializeState: serialize } as never) as Record<
    string,
    { state: Snapshot; transitions: Record<string, { event: EventObject; state: Snapshot }> }
  >;
  const snapshots = new Map<string, Snapshot>();
  const edges = new Map<string, Edge[]>();
  for (const [key, vertex] of Object.entries(adjacency)) {
    snapshots.set(key, vertex.state);
    edges.set(
      key,
      Object.values(vertex.transitions).map(({ event, state }) => ({ from: key, event, to: serialize(state), walked: walkedTo.get(state) ?? view.step(vertex.state, event).walked })),
    );
  }
  if (process.env['REPLAY_DEBUG']) console.log(`${view.map.name}: ${snapshots.size} vertices, ${[...edges.values()].reduce((n, e) => n + e.length, 0)} edges in ${Math.round(performance.now() - started)} ms`);
  return { initial: serialize(view.start(input).next), snapshots, edges };
}

export function planReplay<M extends AnyStateMachine, TData, TStart extends string>(
  model: ReplayModel<M, TStart>,
  map: ReplayMap<M, TData, TStart>,
  options: PlanOptions = {},
): ReplayPlan {
  const view = new BrowserView(model, map);
  const maxSteps = options.maxSteps ?? 14;
  const coveredTransitions = new Set<string>();
  const coveredStates = new Set<string>();
  const coveredReloads = new Set<string>();
  const paths: PlannedPath[] = [];
  const starts = Object.keys(model.starts) as TStart[];
  for (const start of starts) if (!(start in map.starts)) throw new Error(`${map.name}: the map does not set up the start "${start}"`);

  // Gestures that move the sandbox clock come last: their paths run alone after everything else.
  const clockGestures = Object.values(map.events as Record<string, EventEntry<M, EventObject, TData>>).some((entry) => entry.kind === 'gesture' && entry.movesSandboxClock);
  for (const sandboxClock of clockGestures ? [false, true] : [false]) {
    for (const start of starts) {
      const graph = graphOf(view, model.starts[start], sandboxClock);
      const stateOf = (key: string) => {
        const snapshot = graph.snapshots.get(key) as Snapshot;
        const variant = model.variant?.(snapshot as never);
        return variant === undefined ? view.stateOf(snapshot) : `${view.stateOf(snapshot)} (${variant})`;
      };
      // A transition in each variant of the state it leaves (the renter's cancellation and the owner's).
      const goalsOf = (edge: Edge) => {
        const variant = model.variant?.(graph.snapshots.get(edge.from) as never);
        return variant === undefined ? edge.walked : edge.walked.map((key) => `${key} (${variant})`);
      };
      const isNew = (edge: Edge) =>
        goalsOf(edge).some((key) => !coveredTransitions.has(key)) ||
        !coveredStates.has(stateOf(edge.to)) ||
        (edge.event.type === RELOAD && !coveredReloads.has(stateOf(edge.from)));
      const cover = (edge: Edge) => {
        goalsOf(edge).forEach((key) => coveredTransitions.add(key));
        coveredStates.add(stateOf(edge.to));
        if (edge.event.type === RELOAD) coveredReloads.add(stateOf(edge.from));
      };
      const startsSomewhereNew = !coveredStates.has(stateOf(graph.initial));
      coveredStates.add(stateOf(graph.initial));
      const before = paths.length;

      for (;;) {
        const steps: Edge[] = [];
        let at = graph.initial;
        while (steps.length < maxSteps) {
          const route = nearest(graph, at, isNew);
          if (!route) break;
          for (const edge of route) {
            cover(edge);
            steps.push(edge);
          }
          at = (route.at(-1) as Edge).to;
        }
        if (steps.length === 0) break;
        paths.push(pathOf(view, start, model.starts[start], steps.map((edge) => edge.event), steps.map((edge) => edge.to)));
      }
      // A start that only opens a state no other path shows (a completed booking): opening it is the path.
      if (startsSomewhereNew && paths.length === before && !sandboxClock) paths.push(pathOf(view, start, model.starts[start], []));
    }
  }

  markFirstVisits(view, paths);
  const declared = declaredTransitions(model.machine);
  const covered = (key: string) => coveredTransitions.has(key) || [...coveredTransitions].some((goal) => goal.startsWith(`${key} (`));
  const allStates = Object.entries(map.states as Record<string, StateEntry<M, TData>>)
    .filter(([, entry]) => entry.kind === 'screen')
    .map(([state]) => state);
  return {
    paths,
    coverage: {
      transitions: declared.filter((key) => covered(key)),
      states: [...coveredStates].sort(),
      transitionsNotReplayed: declared.filter((key) => !covered(key)),
      statesNotReplayed: allStates.filter((state) => ![...coveredStates].some((covered) => covered === state || covered.startsWith(`${state} (`))),
    },
  };
}

/**
 * The path's own snapshots, stepped from the start: a vertex of the graph holds the first snapshot
 * that reached it, and the page shows this path's (the message it typed, the driver it added).
 */
export function pathOf<M extends AnyStateMachine, TData, TStart extends string>(
  view: BrowserView<M, TData, TStart>,
  start: TStart,
  input: unknown,
  events: EventObject[],
  expected?: string[],
): PlannedPath {
  const initial = view.start(input).next;
  let at = initial;
  const steps = events.map((event, index) => {
    const to = view.step(at, event).next;
    if (expected && view.model.serialize(to as never) !== expected[index])
      throw new Error(`${view.map.name}: ${describeEvent(event)} from ${view.stateOf(at)} lands elsewhere than the graph says; the model's serialize leaves out something the walk depends on`);
    const step = { event, from: at, to, toState: view.stateOf(to) };
    at = to;
    return step;
  });
  return { start, initial, initialState: view.stateOf(initial), steps, movesSandboxClock: events.some((event) => view.movesSandboxClock(event)) };
}

/** Marks the first step (or start) of the plan that shows each state and variant: axe checks it there. */
export function markFirstVisits<M extends AnyStateMachine, TData, TStart extends string>(view: BrowserView<M, TData, TStart>, paths: PlannedPath[]): void {
  const seen = new Set<string>();
  const first = (snapshot: Snapshot) => {
    const key = `${view.stateOf(snapshot)} ${view.model.variant?.(snapshot as never) ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  for (const path of paths) {
    path.initialAxe = first(path.initial);
    for (const step of path.steps) step.axe = first(step.to);
  }
}

/** Breadth first from `at`: the shortest route ending in an edge that covers something new. */
function nearest(graph: Graph, at: string, isNew: (edge: Edge) => boolean): Edge[] | undefined {
  const cameBy = new Map<string, Edge | null>([[at, null]]);
  const queue = [at];
  while (queue.length > 0) {
    const vertex = queue.shift() as string;
    for (const edge of graph.edges.get(vertex) ?? []) {
      if (isNew(edge)) {
        const route = [edge];
        for (let back = cameBy.get(vertex); back; back = cameBy.get(back.from)) route.unshift(back);
        return route;
      }
      if (!cameBy.has(edge.to)) {
        cameBy.set(edge.to, edge);
        queue.push(edge.to);
      }
    }
  }
  return undefined;
}

/** "NEXT", "GO_TO about-you", "SIGNED_IN owner": a step's name in a report. */
export function describeEvent(event: EventObject): string {
  if (event.type === RELOAD) return 'reload';
  const detail = Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([, value]) => {
      if (typeof value !== 'object' || value === null) return String(value);
      const record = value as Record<string, unknown>;
      return String(record['role'] ?? record['ecommerceStatus'] ?? '…');
    })
    .join(' ');
  return detail ? `${event.type} ${detail}`.slice(0, 60) : event.type;
}
