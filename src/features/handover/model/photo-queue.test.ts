import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { photoQueue } from './photo-queue';

describe('photoQueue (IndexedDB)', () => {
  it('keeps photos per booking and phase, in the order taken, until removed', async () => {
    const first = await photoQueue.add({ bookingId: 7, phase: 'checkin', file: new Blob(['a']), name: 'a.jpg' });
    const second = await photoQueue.add({ bookingId: 7, phase: 'checkin', file: new Blob(['b']), name: 'b.jpg' });
    await photoQueue.add({ bookingId: 7, phase: 'checkout', file: new Blob(['c']), name: 'c.jpg' });
    expect((await photoQueue.list(7, 'checkin')).map((p) => p.name)).toEqual(['a.jpg', 'b.jpg']);
    await photoQueue.remove(first.id);
    expect((await photoQueue.list(7, 'checkin')).map((p) => p.id)).toEqual([second.id]);
    expect(await photoQueue.list(8, 'checkin')).toEqual([]);
  });
});
