/**
 * Amounts that add up to a total, in another currency, still adding up: the total is converted
 * once and each part's rounding is settled by the largest remainders (Hamilton's method), so the
 * converted parts sum to the converted total to the minor unit. A zero total converts each part alone.
 */
export function convertParts(parts: readonly number[], total: number, convert: (minor: number) => number): { parts: number[]; total: number } {
  // `|| 0` turns a rounded -0 into 0, which Intl would otherwise print as "-0".
  const converted = convert(total) || 0;
  if (total === 0) return { parts: parts.map((part) => convert(part) || 0), total: converted };
  const factor = converted / total;
  const exact = parts.map((part) => part * factor);
  const amounts = exact.map((value) => Math.floor(value) || 0);
  let left = converted - amounts.reduce((acc, value) => acc + value, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    amounts[index] = (amounts[index] ?? 0) + 1;
    left -= 1;
  }
  return { parts: amounts, total: converted };
}
