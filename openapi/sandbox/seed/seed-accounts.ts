import { TEST_CARDS } from '../rules/test-cards';
import { ensureConversation, postMessage } from '../logic/conversations';
import { cardBrandOf } from '../logic/payment-methods';
import type { UserRow } from '../store/rows';
import { digits, type SeedContext } from './seed-context';
import type { DemoUsers } from './seed-users';
import { NORDIC_COUNTRIES } from './words/places';

const BANKS: Readonly<Record<string, readonly string[]>> = {
  SE: ['Swedbank', 'SEB', 'Handelsbanken', 'Nordea'],
  NO: ['DNB', 'Nordea', 'SpareBank 1'],
  FI: ['OP', 'Nordea', 'Danske Bank'],
  DK: ['Danske Bank', 'Jyske Bank', 'Nordea'],
  DE: ['Sparkasse', 'Deutsche Bank', 'Commerzbank'],
  AT: ['Erste Bank', 'Raiffeisen', 'Bank Austria'],
  CH: ['UBS', 'PostFinance', 'Raiffeisen'],
  LI: ['LLB', 'VP Bank'],
};

/** Saved cards: the renters who booked have one (the demo renter two); every card is a sandbox test card. */
function seedPaymentMethods(ctx: SeedContext, demo: DemoUsers): void {
  const { random, store } = ctx;
  const bookers = new Set(store.bookings.all().map((b) => b.renterId));
  const card = (user: UserRow, cardNumber: string, createdAt: string) => {
    const id = store.paymentMethods.size + 1;
    store.paymentMethods.insert({
      providerId: `pm_sbx_${String(id).padStart(6, '0')}`,
      userId: user.id,
      cardNumber,
      type: 'card',
      brand: cardBrandOf(cardNumber),
      last4: cardNumber.slice(-4),
      expMonth: random.int(1, 12),
      expYear: Number(ctx.anchorDay.slice(0, 4)) + random.int(1, 5),
      walletType: null,
      status: 'succeeded',
      stripeAccount: user.stripeAccount ?? 'se',
      createdAt,
    });
  };
  card(demo.renter, TEST_CARDS.success, ctx.at(-400));
  card(demo.renter, TEST_CARDS.threeDSecure, ctx.at(-30));
  for (const user of store.users.where((u) => u.role === 'renter' && bookers.has(u.id) && u.id !== demo.renter.id)) {
    card(user, TEST_CARDS.success, user.createdAt);
  }
}

/** Payout accounts of the owners with published vehicles (not the new owner's). */
function seedBankAccounts(ctx: SeedContext, demo: DemoUsers): void {
  const { random, store } = ctx;
  const publishing = new Set(store.assets.where((a) => a.status !== 'draft').map((a) => a.ownerId));
  for (const owner of store.users.where((u) => u.role === 'owner' && publishing.has(u.id) && u.id !== demo.newOwner.id)) {
    if (owner.id !== demo.owner.id && !random.chance(0.9)) continue;
    store.bankAccounts.insert({
      providerId: `ba_sbx_${String(owner.id).padStart(6, '0')}`,
      userId: owner.id,
      bankName: random.pick(BANKS[owner.country] ?? ['Bank']),
      last4: digits(random, '####'),
      country: owner.country,
      currency: owner.currency,
      accountHolderName: owner.organizationName ?? `${owner.firstName} ${owner.lastName ?? ''}`.trim(),
      stripeAccount: owner.stripeAccount ?? 'se',
      status: 'verified',
    });
  }
}

/** ID verification records: eID in the Nordics, documents elsewhere; some still pending or denied. */
function seedIdVerifications(ctx: SeedContext, demo: DemoUsers): void {
  const { random, store } = ctx;
  for (const user of store.users.where((u) => u.role === 'renter' || u.role === 'owner')) {
    if (user.id === demo.swissRenter.id || user.id === demo.newOwner.id) continue;
    const eid = (NORDIC_COUNTRIES as readonly string[]).includes(user.country);
    // Most verified users only carry the flag; a third keep their record, as do some pending or denied ones.
    if (user.isIdVerified ? !random.chance(0.35) : !random.chance(0.25)) continue;
    const status = user.isIdVerified ? 'approved' : random.weighted([['pending_verification', 3], ['denied', 1], ['draft', 2]] as const);
    const createdAt = user.createdAt;
    store.idVerifications.insert({
      userId: user.id,
      status,
      method: eid ? 'eid' : 'manual',
      documentType: eid ? null : random.pick(['passport', 'id_card'] as const),
      documentCountry: user.country,
      attempts: [{ id: 1, status: status === 'approved' ? 'review' : status === 'denied' ? 'failed' : 'in_progress', method: eid ? 'eid' : 'manual', errorCode: null, createdAt }],
      images: eid ? [] : [{ id: 1, type: 'front', rotation: 0 }, { id: 2, type: 'back', rotation: 0 }],
      expiresAt: null,
      createdAt,
      updatedAt: createdAt,
    });
  }
}

/** Favourites of renters (the demo renter keeps six) and questions sent before booking. */
function seedFavoritesAndQuestions(ctx: SeedContext, demo: DemoUsers, renters: readonly UserRow[]): void {
  const { random, store } = ctx;
  const published = store.assets.where((a) => a.status === 'published');
  const favourite = (user: UserRow, count: number) => {
    for (const [index, asset] of random.sample(published, count).entries()) {
      store.favorites.insert({ userId: user.id, assetId: asset.id, pageName: random.pick(['search', 'vehicle', 'home']), index, createdAt: ctx.at(-random.int(1, 200)) });
    }
  };
  favourite(demo.renter, 6);
  favourite(demo.swissRenter, 2);
  for (const renter of renters) if (random.chance(0.25) && renter.id !== demo.renter.id && renter.id !== demo.swissRenter.id) favourite(renter, random.int(1, 5));

  // The demo renter asked the demo top owner a question that is still unread by the renter.
  const question = (renter: UserRow, assetId: number, ownerId: number, text: string, answer: string | null, hoursAgo: number) => {
    const asked = new Date(ctx.moment.getTime() - hoursAgo * 3_600_000).toISOString();
    const thread = ensureConversation(store, renter.id, ownerId, assetId, asked);
    const message = postMessage(store, thread, renter.id, text, asked);
    if (answer) {
      message.readAt = asked;
      postMessage(store, thread, ownerId, answer, new Date(Date.parse(asked) + 3_600_000).toISOString());
    }
  };
  const topOwnerVehicle = store.assets.find((a) => a.ownerId === demo.topOwner.id && a.subType === 'caravan');
  if (topOwnerVehicle) {
    question(demo.renter, topOwnerVehicle.id, demo.topOwner.id, 'Hei! Går det bra att ta med en liten hund?', 'Hei Sara! Ja, hunder er velkomne så lenge de ikke ligger i sengene.', 5);
  }
  for (let i = 0; i < 150; i++) {
    const asset = random.pick(published);
    question(random.pick(renters), asset.id, asset.ownerId, 'Hi! Is the vehicle available around midsummer, and is there room for two bikes?', random.chance(0.7) ? 'Hi! Yes, and the bike rack fits two bikes.' : null, random.int(2, 4_000));
  }
}

function seedCustomTimestamps(ctx: SeedContext, demo: DemoUsers): void {
  for (const user of [demo.renter, demo.owner, demo.topOwner]) {
    ctx.store.customTimestamps.insert({ userId: user.id, timestampKey: 'contact_details_prompted', timestamp: ctx.at(-12) });
  }
  ctx.store.customTimestamps.insert({ userId: demo.owner.id, timestampKey: 'getting_started_dismissed', timestamp: ctx.at(-200) });
}

export function seedAccounts(ctx: SeedContext, demo: DemoUsers, renters: readonly UserRow[]): void {
  seedPaymentMethods(ctx, demo);
  seedBankAccounts(ctx, demo);
  seedIdVerifications(ctx, demo);
  seedFavoritesAndQuestions(ctx, demo, renters);
  seedCustomTimestamps(ctx, demo);
}
