/**
 * The sandbox's demo accounts: every one exists in every seeded store, with the
 * traits its description names, and logs in with the shared password.
 */
export const DEMO_PASSWORD = 'Sandbox2026';

export type DemoAccountKey = 'renter' | 'owner' | 'topOwner' | 'companyOwner' | 'newOwner' | 'swissRenter' | 'editor' | 'admin';

export interface DemoAccount {
  key: DemoAccountKey;
  email: string;
  password: string;
  role: 'renter' | 'owner' | 'editor' | 'admin';
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'renter',
    email: 'renter@sandbox.test',
    password: DEMO_PASSWORD,
    role: 'renter',
    description: 'Swedish renter with bookings in several states, favourites, saved cards and conversations',
  },
  {
    key: 'owner',
    email: 'owner@sandbox.test',
    password: DEMO_PASSWORD,
    role: 'owner',
    description: 'Swedish owner with several vehicles (canManageMultipleAssets), a bank account, payouts and requests to answer',
  },
  {
    key: 'topOwner',
    email: 'topowner@sandbox.test',
    password: DEMO_PASSWORD,
    role: 'owner',
    description: 'Norwegian top owner with well-reviewed vehicles',
  },
  {
    key: 'companyOwner',
    email: 'company-owner@sandbox.test',
    password: DEMO_PASSWORD,
    role: 'owner',
    description: 'German rental company (organisation) with a small fleet on its own insurance',
  },
  {
    key: 'newOwner',
    email: 'newowner@sandbox.test',
    password: DEMO_PASSWORD,
    role: 'owner',
    description: 'Danish owner with a draft vehicle that was never activated',
  },
  {
    key: 'swissRenter',
    email: 'swiss-renter@sandbox.test',
    password: DEMO_PASSWORD,
    role: 'renter',
    description: 'Renter living in Switzerland (CHF), ID not verified yet',
  },
  {
    key: 'editor',
    email: 'editor@sandbox.test',
    password: DEMO_PASSWORD,
    role: 'editor',
    description: 'Content editor',
  },
  {
    key: 'admin',
    email: 'admin@sandbox.test',
    password: DEMO_PASSWORD,
    role: 'admin',
    description: 'Administrator who may log in as other users',
  },
];

export const demoAccount = (key: DemoAccountKey): DemoAccount => {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new RangeError(`No demo account ${key}`);
  return account;
};
