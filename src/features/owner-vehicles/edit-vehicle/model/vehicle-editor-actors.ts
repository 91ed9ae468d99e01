import type { vehicleEditorMachine } from '@machines/vehicle-editor';
import { fromPromise } from 'xstate';
import { fetchVehicle, saveVehicle, setActivation } from '../api/vehicle-requests';

type Actors = Parameters<typeof vehicleEditorMachine.provide>[0]['actors'];

/** The editor's API calls (every one with the client's deadline). */
export const vehicleEditorActors = () =>
  ({
    loadVehicle: fromPromise(({ input }) => fetchVehicle(input.vehicleId)),
    saveVehicle: fromPromise(({ input }) => saveVehicle(input.vehicleId, input.changes)),
    setActivation: fromPromise(({ input }) => setActivation(input.vehicleId, input.activation)),
  }) satisfies Actors;
