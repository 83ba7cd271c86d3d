import { describe, expect, it } from 'vitest';
import { checkStatusLabel, kbaStatus, overallStatus, ssnStatus, toCheckStatus } from './check-status.ts';

describe('toCheckStatus', () => {
  it.each([
    ['VERIFIED', 'VERIFIED'],
    ['pending', 'PENDING'],
    ['FAILED', 'FAILED'],
    ['UNABLE_TO_VERIFY', 'UNABLE_TO_VERIFY'],
    ['ARCHIVED', 'ARCHIVED'],
    ['CLEARED', 'VERIFIED'],
    ['cleared', 'VERIFIED'],
    ['REJECTED', 'FAILED'],
    ['SOMETHING_ELSE', 'NULL'],
    ['', 'NULL'],
    [null, 'NULL'],
    [undefined, 'NULL'],
  ] as const)('maps %s to %s', (input, expected) => {
    expect(toCheckStatus(input)).toBe(expected);
  });
});

describe('checkStatusLabel', () => {
  it('labels each status', () => {
    expect(checkStatusLabel('NULL')).toBe('Awaiting Input');
    expect(checkStatusLabel('PENDING')).toBe('Processing');
    expect(checkStatusLabel('VERIFIED')).toBe('Verified');
    expect(checkStatusLabel('FAILED')).toBe('Rejected');
    expect(checkStatusLabel('ARCHIVED')).toBe('Archived');
    expect(checkStatusLabel('UNABLE_TO_VERIFY')).toBe('Unable To Verify');
  });

  it('shows an overall unable-to-verify as Done With Exception to operations only', () => {
    expect(checkStatusLabel('UNABLE_TO_VERIFY', { overall: true, audience: 'admin' })).toBe(
      'Done With Exception',
    );
    expect(checkStatusLabel('UNABLE_TO_VERIFY', { overall: true, audience: 'company' })).toBe(
      'Unable To Verify',
    );
    expect(checkStatusLabel('UNABLE_TO_VERIFY', { overall: false, audience: 'admin' })).toBe(
      'Unable To Verify',
    );
  });
});

describe('ssnStatus and kbaStatus', () => {
  it('maps a cleared SSN to VERIFIED and otherwise UNABLE_TO_VERIFY', () => {
    expect(ssnStatus(true)).toBe('VERIFIED');
    expect(ssnStatus(false)).toBe('UNABLE_TO_VERIFY');
  });

  it('maps a cleared KBA to VERIFIED and otherwise FAILED', () => {
    expect(kbaStatus(true)).toBe('VERIFIED');
    expect(kbaStatus(false)).toBe('FAILED');
  });
});

describe('overallStatus', () => {
  it('is FAILED when any active check failed', () => {
    expect(overallStatus(['VERIFIED', 'UNABLE_TO_VERIFY', 'FAILED', 'PENDING'])).toBe('FAILED');
  });

  it('is UNABLE_TO_VERIFY when none failed and one is unable to verify', () => {
    expect(overallStatus(['VERIFIED', 'UNABLE_TO_VERIFY', 'PENDING'])).toBe('UNABLE_TO_VERIFY');
  });

  it('is VERIFIED only when every active check is verified', () => {
    expect(overallStatus(['VERIFIED', 'VERIFIED'])).toBe('VERIFIED');
    expect(overallStatus(['VERIFIED', 'PENDING'])).toBe('PENDING');
    expect(overallStatus(['VERIFIED', 'NULL'])).toBe('PENDING');
  });

  it('ignores archived checks', () => {
    expect(overallStatus(['VERIFIED', 'ARCHIVED'])).toBe('VERIFIED');
    expect(overallStatus(['ARCHIVED', 'FAILED'])).toBe('FAILED');
  });

  it('is ARCHIVED when every check is archived and NULL when there are none', () => {
    expect(overallStatus(['ARCHIVED', 'ARCHIVED'])).toBe('ARCHIVED');
    expect(overallStatus([])).toBe('NULL');
  });
});
