import { replayMachine } from './support/machine-replay/replay';
import { loadModel } from './support/machine-replay/load-model';
import { vehicleEditorReplay } from './replay/vehicle-editor.replay';
import type * as Model from './replay/vehicle-editor.model';

// The vehicle editor's paths through the production build on the sandbox (issue #18): an owner
// publishes a complete vehicle, deactivates it, moves between the steps and saves a description.
const { vehicleEditorModel } = await loadModel<typeof Model>('e2e/replay/vehicle-editor.model.ts');

replayMachine(vehicleEditorModel, vehicleEditorReplay);
