import { expect, type Locator } from '@playwright/test';

/** "SEK 1,234.50", "-SEK 99.00" (English formats) in minor units. */
export function minorOf(text: string): number {
  const digits = text.replace(/[^\d.\-−]/g, '').replace('−', '-');
  return Math.round(Number(digits) * 100);
}

export interface MoneyRow {
  label: string;
  amount: string;
}

/** A money table's rows, its last being the total. */
export async function moneyRows(table: Locator): Promise<MoneyRow[]> {
  const rows = table.getByRole('row');
  // Rows arrive as the price is worked out: read them once the total closes the table.
  await expect(rows.last().getByRole('rowheader')).toHaveText(/^Total/);
  const result: MoneyRow[] = [];
  for (const row of await rows.all()) {
    result.push({ label: ((await row.getByRole('rowheader').textContent()) ?? '').trim(), amount: ((await row.getByRole('cell').textContent()) ?? '').trim() });
  }
  return result;
}

/** Every price shown lists its parts, and the parts add up to its total to the minor unit, in one currency. */
export async function expectLinesAddUp(table: Locator, currency?: string): Promise<MoneyRow[]> {
  let rows: MoneyRow[] = [];
  // A line may still change (a quote replacing the estimate): the check is retried until it holds.
  await expect(async () => {
    rows = await addingUp(table, currency);
  }).toPass({ timeout: 10_000 });
  return rows;
}

async function addingUp(table: Locator, currency: string | undefined): Promise<MoneyRow[]> {
  const rows = await moneyRows(table);
  const total = rows.at(-1);
  expect(rows.length, 'a total and at least one part').toBeGreaterThan(1);
  const shownIn = currency ?? /[A-Z]{3}/.exec(total?.amount ?? '')?.[0] ?? '';
  for (const row of rows) expect(row.amount, row.label).toContain(shownIn);
  const sum = rows.slice(0, -1).reduce((acc, row) => acc + minorOf(row.amount), 0);
  expect(sum, `the parts of ${rows.map((r) => `${r.label}: ${r.amount}`).join('; ')}`).toBe(minorOf(total?.amount ?? ''));
  return rows;
}
