import { assign, fromPromise, setup } from 'xstate';
import { missingIdImages, type IdVerificationRecord } from '@/entities/user';
import { failureOf, type Failure } from '@/shared/lib/flow';
import type { IdVerificationActorTypes, IdVerificationContext, IdVerificationEvent, IdVerificationInput } from './id-verification.types';

type Actor<K extends keyof IdVerificationActorTypes> = IdVerificationActorTypes[K];
const provided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided by the feature`);
};

/** The provider answered with an error, or with another browser's state: nothing is sent on. */
const EID_CANCELED: Failure = { slug: 'eid_canceled', message: 'The e-ID identification was canceled.' };
const EID_STATE_MISMATCH: Failure = { slug: 'id_verification_failed', message: 'The e-ID answer was not for this browser.' };

const statusOf = (context: IdVerificationContext) => context.record?.status ?? null;
const outputRecord = (event: IdVerificationEvent) => (event as unknown as { output: IdVerificationRecord }).output;

/**
 * The user's ID verification (001 §4, §7; 002 §4.10): the page opens on what the API has (a reload
 * or the return from the e-ID provider resumes there), the method is the national e-ID where the
 * country has it and photos of a passport or ID card elsewhere, then the review: pending, a proof of
 * residency asked for, approved or denied, with a retry after a denial or a failed e-ID.
 */
export const idVerificationMachine = setup({
  types: {
    context: {} as IdVerificationContext,
    events: {} as IdVerificationEvent,
    input: {} as IdVerificationInput,
  },
  actors: {
    loadRecord: fromPromise<Actor<'loadRecord'>['output'], Actor<'loadRecord'>['input']>(provided('loadRecord')),
    startManual: fromPromise<Actor<'startManual'>['output'], Actor<'startManual'>['input']>(provided('startManual')),
    submitDocuments: fromPromise<Actor<'submitDocuments'>['output'], Actor<'submitDocuments'>['input']>(provided('submitDocuments')),
    requestEid: fromPromise<Actor<'requestEid'>['output'], Actor<'requestEid'>['input']>(provided('requestEid')),
    finishEid: fromPromise<Actor<'finishEid'>['output'], Actor<'finishEid'>['input']>(provided('finishEid')),
  },
  guards: {
    eidCodeReturned: ({ context }) => context.eidReturn !== null && 'code' in context.eidReturn && context.eidReturn.state === context.expectedState,
    eidErrorReturned: ({ context }) => context.eidReturn !== null && 'error' in context.eidReturn,
    eidStrangerReturned: ({ context }) => context.eidReturn !== null && context.eidReturn.state !== context.expectedState,
    verified: ({ context }) => context.isIdVerified || statusOf(context) === 'approved',
    inReview: ({ context }) => statusOf(context) === 'pending_verification',
    proofAsked: ({ context }) => statusOf(context) === 'pending_proof_of_residency',
    denied: ({ context }) => statusOf(context) === 'denied',
    manualDraft: ({ context }) => statusOf(context) === 'draft' && context.record?.method === 'manual' && Boolean(context.record.documentType),
    eidAvailable: ({ context }) => context.eidAvailable,
    manualOnly: ({ context }) => !context.eidAvailable,
    complete: ({ context }) => context.record !== null && missingIdImages(context.record).length === 0,
    answeredInReview: ({ event }) => outputRecord(event).status === 'pending_verification',
    answeredApproved: ({ event }) => outputRecord(event).status === 'approved',
    wasProofAsked: ({ context }) => statusOf(context) === 'pending_proof_of_residency',
  },
  actions: {
    takeRecord: assign({ record: ({ event }) => outputRecord(event) }),
    assignFailure: assign({ failure: ({ event }) => ('error' in event ? failureOf(event.error) : null) }),
    clearFailure: assign({ failure: null, missing: [] }),
    /** The provider's answer is used once: a reload or a retry starts from the record. */
    forgetReturn: assign({ eidReturn: null }),
  },
}).createMachine({
  id: 'idVerification',
  context: ({ input }) => ({ ...input, record: input.record ?? null, documentType: null, missing: [], failure: null, authorizeUrl: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        onDone: { target: 'routing', actions: 'takeRecord' },
        onError: { target: 'loadFailed', actions: 'assignFailure' },
      },
    },
    /** "Could not load" with a retry (the record, not a missing one: that is `choosing`). */
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearFailure' } },
    },
    /** Where the page opens: the e-ID provider's answer first, then what the record says. */
    routing: {
      always: [
        { guard: 'eidStrangerReturned', target: 'eidFailed', actions: [assign({ failure: EID_STATE_MISMATCH }), 'forgetReturn'] },
        { guard: 'eidCodeReturned', target: 'finishingEid' },
        { guard: 'eidErrorReturned', target: 'eidFailed', actions: [assign({ failure: EID_CANCELED }), 'forgetReturn'] },
        { guard: 'verified', target: 'approved' },
        { guard: 'inReview', target: 'pending' },
        { guard: 'proofAsked', target: 'proofOfResidency' },
        { guard: 'denied', target: 'denied' },
        { guard: 'manualDraft', target: 'documents' },
        { target: 'choosing' },
      ],
    },
    /** The method: the national e-ID where the country has it, otherwise which document to photograph. */
    choosing: {
      on: {
        CHOOSE_EID: { guard: 'eidAvailable', target: 'requestingEid', actions: 'clearFailure' },
        CHOOSE_DOCUMENT: { guard: 'manualOnly', target: 'startingManual', actions: [assign({ documentType: ({ event }) => event.documentType }), 'clearFailure'] },
      },
    },
    requestingEid: {
      invoke: {
        id: 'requestEid',
        src: 'requestEid',
        input: ({ context }) => ({ redirectUri: context.redirectUri }),
        onDone: { target: 'redirecting', actions: assign({ authorizeUrl: ({ event }) => event.output }) },
        onError: { target: 'eidFailed', actions: 'assignFailure' },
      },
    },
    /** The page leaves for the provider's authorize URL; the provider sends the user back to this page. */
    redirecting: {},
    finishingEid: {
      invoke: {
        id: 'finishEid',
        src: 'finishEid',
        input: ({ context }) => ({ code: context.eidReturn && 'code' in context.eidReturn ? context.eidReturn.code : '', redirectUri: context.redirectUri }),
        onDone: [
          { guard: 'answeredApproved', target: 'approved', actions: ['takeRecord', 'forgetReturn'] },
          { target: 'routing', actions: ['takeRecord', 'forgetReturn'] },
        ],
        onError: { target: 'eidFailed', actions: ['assignFailure', 'forgetReturn'] },
      },
    },
    /** 001 §8: the error in words, the retry hints (default browser, cookies) and its code. */
    eidFailed: {
      on: { RETRY: { target: 'choosing', actions: 'clearFailure' } },
    },
    /** The record is made (or its document changed). */
    startingManual: {
      invoke: {
        id: 'startManual',
        src: 'startManual',
        input: ({ context }) => ({ record: context.record, documentType: context.documentType ?? 'id_card' }),
        onDone: { target: 'documents', actions: 'takeRecord' },
        onError: { target: 'choosing', actions: 'assignFailure' },
      },
    },
    /** Photos of the document through the shared upload component (upload, rotate, remove). */
    documents: {
      on: {
        CHOOSE_DOCUMENT: { target: 'startingManual', actions: [assign({ documentType: ({ event }) => event.documentType }), 'clearFailure'] },
        RECORD_CHANGED: { actions: [assign({ record: ({ event }) => event.record, missing: ({ context, event }) => context.missing.filter((type) => missingIdImages(event.record).includes(type)) })] },
        SUBMIT: [
          { guard: 'complete', target: 'submitting', actions: 'clearFailure' },
          { actions: assign({ missing: ({ context }) => (context.record ? missingIdImages(context.record) : []) }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submitDocuments',
        src: 'submitDocuments',
        input: ({ context }) => ({ record: context.record as IdVerificationRecord }),
        onDone: [
          { guard: 'answeredInReview', target: 'pending', actions: 'takeRecord' },
          { target: 'routing', actions: 'takeRecord' },
        ],
        onError: [
          { guard: 'wasProofAsked', target: 'proofOfResidency', actions: 'assignFailure' },
          { target: 'documents', actions: 'assignFailure' },
        ],
      },
    },
    /** 002 §4.10 "in progress": about one working day; an e-mail is sent with the result. */
    pending: {
      on: { CHECK_AGAIN: 'loading' },
    },
    /** The reviewers want a proof of residency before they decide. */
    proofOfResidency: {
      on: {
        RECORD_CHANGED: { actions: assign({ record: ({ event }) => event.record, missing: [] }) },
        SUBMIT: [
          { guard: 'complete', target: 'submitting', actions: 'clearFailure' },
          { actions: assign({ missing: ['proof_of_residency'] }) },
        ],
        CHECK_AGAIN: 'loading',
      },
    },
    approved: {},
    /** 002 §4.10 "failed": try again or contact support. */
    denied: {
      on: { RETRY: { target: 'choosing', actions: 'clearFailure' } },
    },
  },
});
