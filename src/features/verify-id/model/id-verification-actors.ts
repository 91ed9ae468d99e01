import type { idVerificationMachine } from '@machines/id-verification';
import { fromPromise } from 'xstate';
import { eidAuthorizeUrl, fetchMyIdVerification, isNoRecord } from '@/entities/user';
import { reportError } from '@/shared/lib/observability';
import { finishEidVerification, requestEidSignature, startManualVerification, submitVerification } from '../api/id-verification-requests';
import { beginEidRoundTrip } from './eid-round-trip';

type Actors = Parameters<typeof idVerificationMachine.provide>[0]['actors'];

/**
 * 002 §8: an ID-verification call that fails is reported silently (the page shows the flow's own
 * message and a retry), except `model_not_found`, which only means there is no record yet.
 */
export function reportedVerificationCall<T>(what: string, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (!isNoRecord(error)) reportError(`ID verification: ${what} failed`, error);
    throw error;
  });
}

/** The API side of the verification; `returnTo` is kept for the way back from the e-ID provider. */
export const idVerificationActors = (returnTo: string | null) =>
  ({
    loadRecord: fromPromise(({ signal }) => reportedVerificationCall('loading the record', fetchMyIdVerification(signal))),
    startManual: fromPromise(({ input }) => reportedVerificationCall('starting a manual verification', startManualVerification(input.record, input.documentType))),
    submitDocuments: fromPromise(({ input }) => reportedVerificationCall('sending the documents', submitVerification(input.record))),
    requestEid: fromPromise(({ input }) =>
      reportedVerificationCall(
        'starting the e-ID',
        requestEidSignature(input.redirectUri).then((signature) => eidAuthorizeUrl(signature, beginEidRoundTrip(returnTo))),
      ),
    ),
    finishEid: fromPromise(({ input }) => reportedVerificationCall('finishing the e-ID', finishEidVerification(input.code, input.redirectUri))),
  }) satisfies Actors;
