import type {
  CandidateRow as CandidateWire,
  InvitationStage,
  PackageId,
} from '#shared/candidates/candidates.contract.ts';
import { type CheckStatus, toCheckStatus } from '#shared/checks/check-status.ts';
import { checkLabel } from '../companies/companies.service.ts';
import type { ActivityRow, CandidateListRow, CheckRow, NoteRow, OrderRow } from './candidates.queries.ts';

/** An invitation nobody opened in time reads as expired; later stages never expire. */
export const stageOf = (
  row: { invitationStage: string | null; invitationExpiresAt: Date | null },
  now: Date,
): InvitationStage => {
  const stage = (row.invitationStage ?? 'invited') as InvitationStage;
  if (
    (stage === 'invited' || stage === 'opened') &&
    row.invitationExpiresAt &&
    row.invitationExpiresAt <= now
  )
    return 'expired';
  return stage;
};

export const presentCandidateRow = (row: CandidateListRow, now: Date): CandidateWire => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  package: row.package as PackageId,
  status: toCheckStatus(row.status === 'NULL' ? null : row.status),
  invitationStage: stageOf(row, now),
  archived: row.archived ?? false,
  createdAt: isoOf(row.createdAt ?? now),
  updatedAt: isoOf(row.updatedAt ?? now),
});

const isoOf = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());

export const presentCheck = (check: CheckRow) => ({
  id: check.id,
  type: check.type,
  label: checkLabel(check.type),
  status: toCheckStatus(check.status) as CheckStatus,
  detail: check.countyFips ? `County FIPS ${check.countyFips}` : check.detail,
  updatedAt: check.updatedAt.toISOString(),
});

export const presentActivity = (activity: ActivityRow) => ({
  id: activity.id,
  candidateId: activity.candidateId,
  actor: activity.actor,
  action: activity.action,
  text: activity.text,
  createdAt: activity.createdAt.toISOString(),
});

export const presentNote = (note: NoteRow) => ({
  id: note.id,
  candidateId: note.candidateId,
  email: note.authorEmail,
  text: note.text,
  createdAt: note.createdAt.toISOString(),
});

/** The order with the amounts stored when it was placed; never re-priced from today's price list. */
export const presentOrder = (order: OrderRow) => ({
  id: order.id,
  package: order.package as PackageId,
  addOns: order.addOns,
  listPriceCents: order.listPriceCents,
  chargedCents: order.priceCents,
  passThrough: { minCents: order.passThroughMinCents, maxCents: order.passThroughMaxCents },
  demo: order.demo,
  createdAt: order.createdAt.toISOString(),
});
