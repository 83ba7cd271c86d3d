import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

const actor = (sessionId: string, userId = 'user-1') => ({ sessionId, userId });
const t0 = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('session cache', () => {
  it('returns an entry until its time to live ends', () => {
    const cache = new SessionCache(5_000);
    cache.set('token-a', actor('s1'), t0, t0 + 3_600_000);
    expect(cache.get('token-a', t0 + 4_999)).toEqual(actor('s1'));
    expect(cache.get('token-a', t0 + 5_000)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('never outlives the session it describes', () => {
    const cache = new SessionCache(5_000);
    cache.set('token-a', actor('s1'), t0, t0 + 1_000);
    expect(cache.get('token-a', t0 + 999)).not.toBeNull();
    expect(cache.get('token-a', t0 + 1_000)).toBeNull();
  });

  it('forgets revoked sessions and every session of a user', () => {
    const cache = new SessionCache(5_000);
    cache.set('token-a', actor('s1', 'user-1'), t0, t0 + 3_600_000);
    cache.set('token-b', actor('s2', 'user-1'), t0, t0 + 3_600_000);
    cache.set('token-c', actor('s3', 'user-2'), t0, t0 + 3_600_000);
    cache.forgetSessions(['s1']);
    expect(cache.get('token-a', t0)).toBeNull();
    expect(cache.get('token-b', t0)).not.toBeNull();
    cache.forgetUser('user-1');
    expect(cache.get('token-b', t0)).toBeNull();
    expect(cache.get('token-c', t0)).toEqual(actor('s3', 'user-2'));
  });

  it('drops the oldest entry when full and stores nothing when turned off', () => {
    const cache = new SessionCache(5_000, 2);
    cache.set('token-a', actor('s1'), t0, t0 + 3_600_000);
    cache.set('token-b', actor('s2'), t0, t0 + 3_600_000);
    cache.set('token-c', actor('s3'), t0, t0 + 3_600_000);
    expect(cache.get('token-a', t0)).toBeNull();
    expect(cache.size).toBe(2);
    const off = new SessionCache(0);
    off.set('token-a', actor('s1'), t0, t0 + 3_600_000);
    expect(off.get('token-a', t0)).toBeNull();
  });
});
