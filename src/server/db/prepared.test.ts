import { describe, expect, it } from 'vitest';
import { isoFromTimestampText } from './prepared.ts';

describe('isoFromTimestampText', () => {
  it('turns every fraction length of a UTC timestamptz into ISO milliseconds, truncating as a Date does', () => {
    expect(isoFromTimestampText('2026-11-21 23:18:31+00')).toBe('2026-11-21T23:18:31.000Z');
    expect(isoFromTimestampText('2026-11-21 23:18:31.7+00')).toBe('2026-11-21T23:18:31.700Z');
    expect(isoFromTimestampText('2026-11-21 23:18:31.72+00')).toBe('2026-11-21T23:18:31.720Z');
    expect(isoFromTimestampText('2026-11-21 23:18:31.725+00')).toBe('2026-11-21T23:18:31.725Z');
    expect(isoFromTimestampText('2026-11-21 23:18:31.7259+00')).toBe('2026-11-21T23:18:31.725Z');
    expect(isoFromTimestampText('2026-11-21 23:18:31.720999+00')).toBe('2026-11-21T23:18:31.720Z');
    for (const text of ['2026-11-21 23:18:31.720999+00', '2026-02-28 00:00:00.5+00'])
      expect(isoFromTimestampText(text)).toBe(
        new Date(text.replace(' ', 'T').replace('+00', 'Z')).toISOString(),
      );
  });

  it('reads other offsets through Date', () => {
    expect(isoFromTimestampText('2026-11-21 18:18:31.5-05')).toBe('2026-11-21T23:18:31.500Z');
    expect(isoFromTimestampText('2026-11-22 04:48:31+05:30')).toBe('2026-11-21T23:18:31.000Z');
  });
});
