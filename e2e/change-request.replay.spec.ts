import { replayMachine } from './support/machine-replay/replay';
import { loadModel } from './support/machine-replay/load-model';
import { changeRequestReplay } from './replay/change-request.replay';
import type * as Model from './replay/change-request.model';

// The change-request machine's paths through the production build on the sandbox (issue #15): the renter
// asks for two more nights and withdraws, pays an extension the owner accepted, or has it declined; moves an
// unanswered request's dates at once; the owner accepts or declines a request.
const { changeRequestModel } = await loadModel<typeof Model>('e2e/replay/change-request.model.ts');

replayMachine(changeRequestModel, changeRequestReplay);
