import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type EventObject } from 'xstate';
import { doneEvent, errorEvent, modelCoverage } from '../testing/model-coverage';
import { AUTHORIZE_URL, eidMismatch, idRecord, missingPhoto, serverDown, swedishInput, swissInput, withPhotos } from './id-verification.fixtures';
import { idVerificationMachine } from './id-verification.machine';
import type { IdVerificationInput } from './id-verification.types';

const draft = idRecord();
const complete = withPhotos(draft, ['front', 'back', 'selfie']);
const proofAsked = idRecord({ status: 'pending_proof_of_residency' }, ['front', 'back', 'selfie']);

/** Every event the machine can receive, with each actor's outcomes, for the graph walk. */
export const ID_VERIFICATION_EVENTS = [
  { type: 'CHOOSE_EID' },
  { type: 'CHOOSE_DOCUMENT', documentType: 'id_card' },
  { type: 'CHOOSE_DOCUMENT', documentType: 'passport' },
  { type: 'RECORD_CHANGED', record: complete },
  { type: 'RECORD_CHANGED', record: withPhotos(proofAsked, ['front', 'back', 'selfie', 'proof_of_residency']) },
  { type: 'SUBMIT' },
  { type: 'RETRY' },
  { type: 'CHECK_AGAIN' },
  doneEvent('loadRecord', null),
  doneEvent('loadRecord', idRecord({ status: 'pending_verification' }, ['front', 'back', 'selfie'])),
  doneEvent('loadRecord', proofAsked),
  doneEvent('loadRecord', idRecord({ status: 'approved' })),
  doneEvent('loadRecord', idRecord({ status: 'denied' })),
  doneEvent('loadRecord', draft),
  errorEvent('loadRecord', serverDown),
  doneEvent('startManual', draft),
  errorEvent('startManual', serverDown),
  doneEvent('submitDocuments', idRecord({ status: 'pending_verification' }, ['front', 'back', 'selfie'])),
  doneEvent('submitDocuments', proofAsked),
  errorEvent('submitDocuments', missingPhoto),
  doneEvent('requestEid', AUTHORIZE_URL),
  errorEvent('requestEid', serverDown),
  doneEvent('finishEid', idRecord({ status: 'approved', method: 'eid', documentType: null })),
  doneEvent('finishEid', idRecord({ status: 'pending_verification', method: 'eid', documentType: null })),
  errorEvent('finishEid', eidMismatch),
] as EventObject[];

const STARTS: Record<string, IdVerificationInput> = {
  swedish: swedishInput(),
  swiss: swissInput(),
  verified: swissInput({ isIdVerified: true }),
  eidCode: swedishInput({ eidReturn: { code: 'sbx-eid-ok-12', state: 'st-1' }, expectedState: 'st-1' }),
  eidError: swedishInput({ eidReturn: { error: 'access_denied', state: 'st-1' }, expectedState: 'st-1' }),
  eidStranger: swedishInput({ eidReturn: { code: 'sbx-eid-ok-12', state: 'other' }, expectedState: 'st-1' }),
};

const serialize = (s: { value: unknown; context: Record<string, unknown> }) => {
  const c = s.context as unknown as ReturnType<typeof idVerificationMachine.getInitialSnapshot>['context'];
  return JSON.stringify([s.value, c.eidAvailable, c.isIdVerified, c.eidReturn, c.record?.status, c.record?.documentType, c.record?.images?.length, c.missing, c.failure?.slug]);
};

const coverages = Object.values(STARTS).map((input) => ({ input, coverage: modelCoverage(idVerificationMachine, { input, events: ID_VERIFICATION_EVENTS, serializeState: serialize as never }) }));

/** Passed through on the way to the record's state, never rested in. */
const TRANSIENT_STATES = ['idVerification.routing'];

describe('ID verification machine: model-based paths', () => {
  it('reaches every state', () => {
    const reached = new Set(coverages.flatMap(({ coverage }) => [...coverage.reachedStates]));
    expect(coverages[0]?.coverage.allStates.filter((id) => !reached.has(id) && !TRANSIENT_STATES.includes(id))).toEqual([]);
  });

  it('walks every transition', () => {
    const walked = new Set(coverages.flatMap(({ coverage }) => [...coverage.walkedTransitions]));
    expect(coverages[0]?.coverage.allTransitions.filter((t) => !walked.has(t))).toEqual([]);
  });

  // The shortest path to each state from each start (the walk finds one per context; one per state is enough to replay).
  const shortest = coverages.flatMap(({ input, coverage }) => [...new Map(coverage.paths.map((path) => [JSON.stringify(path.state.value), path])).entries()].map(([value, path]) => [value, input, path] as const));
  it.each(shortest)(
    'replays the shortest path to %s',
    (_, input, path) => {
      let [snapshot] = initialTransition(idVerificationMachine, input);
      for (const step of path.steps) [snapshot] = transition(idVerificationMachine, snapshot, step.event as never);
      expect(snapshot.value).toEqual(path.state.value);
    },
  );
});
