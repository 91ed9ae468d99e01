import type { APIRequestContext } from '@playwright/test';

interface PublicUser {
  firstName: string;
  isOrganizationRepresentative?: boolean;
  organizationName?: string | null;
}

/**
 * How an owner is named: the vehicle page says the first name; the owner's profile and a
 * conversation say the organisation's name for its representative (the privacy rules, 002 §2.9).
 * Which owner a test gets depends on the vehicles free at the time, so a test asks.
 */
export async function ownerNames(request: APIRequestContext, ownerId: number): Promise<{ firstName: string; goesBy: string }> {
  const answer = await request.get(`/api/users/${ownerId}/stats`);
  if (!answer.ok()) throw new Error(`GET /api/users/${ownerId}/stats answered ${answer.status()}`);
  const { user } = ((await answer.json()) as { data: { user: PublicUser } }).data;
  const organisation = user.isOrganizationRepresentative ? user.organizationName?.trim() : undefined;
  return { firstName: user.firstName, goesBy: organisation || user.firstName };
}
