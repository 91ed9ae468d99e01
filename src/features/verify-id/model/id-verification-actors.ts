import type { idVerificationMachine } from '@machines/id-verification';
import { fromPromise } from 'xstate';
import { eidAuthorizeUrl, fetchMyIdVerification } from '@/entities/user';
import { finishEidVerification, requestEidSignature, startManualVerification, submitVerification } from '../api/id-verification-requests';
import { beginEidRoundTrip } from './eid-round-trip';

type Actors = Parameters<typeof idVerificationMachine.provide>[0]['actors'];

/** The API side of the verification; `returnTo` is kept for the way back from the e-ID provider. */
export const idVerificationActors = (returnTo: string | null) =>
  ({
    loadRecord: fromPromise(({ signal }) => fetchMyIdVerification(signal)),
    startManual: fromPromise(({ input }) => startManualVerification(input.record, input.documentType)),
    submitDocuments: fromPromise(({ input }) => submitVerification(input.record)),
    requestEid: fromPromise(async ({ input }) => eidAuthorizeUrl(await requestEidSignature(input.redirectUri), beginEidRoundTrip(returnTo))),
    finishEid: fromPromise(({ input }) => finishEidVerification(input.code, input.redirectUri)),
  }) satisfies Actors;
