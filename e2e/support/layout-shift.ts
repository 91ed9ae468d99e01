import type { Page } from '@playwright/test';

/** The good-CLS line of web vitals: a page whose layout moves more than this as it loads is fixed. */
export const GOOD_LAYOUT_SHIFT = 0.1;

interface ShiftRecord {
  total: number;
  /** What moved, for the failure's message. */
  moved: string[];
}

/** Counts the layout shifts of every document the page loads from now on (those after input excepted). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: ShiftRecord = { total: 0, moved: [] };
    (window as unknown as { __layoutShift: ShiftRecord }).__layoutShift = record;
    const name = (node: Node | null) =>
      node instanceof Element ? `<${node.tagName.toLowerCase()}> "${(node.textContent ?? '').trim().slice(0, 40)}"` : String(node?.nodeName ?? 'gone');
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        for (const source of entry.sources)
          record.moved.push(`${entry.value.toFixed(3)} ${location.pathname} ${name(source.node)} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of the current document so far, and what moved. */
export const layoutShiftOf = (page: Page): Promise<ShiftRecord> =>
  page.evaluate(() => (window as unknown as { __layoutShift?: ShiftRecord }).__layoutShift ?? { total: 0, moved: [] });
