/**
 * The getting-started menu badge (same rule as `gettingStartedBadgeCount` in the user entity,
 * whose index is too heavy for the header every page loads at start): 1 for an owner with fewer than 2 vehicles who never activated one (spec 002 §4.4).
 */
export function gettingStartedBadge(role: string | undefined, vehicles: { isActive: boolean; activationCount?: number }[]): number {
  if (role !== 'owner') return 0;
  const everActivated = vehicles.some((v) => v.isActive || (v.activationCount ?? 0) > 0);
  return vehicles.length < 2 && !everActivated ? 1 : 0;
}
