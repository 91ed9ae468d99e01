import type { SessionActor, SessionEvent, SessionSnapshot } from './session.types';

/**
 * Sends an event to the session and resolves with the snapshot once it is no longer `busy`:
 * the form that asked learns how its own request ended, whatever else watches the session.
 */
export function sendAndSettle(actor: SessionActor, event: SessionEvent, busy: (snapshot: SessionSnapshot) => boolean): Promise<SessionSnapshot> {
  return new Promise((resolve) => {
    actor.send(event);
    const now = actor.getSnapshot();
    if (!busy(now)) {
      resolve(now);
      return;
    }
    const subscription = actor.subscribe({
      next: (snapshot) => {
        if (busy(snapshot)) return;
        subscription.unsubscribe();
        resolve(snapshot);
      },
      error: () => {
        subscription.unsubscribe();
        resolve(actor.getSnapshot());
      },
    });
  });
}
