import { replayMachine } from './support/machine-replay/replay';
import { loadModel } from './support/machine-replay/load-model';
import { obtrusiveModalsReplay } from './replay/obtrusive-modals.replay';
import type * as Model from './replay/obtrusive-modals.model';

// The account modals' machine's paths through the production build on the sandbox (issue #17):
// a renter without a name puts the question off on the favourites, is asked again on the messages, saves a name.
const { obtrusiveModalsModel } = await loadModel<typeof Model>('e2e/replay/obtrusive-modals.model.ts');

replayMachine(obtrusiveModalsModel, obtrusiveModalsReplay);
