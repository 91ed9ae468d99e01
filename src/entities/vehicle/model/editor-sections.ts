import type { components } from '@/shared/api';

type InfoStatuses = components['schemas']['AssetInfoStatuses'];

/** The editor's sections in the order of its tabs (000 §2: basic data … publish). */
export const EDITOR_SECTIONS = [
  'basic',
  'images',
  'equipment',
  'location',
  'pricing',
  'rules',
  'cancellation',
  'checkinCheckout',
  'availability',
  'insurance',
  'description',
  'activation',
] as const satisfies readonly (keyof InfoStatuses)[];

export type EditorSection = (typeof EDITOR_SECTIONS)[number];

/** The sections an owner fills in; `activation` is the publishing itself, not a part to complete. */
export const FILLED_SECTIONS: readonly EditorSection[] = EDITOR_SECTIONS.filter((section) => section !== 'activation');

export interface VehicleCompletion {
  done: number;
  total: number;
  /** The sections still to fill in, in tab order: what stands between the vehicle and publishing (000 §4). */
  missing: EditorSection[];
}

/** How far the owner got with a vehicle, read from the API's flags (`infoStatuses`, 000 §3). */
export function vehicleCompletion(statuses: InfoStatuses): VehicleCompletion {
  const missing = FILLED_SECTIONS.filter((section) => !statuses[section]);
  return { done: FILLED_SECTIONS.length - missing.length, total: FILLED_SECTIONS.length, missing };
}
