import { replayMachine } from './support/machine-replay/replay';
import { loadModel } from './support/machine-replay/load-model';
import { handoverReplay } from './replay/handover.replay';
import type * as Model from './replay/handover.model';

// The handover machine's paths on the check-in page through the production build on the sandbox
// (issue #16): the owner documents (a cash deposit completes it), the renter approves or asks for a
// correction, a trip that has not started yet waits.
const { handoverModel } = await loadModel<typeof Model>('e2e/replay/handover.model.ts');

replayMachine(handoverModel, handoverReplay);
