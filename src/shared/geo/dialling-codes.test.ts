import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIALLING_CODE,
  diallingCodeOptions,
  formatPhoneDigits,
  joinPhone,
  normalizePhoneDigits,
  splitPhone,
} from './dialling-codes.ts';

describe('dialling codes', () => {
  it('lists the United States first with +1, the default', () => {
    expect(diallingCodeOptions[0]).toEqual({ iso2: 'US', value: '+1', label: 'United States (+1)' });
    expect(DEFAULT_DIALLING_CODE).toBe('+1');
  });

  it('writes North American territory codes as +1-684', () => {
    expect(diallingCodeOptions.find((option) => option.iso2 === 'AS')?.value).toBe('+1-684');
    expect(diallingCodeOptions.find((option) => option.iso2 === 'PR')?.value).toMatch(/^\+1-\d{3}$/);
    expect(diallingCodeOptions.find((option) => option.iso2 === 'CA')?.value).toBe('+1');
    expect(diallingCodeOptions.find((option) => option.iso2 === 'GB')?.value).toBe('+44');
  });

  it('sorts the rest by label and lists each country once', () => {
    const rest = diallingCodeOptions.slice(1).map((option) => option.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    const iso = diallingCodeOptions.map((option) => option.iso2);
    expect(new Set(iso).size).toBe(iso.length);
    expect(iso.length).toBeGreaterThan(200);
  });

  it('splits and joins phone values on the last hyphen', () => {
    expect(splitPhone('+1-684-6335550123')).toEqual({ code: '+1-684', digits: '6335550123' });
    expect(splitPhone('+44-2071234567')).toEqual({ code: '+44', digits: '2071234567' });
    expect(splitPhone('4155550123')).toEqual({ code: '+1', digits: '4155550123' });
    expect(joinPhone('+1-684', '6335550123')).toBe('+1-684-6335550123');
  });

  it('strips non-digits, keeps 10, and formats as (XXX)-XXX-XXXX', () => {
    expect(normalizePhoneDigits('(415) 555-0123 ext 9')).toBe('4155550123');
    expect(formatPhoneDigits('415')).toBe('415');
    expect(formatPhoneDigits('41555')).toBe('(415)-55');
    expect(formatPhoneDigits('4155550123')).toBe('(415)-555-0123');
  });
});
