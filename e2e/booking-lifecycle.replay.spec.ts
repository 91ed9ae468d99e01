import { replayMachine } from './support/machine-replay/replay';
import { loadModel } from './support/machine-replay/load-model';
import { bookingLifecycleReplay } from './replay/booking-lifecycle.replay';
import type * as Model from './replay/booking-lifecycle.model';

// The booking lifecycle machine's paths through the production build on the sandbox (issue #22),
// for the renter and the owner: a request answered (accept, decline, extend; accepting on dates the
// owner blocked since opens the unavailable-dates modal, and the request is declined from it), withdrawn, paid,
// cancelled with the refund shown first, and expired as a day passes on the sandbox clock.
const { bookingLifecycleModel } = await loadModel<typeof Model>('e2e/replay/booking-lifecycle.model.ts');

replayMachine(bookingLifecycleModel, bookingLifecycleReplay);
