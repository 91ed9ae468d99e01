import { obtrusiveModalsMachine, selectObtrusiveModalsView, type ObtrusiveModalsEvent } from '@machines/obtrusive-modals';
import { doneEvent } from '../../machines/testing/model-coverage';
import { defineModel } from '../support/machine-replay/types';

/**
 * The account modals (machines/obtrusive-modals) as the replay walks them (docs/machine-replay.md,
 * issue #17): a renter without a name, made by the sandbox, opens the favourites, where the
 * select-name modal may be put off; the messages need a name, and there it may not. The sandbox's
 * nameless renter has no other modal due, so the queue holds the select-name modal alone.
 */

const events: ObtrusiveModalsEvent[] = [
  // The page's queue once the user has moved to a page that needs a name (the messages).
  { type: 'QUEUE_CHANGED', queue: [{ kind: 'select-name', required: true }] },
  { type: 'SUBMIT', submission: { kind: 'select-name', firstName: 'Alva', lastName: 'Berg' } },
  { type: 'DISMISS' },
];

export const obtrusiveModalsModel = defineModel({
  machine: obtrusiveModalsMachine,
  events,
  // The favourites' queue, which the page sends as soon as the session's user has loaded.
  onLoad: (): ObtrusiveModalsEvent[] => [{ type: 'QUEUE_CHANGED', queue: [{ kind: 'select-name', required: false }] }],
  outcomes: {
    // PUT /me answers with the named user; the header then names the profile menu by the first name.
    submit: (s) => doneEvent('submit', { user: { firstName: s.context.submission?.kind === 'select-name' ? s.context.submission.firstName : undefined } }),
  },
  // The machine takes no input and keeps nothing: the page sends the queue again after a reload.
  // The map replays no reload (see its screens), so this start is never used.
  restart: () => undefined,
  serialize: (s) => JSON.stringify([s.value, s.context.queue, s.context.resolved, s.context.dismissed, s.context.submission?.kind, Boolean(s.context.failure)]),
  view: (s) => selectObtrusiveModalsView(s),
  // The closeable modal and the one a page needing a name shows differently ("Later" or not).
  variant: (s) => (s.matches('showing') || s.matches('failed') ? (selectObtrusiveModalsView(s).dismissable ? 'closeable' : 'required') : 'no modal'),
  starts: {
    /** A renter without a name (a social sign-up whose provider gave none) on the favourites. */
    nameless: undefined,
  },
});
