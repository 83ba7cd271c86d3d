// Check statuses and their labels (spec section 4, DOMAIN.md section 3).
export const checkStatuses = [
  'NULL',
  'PENDING',
  'VERIFIED',
  'FAILED',
  'UNABLE_TO_VERIFY',
  'ARCHIVED',
] as const;
export type CheckStatus = (typeof checkStatuses)[number];

const passthrough = new Set<string>(['VERIFIED', 'PENDING', 'FAILED', 'UNABLE_TO_VERIFY', 'ARCHIVED']);

/** Server strings map to themselves; CLEARED is VERIFIED, REJECTED is FAILED, anything else NULL. */
export const toCheckStatus = (value: string | null | undefined): CheckStatus => {
  if (value == null) return 'NULL';
  const upper = value.toUpperCase();
  if (upper === 'CLEARED') return 'VERIFIED';
  if (upper === 'REJECTED') return 'FAILED';
  return passthrough.has(upper) ? (upper as CheckStatus) : 'NULL';
};

export type StatusAudience = 'admin' | 'company' | 'candidate';

export const checkStatusLabel = (
  status: CheckStatus,
  options: { overall?: boolean; audience?: StatusAudience } = {},
) => {
  switch (status) {
    case 'NULL':
      return 'Awaiting Input';
    case 'PENDING':
      return 'Processing';
    case 'VERIFIED':
      return 'Verified';
    case 'FAILED':
      return 'Rejected';
    case 'UNABLE_TO_VERIFY':
      return options.overall && options.audience === 'admin' ? 'Done With Exception' : 'Unable To Verify';
    case 'ARCHIVED':
      return 'Archived';
  }
};

/** SSN: cleared means VERIFIED, otherwise UNABLE_TO_VERIFY. */
export const ssnStatus = (cleared: boolean): CheckStatus => (cleared ? 'VERIFIED' : 'UNABLE_TO_VERIFY');

/** KBA: cleared means VERIFIED, otherwise REJECTED (shown as FAILED). */
export const kbaStatus = (cleared: boolean): CheckStatus => (cleared ? 'VERIFIED' : 'FAILED');

/**
 * Overall candidate status: FAILED if any check failed, else UNABLE_TO_VERIFY if any is, else
 * VERIFIED when all are verified, else PENDING. Archived checks do not count.
 */
export const overallStatus = (statuses: readonly CheckStatus[]): CheckStatus => {
  const active = statuses.filter((status) => status !== 'ARCHIVED');
  if (active.length === 0) return statuses.length > 0 ? 'ARCHIVED' : 'NULL';
  if (active.includes('FAILED')) return 'FAILED';
  if (active.includes('UNABLE_TO_VERIFY')) return 'UNABLE_TO_VERIFY';
  if (active.every((status) => status === 'VERIFIED')) return 'VERIFIED';
  return 'PENDING';
};
