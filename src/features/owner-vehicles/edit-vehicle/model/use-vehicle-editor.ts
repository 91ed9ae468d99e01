import { selectVehicleEditorView, vehicleEditorMachine, type EditorStep } from '@machines/vehicle-editor';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readEditorDraft, storeEditorDraft, vehicleKeys } from '@/entities/vehicle';
import { useMachineView } from '@/shared/lib/machine';
import { vehicleEditorActors } from './vehicle-editor-actors';

const machine = vehicleEditorMachine.provide({ actors: vehicleEditorActors() });

/**
 * The editor's machine with the real API calls, its unsaved changes kept in this browser on every
 * change (one draft per vehicle, a new listing's until its first save creates it), and the owner's
 * vehicles fetched again after each save (000 §4: after a create; completion changes with any save).
 */
export function useVehicleEditor({ vehicleId, step, ownerId }: { vehicleId: number | null; step: EditorStep; ownerId: number }) {
  const queryClient = useQueryClient();
  const [input] = useState(() => ({ vehicleId, step, draft: readEditorDraft(vehicleId) }));
  const editor = useMachineView(machine, { input, view: selectVehicleEditorView });
  const { actor } = editor;

  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => {
      const { vehicleId: id, changes, saved } = snapshot.context;
      // Once saved, the draft of the new listing became the vehicle: it is no one's draft now.
      if (previous.context.vehicleId === null && id !== null) storeEditorDraft(null, {});
      storeEditorDraft(id, changes);
      if (saved && !previous.context.saved) void queryClient.invalidateQueries({ queryKey: vehicleKeys.mine(ownerId) });
      previous = snapshot;
    });
    return () => subscription.unsubscribe();
  }, [actor, ownerId, queryClient]);

  return editor;
}
