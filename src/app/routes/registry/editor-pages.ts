import type { RouteName } from '@/shared/routing';
import type { PageEntry } from './page-entry';

const editorStep: PageEntry = {
  layout: 'default',
  guard: 'owner',
  load: () => import('@/pages/owner-vehicles/vehicle-editor').then((m) => ({ Component: m.VehicleEditorRoute })),
  // One page for every step: the editor's machine and the owner's unsaved changes live across the steps' URLs.
  group: 'vehicle-editor',
};

/**
 * The owner's vehicles and the vehicle editor (issue #18, 000 §2, §4). Only the editor's built
 * steps are routes (`machines/vehicle-editor/vehicle-editor.steps.ts`); `edit-vehicle` opens the first.
 */
export const EDITOR_PAGES: Partial<Record<RouteName, PageEntry>> = {
  // The list speaks from a catalog of its own, without the editor's steps.
  'edit-vehicles': {
    layout: 'default',
    guard: 'owner',
    catalogs: ['my-vehicles', 'vehicles'],
    load: () => import('@/pages/owner-vehicles/my-vehicles').then((m) => ({ Component: m.MyVehiclesPage })),
  },
  'publish-vehicle': editorStep,
  'edit-vehicle': editorStep,
  'edit-vehicle-basic': editorStep,
  'edit-vehicle-equipment': editorStep,
  'edit-vehicle-pricing': editorStep,
  'edit-vehicle-rules': editorStep,
  'edit-vehicle-cancellation': editorStep,
  'edit-vehicle-checkin-checkout': editorStep,
  'edit-vehicle-availability': editorStep,
  'edit-vehicle-description': editorStep,
  'edit-vehicle-activation': editorStep,
  'edit-vehicle-images': editorStep,
  'edit-vehicle-location': editorStep,
  'edit-vehicle-insurance': editorStep,
  // The owner's calendar (#24): its words and the period form's are in the editor's catalog.
  'owner-calendar': {
    layout: 'default',
    guard: 'owner',
    catalogs: ['editor'],
    load: () => import('@/pages/owner-vehicles/owner-calendar').then((m) => ({ Component: m.OwnerCalendarPage })),
  },
  // The vehicle's damages (#16 point 4): a page of its own, not an editor step; its words are the handover area's.
  'edit-vehicle-damages': {
    layout: 'default',
    guard: 'owner',
    catalogs: ['handover', 'vehicles'],
    load: () => import('@/pages/owner-vehicles/vehicle-damages').then((m) => ({ Component: m.VehicleDamagesPage })),
  },
};
