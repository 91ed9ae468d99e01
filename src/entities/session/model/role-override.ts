import type { SessionUser } from './session.types';
import { useSyncExternalStore } from 'react';

type Role = SessionUser['role'];
const KEY = 'role-override';
const listeners = new Set<() => void>();

export function readRoleOverride(): Role | undefined {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  return value === 'owner' || value === 'renter' ? value : undefined;
}

/**
 * An admin may look at the site as an owner or a renter; choosing the same role again
 * switches the override off (spec 002 §6).
 */
export function chooseRoleOverride(role: 'owner' | 'renter'): void {
  if (readRoleOverride() === role) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, role);
  listeners.forEach((notify) => notify());
}

export function clearRoleOverride(): void {
  localStorage.removeItem(KEY);
  listeners.forEach((notify) => notify());
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

export const useRoleOverride = (): Role | undefined => useSyncExternalStore(subscribe, readRoleOverride, () => undefined);
