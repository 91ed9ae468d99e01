import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createUploadQueue } from './upload-queue';

describe('createUploadQueue (IndexedDB)', () => {
  it('keeps files per scope, oldest first, with their fields, until removed', async () => {
    const queue = createUploadQueue('test-uploads');
    const main = await queue.add('41', new Blob(['a']), 'front.jpg', { viewType: 'main' });
    await queue.add('41', new Blob(['b']), 'kitchen.jpg', { viewType: 'kitchen' });
    await queue.add('42', new Blob(['c']), 'other.jpg');
    expect((await queue.list('41')).map((file) => [file.name, file.fields])).toEqual([
      ['front.jpg', { viewType: 'main' }],
      ['kitchen.jpg', { viewType: 'kitchen' }],
    ]);
    await queue.remove(main.id);
    expect((await queue.list('41')).map((file) => file.name)).toEqual(['kitchen.jpg']);
    expect((await queue.list('42'))[0]?.fields).toEqual({});
    // Another database is another queue.
    expect(await createUploadQueue('test-other').list('41')).toEqual([]);
  });
});
