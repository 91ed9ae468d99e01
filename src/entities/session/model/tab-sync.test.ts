import { describe, expect, it } from 'vitest';
import { openTabChannel, refreshesSettled, withRefreshLock, type TabMessage } from './tab-sync';

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe('tabs sharing one session', () => {
  it("tells the other tabs of a refresh and of a logout, and ignores what is not the session's", async () => {
    const heard: TabMessage[] = [];
    const tabA = openTabChannel(() => undefined);
    openTabChannel((message) => heard.push(message));
    const raw = new BroadcastChannel('campershare:session');
    tabA.post({ type: 'tokens', tokens: { token: 'new', refreshToken: 'new-r' } });
    raw.postMessage({ type: 'something else' });
    tabA.post({ type: 'ended', reason: 'logout' });
    await tick();
    raw.close();
    expect(heard).toEqual([
      { type: 'tokens', tokens: { token: 'new', refreshToken: 'new-r' } },
      { type: 'ended', reason: 'logout' },
    ]);
  });

  it('lets one refresh run at a time, and lets a waiting tab know when none runs', async () => {
    const log: string[] = [];
    const first = withRefreshLock(async () => {
      log.push('first starts');
      await tick(50);
      log.push('first ends');
      return 'first';
    });
    const settled = refreshesSettled().then(() => log.push('settled'));
    const second = withRefreshLock(async () => {
      log.push('second starts');
      return 'second';
    });
    expect(await Promise.all([first, second, settled])).toEqual(['first', 'second', expect.any(Number)]);
    expect(log.indexOf('first ends')).toBeLessThan(log.indexOf('second starts'));
    expect(log.indexOf('first ends')).toBeLessThan(log.indexOf('settled'));
  });
});
