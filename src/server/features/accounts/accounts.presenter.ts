import type { Profile } from '#shared/accounts/accounts.contract.ts';
import type { companies } from '../../db/schema/index.ts';
import type { UserRow } from './accounts.queries.ts';

export const presentProfile = (user: UserRow, company: typeof companies.$inferSelect | null): Profile => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
  role: user.role,
  teamRole: user.teamRole,
  emailVerified: user.emailVerifiedAt !== null,
  company: company
    ? { id: company.id, name: company.name, domain: company.domain, demoMode: company.demoMode }
    : null,
  teamMemberEmail: user.role === 'COMPANY' ? user.email : null,
});
