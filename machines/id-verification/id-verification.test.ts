import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { IdVerificationRecord } from '@/entities/user';
import { AUTHORIZE_URL, eidMismatch, idRecord, swedishInput, swissInput, withPhotos } from './id-verification.fixtures';
import { idVerificationMachine } from './id-verification.machine';
import type { IdVerificationInput } from './id-verification.types';
import { selectIdVerificationView } from './id-verification.view';

function start(input: IdVerificationInput, record: IdVerificationRecord | null, actors: Record<string, unknown> = {}) {
  const calls: { name: string; input: unknown }[] = [];
  const actor = (name: string, answer: (input: never) => unknown) =>
    fromPromise(async ({ input }) => {
      calls.push({ name, input });
      return answer(input as never);
    });
  const machine = idVerificationMachine.provide({
    actors: {
      loadRecord: actor('loadRecord', () => record),
      startManual: actor('startManual', ({ documentType }: { documentType: 'passport' | 'id_card' }) => idRecord({ documentType })),
      submitDocuments: actor('submitDocuments', ({ record: sent }: { record: IdVerificationRecord }) => ({ ...sent, status: 'pending_verification' })),
      requestEid: actor('requestEid', () => AUTHORIZE_URL),
      finishEid: actor('finishEid', () => idRecord({ status: 'approved', method: 'eid' })),
      ...actors,
    } as never,
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

describe('ID verification machine', () => {
  it('opens on the record: none yet is the choice of method, not an error (model_not_found)', async () => {
    const { actor } = start(swissInput(), null);
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(selectIdVerificationView(actor.getSnapshot())).toMatchObject({ status: 'none', failure: null, eidAvailable: false });
  });

  it('resumes a review, a proof of residency, a denial or a draft after a reload', async () => {
    for (const [status, state] of [['pending_verification', 'pending'], ['pending_proof_of_residency', 'proofOfResidency'], ['denied', 'denied'], ['draft', 'documents'], ['approved', 'approved']] as const) {
      const { actor } = start(swissInput(), idRecord({ status }));
      await waitFor(actor, (s) => s.matches(state));
    }
  });

  it('offers the e-ID only where the country has it, and photos of a document only elsewhere', async () => {
    const swedish = start(swedishInput(), null).actor;
    await waitFor(swedish, (s) => s.matches('choosing'));
    swedish.send({ type: 'CHOOSE_DOCUMENT', documentType: 'passport' });
    expect(swedish.getSnapshot().value).toBe('choosing');
    swedish.send({ type: 'CHOOSE_EID' });
    await waitFor(swedish, (s) => s.matches('redirecting'));
    expect(swedish.getSnapshot().context.authorizeUrl).toBe(AUTHORIZE_URL);

    const swiss = start(swissInput(), null).actor;
    await waitFor(swiss, (s) => s.matches('choosing'));
    swiss.send({ type: 'CHOOSE_EID' });
    expect(swiss.getSnapshot().value).toBe('choosing');
  });

  it('finishes the e-ID with the code and the same redirect URI when the state is this browser’s', async () => {
    const { actor, calls } = start(swedishInput({ eidReturn: { code: 'c1', state: 's' }, expectedState: 's' }), null);
    await waitFor(actor, (s) => s.matches('approved'));
    expect(calls.find((c) => c.name === 'finishEid')?.input).toEqual({ code: 'c1', redirectUri: swedishInput().redirectUri });
  });

  it('refuses an answer carrying another state, and says a canceled identification without an error code', async () => {
    const stranger = start(swedishInput({ eidReturn: { code: 'c1', state: 'x' }, expectedState: 's' }), null);
    await waitFor(stranger.actor, (s) => s.matches('eidFailed'));
    expect(stranger.calls.some((c) => c.name === 'finishEid')).toBe(false);
    const canceled = start(swedishInput({ eidReturn: { error: 'access_denied', state: 's' }, expectedState: 's' }), null);
    await waitFor(canceled.actor, (s) => s.matches('eidFailed'));
    expect(selectIdVerificationView(canceled.actor.getSnapshot()).error).toBeNull();
  });

  it('names 001 §8’s error of a refused e-ID, and a retry starts again', async () => {
    const { actor } = start(swedishInput({ eidReturn: { code: 'c1', state: 's' }, expectedState: 's' }), null, {
      finishEid: fromPromise(async () => {
        throw eidMismatch;
      }),
    });
    await waitFor(actor, (s) => s.matches('eidFailed'));
    expect(selectIdVerificationView(actor.getSnapshot()).error).toBe('eid_name_mismatch');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.eidReturn).toBeNull();
  });

  it('sends the documents only with every photo, naming the missing ones otherwise', async () => {
    const { actor } = start(swissInput(), null);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'CHOOSE_DOCUMENT', documentType: 'id_card' });
    await waitFor(actor, (s) => s.matches('documents'));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.missing).toEqual(['front', 'back', 'selfie']);
    actor.send({ type: 'RECORD_CHANGED', record: withPhotos(idRecord(), ['front', 'back', 'selfie']) });
    expect(actor.getSnapshot().context.missing).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('pending'));
    expect(selectIdVerificationView(actor.getSnapshot()).status).toBe('pending');
  });
});
