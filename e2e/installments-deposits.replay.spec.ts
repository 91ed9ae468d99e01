import { replayMachine } from './support/machine-replay/replay';
import { loadModel } from './support/machine-replay/load-model';
import { installmentsDepositsReplay } from './replay/installments-deposits.replay';
import type * as Model from './replay/installments-deposits.model';

// The renter's payments machine's paths through the production build on the sandbox (issue #14):
// the remaining rental fee and the deposit paid with a saved card.
const { installmentsDepositsModel } = await loadModel<typeof Model>('e2e/replay/installments-deposits.model.ts');

replayMachine(installmentsDepositsModel, installmentsDepositsReplay);
