import { replayMachine } from './support/machine-replay/replay';
import { loadModel } from './support/machine-replay/load-model';
import { idVerificationReplay } from './replay/id-verification.replay';
import type * as Model from './replay/id-verification.model';

// The ID verification machine's paths through the production build on the sandbox (issue #17): the
// e-ID round trip through the simulated provider, document photos, review, proof of residency, denial.
const { idVerificationModel } = await loadModel<typeof Model>('e2e/replay/id-verification.model.ts');

replayMachine(idVerificationModel, idVerificationReplay);
