import type { AnyStateMachine, EventFromLogic, EventObject, InputFrom, SnapshotFrom, StateValue, StateValueFrom } from 'xstate';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Role } from '../fixtures';
import type { SandboxClient } from '../sandbox-client';

/**
 * The machine-path replay's two halves (docs/machine-replay.md):
 * - the model (`e2e/replay/<machine>.model.ts`, loaded through Vite like the app's code): the
 *   machine, the concrete events to try, what the app and the sandbox do by themselves, and the
 *   machine's input at each start;
 * - the map (`e2e/replay/<machine>.replay.ts`): for every event of the machine, the user's
 *   gesture on the page (or why the browser does not replay it), and for every state, what the
 *   page must show. Its records are keyed by the machine's event and state types, so a new event
 *   or state without an entry fails the type-check.
 */

type Leaves<V> = V extends string ? V : V extends object ? { [K in keyof V & string]-?: `${K}.${Leaves<NonNullable<V[K]>>}` }[keyof V & string] : never;
type Parents<S extends string> = S extends `${infer Head}.${infer Tail}` ? Head | `${Head}.${Parents<Tail>}` : never;

/** Every leaf state of a machine as a dotted path: `'dates' | 'purchase.review' | …`. */
export type StatePath<M extends AnyStateMachine> = Exclude<Leaves<StateValueFrom<M>>, Parents<Leaves<StateValueFrom<M>>>>;
export type EventType<M extends AnyStateMachine> = EventFromLogic<M>['type'];
export type EventOf<M extends AnyStateMachine, K extends string> = Extract<EventFromLogic<M>, { type: K }>;

/** The dotted path of a (non-parallel) state value. */
export function statePathOf(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [entry] = Object.entries(value);
  if (!entry) throw new Error('An empty state value');
  const [key, child] = entry;
  return child === undefined ? key : `${key}.${statePathOf(child as StateValue)}`;
}

// ---------------------------------------------------------------------------------------------
// The model

export interface ReplayModel<M extends AnyStateMachine, TStart extends string = string> {
  machine: M;
  /** Concrete events to try in every state (payloads from the machine's fixtures); the map decides which a user can cause. */
  events: readonly EventFromLogic<M>[];
  /** What the page sends by itself whenever it (re)loads the machine (data it fetched, the session). */
  onLoad?: (snapshot: SnapshotFrom<M>) => readonly EventFromLogic<M>[];
  /** How each invoked actor (by invoke id) ends when the sandbox answers: the walk steps past it by itself. */
  outcomes: Readonly<Record<string, (snapshot: SnapshotFrom<M>) => EventObject>>;
  /** What a reload starts the machine from: what the app saved. */
  restart: (snapshot: SnapshotFrom<M>) => InputFrom<M>;
  /** What makes two snapshots the same state of the page (the state value plus what the guards and the page read). */
  serialize: (snapshot: SnapshotFrom<M>) => string;
  /** The machine's input at each place a replay starts from; the map sets each up in the browser. */
  starts: Readonly<Record<TStart, InputFrom<M>>>;
  /**
   * Where one state shows differently (to the renter and to the owner): each such variant of a
   * state is a goal of its own for the plan. The state alone by default.
   */
  variant?: (snapshot: SnapshotFrom<M>) => string;
  /** What the page renders from a snapshot (the machine's view selector), handed to the map's gestures and screens. */
  view?: (snapshot: SnapshotFrom<M>) => unknown;
}

export const defineModel = <M extends AnyStateMachine, TStart extends string>(model: ReplayModel<M, TStart>): ReplayModel<M, TStart> => model;

// ---------------------------------------------------------------------------------------------
// The map

/** What a gesture or an expectation has at hand. */
export interface ReplayContext<TData> {
  page: Page;
  /** What the start set up (the vehicle, the booking, its dates…). */
  data: TData;
  sandbox: SandboxClient;
  /** The API, for what the other party does meanwhile. */
  request: APIRequestContext;
  /** Another browser, for the other party (same viewport). */
  openAs: (role: Role | null, path: string) => Promise<Page>;
}

export interface Gesture<M extends AnyStateMachine, E, TData> {
  kind: 'gesture';
  /** Whether the page offers it in this state (the button is there and enabled…); everywhere by default. */
  offered?: (snapshot: SnapshotFrom<M>, event: E, view: never) => boolean;
  perform: (replay: ReplayContext<TData>, event: E, snapshot: SnapshotFrom<M>, view: never) => Promise<void>;
  /** The gesture loads the page anew (a typed address): the machine restarts from what the app saved first. */
  reloads?: boolean;
  /** It moves the sandbox clock, which every other test shares: its paths run alone, after the rest (project `sandbox-clock`). */
  movesSandboxClock?: boolean;
}

/** The app or the sandbox sends it by itself (a fetch that answered, a poll): the model applies it, the browser just waits. */
export interface Automatic {
  kind: 'automatic';
  why: string;
}

/** No user gesture causes it in the browser today: the machine's paths test in Vitest covers it. */
export interface NotReplayed {
  kind: 'not-replayed';
  why: string;
}

export type EventEntry<M extends AnyStateMachine, E, TData> = Gesture<M, E, TData> | Automatic | NotReplayed;

export interface Screen<M extends AnyStateMachine, TData> {
  kind: 'screen';
  /** Fails unless the page shows this state (a heading, a role, a label, the address). */
  shows: (replay: ReplayContext<TData>, snapshot: SnapshotFrom<M>, view: never) => Promise<void>;
  /** A reload here resumes where the machine says (the default), is not replayed (and why), or is a return to the page by another way. */
  reload?: 'resumes' | NotReplayed | ReturnsBy;
}

/**
 * The page is loaded anew, by something other than the browser's reload: another site (an e-ID
 * provider) sends the user back to it. The machine restarts from the model's `restart`, as after a reload.
 */
export interface ReturnsBy {
  kind: 'returns';
  why: string;
  perform: (replay: ReplayContext<never>) => Promise<void>;
}

/** Never rested in: the walk steps through it (an eventless choice, a request in flight). Stories show it. */
export interface PassesThrough {
  kind: 'passes-through';
  why: string;
}

export type StateEntry<M extends AnyStateMachine, TData> = Screen<M, TData> | PassesThrough;

export interface StartFixtures {
  page: Page;
  sandbox: SandboxClient;
  request: APIRequestContext;
  /** Signs the page in as a demo account (the stored browser state of the worker). */
  signIn: (role: Role) => Promise<void>;
  openAs: ReplayContext<unknown>['openAs'];
}

export interface Start<TData> {
  /** Makes the data through the sandbox, signs in if needed and opens the first page. */
  setUp: (fixtures: StartFixtures) => Promise<TData>;
}

export interface ReplayMap<M extends AnyStateMachine, TData, TStart extends string> {
  /** How the replay's tests are named: "booking request", … */
  name: string;
  /** Check the page with axe the first time the plan shows each state (and each variant of it). */
  axe?: boolean;
  events: { [K in EventType<M>]: EventEntry<M, EventOf<M, K>, TData> };
  states: { [K in StatePath<M>]: StateEntry<M, TData> };
  starts: Readonly<Record<TStart, Start<TData>>>;
}

/** The record a map's `events` must satisfy: one entry for every event type of the machine. */
export type EventMap<M extends AnyStateMachine, TData> = ReplayMap<M, TData, string>['events'];
/** The record a map's `states` must satisfy: one entry for every leaf state of the machine. */
export type StateMap<M extends AnyStateMachine, TData> = ReplayMap<M, TData, string>['states'];

export const gesture = <M extends AnyStateMachine, E, TData>(entry: Omit<Gesture<M, E, TData>, 'kind'>): Gesture<M, E, TData> => ({ kind: 'gesture', ...entry });
export const automatic = (why: string): Automatic => ({ kind: 'automatic', why });
export const notReplayed = (why: string): NotReplayed => ({ kind: 'not-replayed', why });
export const screen = <M extends AnyStateMachine, TData>(shows: Screen<M, TData>['shows'], options: { reload?: Screen<M, TData>['reload'] } = {}): Screen<M, TData> => ({
  kind: 'screen',
  shows,
  ...options,
});
export const returnsBy = (why: string, perform: ReturnsBy['perform']): ReturnsBy => ({ kind: 'returns', why, perform });
export const passesThrough = (why: string): PassesThrough => ({ kind: 'passes-through', why });
