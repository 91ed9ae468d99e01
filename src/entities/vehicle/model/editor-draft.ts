import type { components } from '@/shared/api';

type S = components['schemas'];

/** A vehicle as the editor reads it (`GET /assets/{id}`, the answer of a save). */
export type VehicleRecord = S['Asset'];

/** What the owner changed in the editor and has not saved: the contract's editable fields. */
export type VehicleChanges = Partial<S['AssetAttributes']>;

/**
 * The fields whose value differs from the saved vehicle's (a new listing has none saved): what a
 * save sends, and what the draft keeps. Empty text counts as no value, as the API stores it.
 */
export function changedFields(vehicle: Partial<VehicleRecord> | null, values: VehicleChanges): VehicleChanges {
  const normal = (value: unknown) => (value === '' || value === undefined ? null : value);
  const changed = Object.entries(values).filter(([field, value]) => JSON.stringify(normal(value)) !== JSON.stringify(normal(vehicle?.[field as keyof VehicleRecord])));
  return Object.fromEntries(changed.map(([field, value]) => [field, normal(value)])) as VehicleChanges;
}

/** Where a vehicle's unsaved changes are kept in this browser: one draft per vehicle, and one for a new listing. */
export const editorDraftKey = (vehicleId: number | null): string => `vehicle-editor-draft:${vehicleId ?? 'new'}`;

type StoredValue = string | number | boolean | null | { lat: number; lng: number };
/** A field's value, or the map pin of the location step (the one field that is a point). */
const isPoint = (value: object): boolean => {
  const { lat, lng, ...rest } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' && Object.keys(rest).length === 0;
};
const isStoredValue = (value: unknown): value is StoredValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value) || (typeof value === 'object' && !Array.isArray(value) && isPoint(value));

/**
 * Version 1: a flat record of field values (scalars, and the location's point). Anything else (another version, a damaged entry) is
 * dropped. Checked by hand, not with valibot: the schema functions would join the valibot chunk
 * every form page loads.
 */
function parseDraft(text: string): Record<string, StoredValue> | null {
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null || (stored as { version?: unknown }).version !== 1) return null;
    const changes = (stored as { changes?: unknown }).changes;
    if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return null;
    return Object.values(changes).every(isStoredValue) ? (changes as Record<string, StoredValue>) : null;
  } catch {
    return null;
  }
}

/** The unsaved changes kept for a vehicle, or null when there are none (or what is stored cannot be read). */
export function readEditorDraft(vehicleId: number | null, storage: Pick<Storage, 'getItem'> = localStorage): VehicleChanges | null {
  const text = storage.getItem(editorDraftKey(vehicleId));
  const changes = text === null ? null : parseDraft(text);
  return changes && Object.keys(changes).length > 0 ? (changes as VehicleChanges) : null;
}

/** Keeps the changes (or forgets the draft when there are none left: saved or discarded). */
export function storeEditorDraft(vehicleId: number | null, changes: VehicleChanges, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  if (Object.keys(changes).length === 0) storage.removeItem(editorDraftKey(vehicleId));
  else storage.setItem(editorDraftKey(vehicleId), JSON.stringify({ version: 1, changes }));
}
