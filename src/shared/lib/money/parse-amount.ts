/**
 * An amount typed in major units ("1200", "1 200,50", "1'200.50", "1,200.50") as minor units, or
 * null when it is not a plain amount with at most two decimals. The last `,` or `.` followed by one
 * or two digits is the decimal mark; other marks, spaces and apostrophes group thousands.
 */
export function parseAmount(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f'’]/g, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const grouped = decimal ? compact.slice(0, decimal.index) : compact;
  // Thousands come in groups of three: "1.234" is 1234, "1,2,3" is no amount.
  if (!/^(\d+|\d{1,3}([.,]\d{3})+)$/.test(grouped)) return null;
  const whole = grouped.replace(/[.,]/g, '');
  if (whole.length > 12) return null;
  const cents = decimal ? Number((decimal[1] ?? '').padEnd(2, '0')) : 0;
  return Number(whole) * 100 + cents;
}
