import type { changeRequestMachine } from '@machines/change-request';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { answerChangeRequest, confirmExtension, moveDates, quoteChange, sendChangeRequest } from '../api/change-request-requests';

type Actors = Parameters<typeof changeRequestMachine.provide>[0]['actors'];

/** The API side of a change of dates; each answer reads the booking as it now is. */
export const changeRequestActors = (queryClient: QueryClient) =>
  ({
    quote: fromPromise(({ input, signal }) => quoteChange(input, signal)),
    send: fromPromise(({ input, signal }) => sendChangeRequest(queryClient, input, signal)),
    moveDates: fromPromise(({ input, signal }) => moveDates(queryClient, input, signal)),
    answer: fromPromise(({ input, signal }) => answerChangeRequest(queryClient, input, signal)),
    confirmExtension: fromPromise(({ input, signal }) => confirmExtension(queryClient, input, signal)),
  }) satisfies Actors;
