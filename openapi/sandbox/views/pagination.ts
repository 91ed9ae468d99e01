import type { components } from '@openapi/generated/schema';

type PaginationMeta = components['schemas']['PaginationMeta'];

/** Reads `page[number]` and `page[size]` (already checked against the contract) with the operation's default size. */
export function pageOf(url: string, defaultSize: number): { page: number; size: number } {
  const query = new URL(url).searchParams;
  return {
    page: Number(query.get('page[number]') ?? 1) || 1,
    size: Number(query.get('page[size]') ?? defaultSize) || defaultSize,
  };
}

/** One page of a list with the contract's `meta`. */
export function paginate<T>(items: readonly T[], page: number, size: number): { data: T[]; meta: PaginationMeta } {
  const start = (page - 1) * size;
  const data = items.slice(start, start + size);
  return {
    data,
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(items.length / size)),
      per_page: size,
      total: items.length,
      from: data.length > 0 ? start + 1 : null,
      to: data.length > 0 ? start + data.length : null,
    },
  };
}

/** The comma-separated `include` relations of a request. */
export const includesOf = (url: string, fallback = ''): Set<string> =>
  new Set(
    (new URL(url).searchParams.get('include') ?? fallback)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
