import { formatUsd } from '#shared/pricing/pricing.ts';

// Money is integer cents everywhere and prices come from the shared pricing module (through the
// server); this only formats them, always with cents so columns of figures line up.
export const formatCents = (cents: number) => formatUsd(cents, { cents: 'always' });

export const formatCentsRange = (minCents: number, maxCents: number) =>
  minCents === maxCents ? formatCents(minCents) : `${formatCents(minCents)}–${formatCents(maxCents)}`;
