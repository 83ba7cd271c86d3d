// Product roles (DOMAIN.md section 1) and the values the wire uses for them at login.
export const roles = ['ADMIN', 'COMPANY', 'CANDIDATE'] as const;
export type Role = (typeof roles)[number];

export const loginRoles = ['admin', 'employee', 'ops'] as const;
export type LoginRole = (typeof loginRoles)[number];

export const roleByLoginRole: Record<LoginRole, Role> = {
  admin: 'COMPANY',
  employee: 'CANDIDATE',
  ops: 'ADMIN',
};

export const teamRoles = ['owner', 'admin', 'recruiter', 'viewer'] as const;
export type TeamRole = (typeof teamRoles)[number];

/** The area each role may use; the web client keeps a user inside it (spec section 4, startup). */
export const areaByRole: Record<Role, string> = {
  ADMIN: 'admin',
  COMPANY: 'company',
  CANDIDATE: 'candidate',
};
