import { replayMachine } from './support/machine-replay/replay';
import { loadModel } from './support/machine-replay/load-model';
import { bookingRequestReplay } from './replay/booking-request.replay';
import type * as Model from './replay/booking-request.model';

// The booking request machine's paths through the production build on the sandbox (issue #22):
// every step, back, the address of another step, reload and resume, login inside the flow (as a
// renter, an owner and a renter who must verify their ID), pay later, a refused card.
const { bookingRequestModel } = await loadModel<typeof Model>('e2e/replay/booking-request.model.ts');

replayMachine(bookingRequestModel, bookingRequestReplay);
