import type { SnapshotFrom } from 'xstate';
import type { ObtrusiveModal } from '@/entities/user';
import { currentObtrusiveModal, type obtrusiveModalsMachine } from './obtrusive-modals.machine';
import type { ObtrusiveFailure } from './obtrusive-modals.types';

export type ObtrusivePhase = 'idle' | 'showing' | 'submitting' | 'failed';

export interface ObtrusiveModalsView {
  phase: ObtrusivePhase;
  /** The modal shown; undefined when none is due. */
  current: ObtrusiveModal | undefined;
  failure: ObtrusiveFailure | undefined;
}

export function selectObtrusiveModalsView(snapshot: SnapshotFrom<typeof obtrusiveModalsMachine>): ObtrusiveModalsView {
  const phase: ObtrusivePhase = snapshot.matches('submitting') ? 'submitting' : snapshot.matches('failed') ? 'failed' : snapshot.matches('showing') ? 'showing' : 'idle';
  return {
    phase,
    current: phase === 'idle' ? undefined : currentObtrusiveModal(snapshot.context),
    failure: phase === 'failed' ? snapshot.context.failure : undefined,
  };
}
