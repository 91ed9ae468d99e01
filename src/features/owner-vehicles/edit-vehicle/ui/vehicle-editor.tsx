import { EDITOR_STEPS, type EditorStep } from '@machines/vehicle-editor';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { vehicleBrandsQuery } from '@/entities/vehicle';
import { useStepUrl } from '@/shared/lib/machine';
import { useLocalizedHref } from '@/shared/routing';
import { useToast } from '@/shared/ui/toast';
import { useVehicleEditor } from '../model/use-vehicle-editor';
import { VehicleEditorScreen } from './vehicle-editor-screen';

export interface VehicleEditorProps {
  /** The vehicle from the URL; none for a new listing (`/publish-vehicle`). */
  vehicleId: number | null;
  /** The matched route: which step the URL shows. */
  routeName: string;
  ownerId: number;
}

/**
 * The vehicle editor wired to the API, the URL and the router: each step has its address, the
 * first save of a new listing moves to the vehicle's own, and leaving with unsaved changes asks.
 */
export function VehicleEditor({ vehicleId, routeName, ownerId }: VehicleEditorProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const hrefTo = useLocalizedHref();
  const navigate = useNavigate();
  const urlStep: EditorStep = EDITOR_STEPS.stepOfRoute(routeName) ?? 'basic';
  const { actor, view, send } = useVehicleEditor({ vehicleId, step: urlStep, ownerId });
  const brands = useQuery(vehicleBrandsQuery());
  const idNow = view.vehicleId;
  const hrefOf = useCallback((step: EditorStep) => (idNow === null ? hrefTo('publish-vehicle') : hrefTo(EDITOR_STEPS.routeOf(step), { id: idNow })), [hrefTo, idNow]);

  useStepUrl({
    flowStep: view.phase === 'editing' || view.phase === 'saving' || view.phase === 'saveFailed' ? view.step : undefined,
    urlStep,
    follow: (step) => {
      actor.send({ type: 'GO_TO', step });
      return actor.getSnapshot().context.step;
    },
    hrefOf,
  });

  // A new listing's first save made the vehicle: its address from now on (a reload opens it).
  const created = useRef(vehicleId);
  useEffect(() => {
    if (created.current === null && idNow !== null) {
      created.current = idNow;
      toast({ title: t`Your vehicle is saved as a draft.`, description: t`Fill in the other sections to publish it.`, variant: 'success' });
      void navigate(hrefOf(view.step), { replace: true });
    }
  }, [idNow, hrefOf, navigate, view.step, t, toast]);

  // Leaving the editor (not moving between its steps) with unsaved changes asks first.
  const editorPaths = new Set(EDITOR_STEPS.order.map(hrefOf));
  const blocker = useBlocker(({ nextLocation }) => view.dirty && !editorPaths.has(nextLocation.pathname));
  const asked = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asked.current = false;
      return;
    }
    if (!asked.current) {
      asked.current = true;
      send({ type: 'LEAVE' });
    } else if (view.phase === 'left') blocker.proceed();
    else if (view.phase === 'editing') blocker.reset();
  }, [blocker, send, view.phase]);

  return <VehicleEditorScreen view={view} send={send} hrefOf={hrefOf} brands={brands.data} />;
}
