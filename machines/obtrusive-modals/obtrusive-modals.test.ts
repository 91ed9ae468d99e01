import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ObtrusiveModal } from '@/entities/user';
import { obtrusiveModalsMachine } from './obtrusive-modals.machine';
import type { ObtrusiveResult, ObtrusiveSubmission } from './obtrusive-modals.types';
import { selectObtrusiveModalsView } from './obtrusive-modals.view';

const user = { id: 202, role: 'owner' } as Extract<ObtrusiveResult, { user: unknown }>['user'];

function start(submit: (submission: ObtrusiveSubmission) => Promise<ObtrusiveResult> = async () => ({ user })) {
  const applied = vi.fn();
  const submitted = vi.fn(submit);
  const machine = obtrusiveModalsMachine.provide({
    actors: { submit: fromPromise(({ input }) => submitted(input)) },
  });
  const actor = createActor(machine);
  actor.on('answered', applied);
  actor.start();
  return { actor, applied, submitted, view: () => selectObtrusiveModalsView(actor.getSnapshot()) };
}

const all: ObtrusiveModal[] = [
  { kind: 'accept-terms' },
  { kind: 'confirm-contact-details' },
  { kind: 'interior-insurance-opt-in' },
  { kind: 'confirm-insurance-details', vehicleId: 4 },
  { kind: 'missing-bank-account' },
];

describe('obtrusive modals machine', () => {
  it('shows nothing without modals due', () => {
    const { actor, view } = start();
    actor.send({ type: 'QUEUE_CHANGED', queue: [] });
    expect(view()).toEqual({ phase: 'idle', current: undefined, failure: undefined, dismissable: false });
  });

  it('shows the modals one at a time, in order, each answered by the API', async () => {
    const { actor, view, submitted, applied } = start();
    actor.send({ type: 'QUEUE_CHANGED', queue: all });
    const seen: string[] = [];
    for (const submission of [
      { kind: 'accept-terms' },
      { kind: 'confirm-contact-details' },
      { kind: 'interior-insurance-opt-in' },
      { kind: 'confirm-insurance-details', vehicleId: 4, confirmation: { ownInsuranceConfirmed: true, insuranceCompany: 'If' } },
    ] as ObtrusiveSubmission[]) {
      seen.push(view().current?.kind ?? 'none');
      actor.send({ type: 'SUBMIT', submission });
      expect(view().phase).toBe('submitting');
      await waitFor(actor, (s) => !s.matches('submitting'));
    }
    expect(seen).toEqual(['accept-terms', 'confirm-contact-details', 'interior-insurance-opt-in', 'confirm-insurance-details']);
    expect(submitted).toHaveBeenCalledTimes(4);
    expect(applied).toHaveBeenCalledTimes(4);
    expect(applied).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'answered', submission: expect.objectContaining({ vehicleId: 4 }), result: { user } }));
    expect(view().current).toEqual({ kind: 'missing-bank-account' });
    actor.send({ type: 'ACKNOWLEDGE' });
    expect(view().phase).toBe('idle');
  });

  it('keeps the modal open with the failure, and retries', async () => {
    let attempts = 0;
    const { actor, view } = start(async () => {
      attempts += 1;
      if (attempts === 1) throw { slug: 'server_error', message: 'Down' };
      return { user };
    });
    actor.send({ type: 'QUEUE_CHANGED', queue: [{ kind: 'accept-terms' }] });
    actor.send({ type: 'SUBMIT', submission: { kind: 'accept-terms' } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ phase: 'failed', current: { kind: 'accept-terms' }, failure: { slug: 'server_error' } });
    actor.send({ type: 'SUBMIT', submission: { kind: 'accept-terms' } });
    await waitFor(actor, (s) => s.matches('idle'));
  });

  it('ignores an answer to another modal than the one shown, and acknowledging anything but the bank-account notice', () => {
    const { actor, view } = start();
    actor.send({ type: 'QUEUE_CHANGED', queue: [{ kind: 'accept-terms' }, { kind: 'missing-bank-account' }] });
    actor.send({ type: 'SUBMIT', submission: { kind: 'confirm-contact-details' } });
    actor.send({ type: 'ACKNOWLEDGE' });
    expect(view()).toMatchObject({ phase: 'showing', current: { kind: 'accept-terms' } });
  });

  it('does not show an answered modal again while the data catches up, and follows a new queue', async () => {
    const { actor, view } = start();
    actor.send({ type: 'QUEUE_CHANGED', queue: [{ kind: 'accept-terms' }] });
    actor.send({ type: 'SUBMIT', submission: { kind: 'accept-terms' } });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'QUEUE_CHANGED', queue: [{ kind: 'accept-terms' }, { kind: 'confirm-contact-details' }] });
    expect(view().current).toEqual({ kind: 'confirm-contact-details' });
    actor.send({ type: 'QUEUE_CHANGED', queue: [] });
    expect(view().phase).toBe('idle');
  });

  describe('the select-name modal', () => {
    const nameless: ObtrusiveModal[] = [{ kind: 'select-name', required: false }, { kind: 'accept-terms' }];

    it('comes first; closed away from the pages that need a name, the next modal follows', () => {
      const { actor, view, submitted } = start();
      actor.send({ type: 'QUEUE_CHANGED', queue: nameless });
      expect(view()).toMatchObject({ phase: 'showing', current: { kind: 'select-name' }, dismissable: true });
      actor.send({ type: 'DISMISS' });
      expect(view().current).toEqual({ kind: 'accept-terms' });
      expect(submitted).not.toHaveBeenCalled();
      // Another modal is not closed this way.
      actor.send({ type: 'DISMISS' });
      expect(view().current).toEqual({ kind: 'accept-terms' });
    });

    it('comes back, not closeable, on a page that needs a name', () => {
      const { actor, view } = start();
      actor.send({ type: 'QUEUE_CHANGED', queue: [{ kind: 'select-name', required: false }] });
      actor.send({ type: 'DISMISS' });
      expect(view().phase).toBe('idle');
      actor.send({ type: 'QUEUE_CHANGED', queue: [{ kind: 'select-name', required: true }] });
      expect(view()).toMatchObject({ phase: 'showing', current: { kind: 'select-name', required: true }, dismissable: false });
      actor.send({ type: 'DISMISS' });
      expect(view().phase).toBe('showing');
    });

    it('saves the name through the profile call; a failure keeps it open, still closeable', async () => {
      const { actor, view, submitted } = start(async () => {
        throw Object.assign(new Error('Down'), { slug: 'server_error' });
      });
      actor.send({ type: 'QUEUE_CHANGED', queue: nameless });
      actor.send({ type: 'SUBMIT', submission: { kind: 'select-name', firstName: 'Alva', lastName: 'Berg' } });
      expect(view().dismissable).toBe(false);
      await waitFor(actor, (s) => s.matches('failed'));
      expect(submitted).toHaveBeenCalledWith({ kind: 'select-name', firstName: 'Alva', lastName: 'Berg' });
      expect(view()).toMatchObject({ phase: 'failed', current: { kind: 'select-name' }, dismissable: true });
      actor.send({ type: 'DISMISS' });
      expect(view()).toMatchObject({ phase: 'showing', current: { kind: 'accept-terms' }, failure: undefined });
    });
  });
});
