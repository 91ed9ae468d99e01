import type { idVerificationMachine } from '@machines/id-verification';
import { expect, type Page } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { apiSignUp, restoreAs } from '../support/session';
import {
  gesture,
  notReplayed,
  passesThrough,
  returnsBy,
  screen,
  type EventMap,
  type ReplayMap,
  type StartFixtures,
  type StateMap,
} from '../support/machine-replay/types';

/**
 * The ID verification page (machines/id-verification) on the sandbox: each event's gesture and each
 * state's screen. Every start signs up an account of its own (the verification changes it for good).
 */

type Machine = typeof idVerificationMachine;
type Snapshot = SnapshotFrom<Machine>;
interface Account {
  email: string;
}

// A 1×1 PNG: the sandbox stores the photo and draws its own.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PHOTO_NAMES = { front: 'Front of the document', back: 'Back of the document', selfie: 'Selfie', proof_of_residency: 'Proof of residency' } as const;
const DOCUMENT_NAMES = { passport: 'Passport', id_card: 'ID card' } as const;

const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1, name: 'Verify your ID' })).toBeVisible({ timeout: 20_000 });
const status = (page: Page, label: string) => expect(page.getByText(`Status: ${label}`)).toBeVisible();
const has = (s: Snapshot, type: keyof typeof PHOTO_NAMES) => (s.context.record?.images ?? []).some((image) => image.type === type);

const events = {
  CHOOSE_EID: gesture({
    offered: (s) => s.matches('choosing') && s.context.eidAvailable,
    perform: async ({ page }) => page.getByRole('button', { name: 'Verify with e-ID' }).click(),
  }),
  CHOOSE_DOCUMENT: gesture({
    offered: (s, { documentType }) => (s.matches('choosing') && !s.context.eidAvailable) || (s.matches('documents') && s.context.record?.documentType !== documentType),
    perform: async ({ page }, { documentType }, s) => {
      if (s.matches('choosing')) await page.getByRole('button', { name: DOCUMENT_NAMES[documentType] }).click();
      else await page.getByRole('radiogroup', { name: 'Document' }).getByRole('radio', { name: DOCUMENT_NAMES[documentType] }).click();
    },
  }),
  RECORD_CHANGED: gesture({
    // The photos this record has that the page's record lacks, for the document the page shows.
    offered: (s, { record }) =>
      (s.matches('documents') || s.matches('proofOfResidency')) &&
      record.documentType === s.context.record?.documentType &&
      record.status === s.context.record?.status &&
      (record.images ?? []).some((image) => !has(s, image.type)),
    perform: async ({ page }, { record }, s) => {
      for (const { type } of record.images ?? []) {
        if (has(s, type)) continue;
        const field = page.getByRole('group', { name: PHOTO_NAMES[type] });
        await field.getByLabel('Choose a photo').setInputFiles({ name: `${type}.png`, mimeType: 'image/png', buffer: PNG });
        await expect(field.getByRole('img')).toBeVisible({ timeout: 20_000 });
        await expect(field.getByRole('status')).toHaveText('The photo is uploaded.');
      }
    },
  }),
  SUBMIT: gesture({
    offered: (s) => s.matches('documents') || s.matches('proofOfResidency'),
    perform: async ({ page }) => page.getByRole('button', { name: 'Send for review' }).click(),
  }),
  RETRY: gesture({
    offered: (s) => s.matches('denied'),
    perform: async ({ page }) => page.getByRole('button', { name: 'Try again' }).click(),
  }),
  CHECK_AGAIN: gesture({
    offered: (s) => s.matches('pending'),
    perform: async ({ page }) => page.getByRole('button', { name: 'Check again' }).click(),
  }),
} satisfies EventMap<Machine, Account>;

const documentsScreen = screen<Machine, Account>(async ({ page }, s) => {
  await h1(page);
  for (const type of (s.context.record?.status === 'pending_proof_of_residency' ? ['proof_of_residency'] : s.context.record?.documentType === 'passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie']) as (keyof typeof PHOTO_NAMES)[]) {
    const field = page.getByRole('group', { name: PHOTO_NAMES[type] });
    await expect(field).toBeVisible();
    // What was uploaded stays, through reloads.
    await expect(field.getByRole('img')).toHaveCount(has(s, type) ? 1 : 0);
  }
  await expect(page.getByText('Add this photo before you send.')).toHaveCount(s.context.missing.length);
});

const states = {
  loading: passesThrough('The record loads; the sandbox answers at once.'),
  routing: passesThrough('Chooses the state the record says.'),
  loadFailed: screen(async ({ page }) => expect(page.getByRole('alert')).toHaveText('Your verification could not be loaded.'), {
    reload: notReplayed('The sandbox always answers GET /me/id-verifications; the story and the paths test show the failure.'),
  }),
  choosing: screen(async ({ page }, s) => {
    await h1(page);
    await status(page, s.context.record?.status === 'denied' ? 'Denied' : 'Not verified');
    if (s.context.eidAvailable) await expect(page.getByRole('button', { name: 'Verify with e-ID' })).toBeEnabled();
    else await expect(page.getByRole('button', { name: 'ID card' })).toBeEnabled();
  }),
  requestingEid: passesThrough('The signed request is made; the sandbox answers at once.'),
  // The simulated provider's page: the user identifies there and is sent back.
  redirecting: screen(async ({ page }) => expect(page.getByRole('heading', { level: 1, name: 'Sandbox e-ID' })).toBeVisible({ timeout: 20_000 }), {
    reload: returnsBy('“Identify as …” on the provider’s page returns to the page with a code.', async ({ page }) => page.getByRole('link', { name: /^Identify as / }).click()),
  }),
  finishingEid: passesThrough('The code is sent to POST /verify/eid-oauth.'),
  eidFailed: screen(async ({ page }) => expect(page.getByRole('alert')).toBeVisible(), {
    reload: notReplayed('The replay identifies with the provider’s “Identify” only; e2e/id-verification.spec.ts cancels, and the stories show each error.'),
  }),
  startingManual: passesThrough('The record is made or its document changed.'),
  documents: documentsScreen,
  submitting: passesThrough('The photos are sent for review.'),
  pending: screen(async ({ page }) => {
    await h1(page);
    await expect(page.getByRole('status').filter({ hasText: 'Your verification is in progress' })).toContainText('about one working day');
  }),
  proofOfResidency: documentsScreen,
  approved: screen(async ({ page }) => {
    await h1(page);
    await expect(page.getByRole('status').filter({ hasText: 'Your ID is verified.' })).toBeVisible({ timeout: 20_000 });
    // The code is used once: off the address.
    await expect(page).toHaveURL(/\/verify-id$/);
  }),
  denied: screen(async ({ page }) => {
    await h1(page);
    await expect(page.getByRole('alert')).toContainText('Your ID verification failed. Try again, or contact support.');
  }),
} satisfies StateMap<Machine, Account>;

/** A fresh renter of the country, with the verification the sandbox makes for the start, on the page. */
const renter =
  (country: 'SE' | 'CH', status?: 'pending_verification' | 'pending_proof_of_residency' | 'denied') =>
  async ({ page, sandbox, request }: StartFixtures): Promise<Account> => {
    const account = await apiSignUp(request, 'renter', { country });
    if (status) await sandbox.idVerification({ email: account.email, status });
    await restoreAs(page.context(), account);
    await page.goto('/verify-id');
    return { email: account.email };
  };

export const idVerificationReplay = {
  name: 'ID verification',
  axe: true,
  events,
  states,
  starts: {
    swedish: { setUp: renter('SE') },
    swiss: { setUp: renter('CH') },
    inReview: { setUp: renter('CH', 'pending_verification') },
    proofAsked: { setUp: renter('CH', 'pending_proof_of_residency') },
    denied: { setUp: renter('CH', 'denied') },
  },
} satisfies ReplayMap<Machine, Account, 'swedish' | 'swiss' | 'inReview' | 'proofAsked' | 'denied'>;

