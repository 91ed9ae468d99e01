interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the start-up's steps are several short tasks
 * instead of one long one: a phone answers a tap in between, and no step blocks the main thread
 * past the 50 ms that counts as blocking. `scheduler.yield()` resumes ahead of other queued tasks
 * where the browser has it; elsewhere a timer does.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
