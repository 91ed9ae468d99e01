import type { SnapshotFrom } from 'xstate';
import type { ObtrusiveModal } from '@/entities/user';
import { currentObtrusiveModal, isDismissable, type obtrusiveModalsMachine } from './obtrusive-modals.machine';
import type { ObtrusiveFailure } from './obtrusive-modals.types';

export type ObtrusivePhase = 'idle' | 'showing' | 'submitting' | 'failed';

export interface ObtrusiveModalsView {
  phase: ObtrusivePhase;
  /** The modal shown; undefined when none is due. */
  current: ObtrusiveModal | undefined;
  failure: ObtrusiveFailure | undefined;
  /** The user may close the modal shown without answering (DISMISS). */
  dismissable: boolean;
}

export function selectObtrusiveModalsView(snapshot: SnapshotFrom<typeof obtrusiveModalsMachine>): ObtrusiveModalsView {
  const phase: ObtrusivePhase = snapshot.matches('submitting') ? 'submitting' : snapshot.matches('failed') ? 'failed' : snapshot.matches('showing') ? 'showing' : 'idle';
  const current = phase === 'idle' ? undefined : currentObtrusiveModal(snapshot.context);
  return {
    phase,
    current,
    failure: phase === 'failed' ? snapshot.context.failure : undefined,
    dismissable: phase !== 'submitting' && isDismissable(current),
  };
}
