import type { obtrusiveModalsMachine } from '@machines/obtrusive-modals';
import { fromPromise } from 'xstate';
import { submitObtrusive } from '../api/obtrusive-requests';

type Actors = Parameters<typeof obtrusiveModalsMachine.provide>[0]['actors'];

/** The API call behind each modal's answer. */
export const obtrusiveModalsActors = () =>
  ({
    submit: fromPromise(({ input }) => submitObtrusive(input)),
  }) satisfies Actors;
