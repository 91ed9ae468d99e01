/** Where the sandbox reads "now" from; tests inject one they control. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: for tests of deadlines and token expiry. */
export interface ManualClock extends Clock {
  set(at: Date | string): void;
  advance(milliseconds: number): void;
}

export function manualClock(start: Date | string): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}
