import { describe, expect, it } from 'vitest';
import { isKnownWebPath, publicPaths } from './site-routes.ts';

describe('isKnownWebPath', () => {
  it('knows every public path with and without a trailing slash', () => {
    for (const path of publicPaths) {
      const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
      expect(isKnownWebPath(bare), bare).toBe(true);
      if (bare !== '/') expect(isKnownWebPath(`${bare}/`), `${bare}/`).toBe(true);
    }
  });

  it('matches public paths exactly, not by prefix', () => {
    expect(isKnownWebPath('/login/extra')).toBe(false);
    expect(isKnownWebPath('/pricing-plans')).toBe(false);
    expect(isKnownWebPath('/no-such-page')).toBe(false);
  });

  it('ignores the query string', () => {
    expect(isKnownWebPath('/verification?token=abc')).toBe(true);
    expect(isKnownWebPath('/reset-password?token=abc&role=employee')).toBe(true);
  });

  it('knows the areas by prefix, but not look-alike prefixes', () => {
    expect(isKnownWebPath('/company')).toBe(true);
    expect(isKnownWebPath('/company/dashboard')).toBe(true);
    expect(isKnownWebPath('/candidate/checks/1')).toBe(true);
    expect(isKnownWebPath('/admin/login')).toBe(true);
    expect(isKnownWebPath('/companyx')).toBe(false);
    expect(isKnownWebPath('/administrator')).toBe(false);
  });

  it('knows report pages with exactly one id segment and the dev mailbox', () => {
    expect(isKnownWebPath('/candidate-report/abc-123')).toBe(true);
    expect(isKnownWebPath('/candidate-report/abc/extra')).toBe(false);
    expect(isKnownWebPath('/candidate-report/')).toBe(false);
    expect(isKnownWebPath('/dev/mail')).toBe(true);
  });
});
