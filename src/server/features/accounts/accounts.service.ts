import type {
  LoginInput,
  LoginResult,
  Profile,
  ResetPasswordInput,
  SignupInput,
} from '#shared/accounts/accounts.contract.ts';
import { type LoginRole, type Role, roleByLoginRole } from '#shared/accounts/roles.ts';
import { emailDomain } from '#shared/validation/fields.ts';
import { messages } from '#shared/validation/messages.ts';
import type { AppContext, RequestMeta } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { assertUnderRateLimit, consumeRateLimit, resetRateLimit } from '../../lib/rate-limit.ts';
import { signSessionToken } from '../../lib/session-tokens.ts';
import { queueMail } from '../../providers/mail/mail.service.ts';
import {
  passwordResetEmail,
  verificationEmail,
  welcomeEmail,
} from '../../providers/mail/templates/account-emails.tsx';
import { presentProfile } from './accounts.presenter.ts';
import {
  type AccountTokenPurpose,
  findAccountToken,
  findUserByEmail,
  findUserById,
  findUserWithCompany,
  insertAccountToken,
  insertCompany,
  insertSession,
  insertUser,
  revokeSession,
  revokeUserSessions,
  spendAccountToken,
  type UserRow,
  updateUser,
  voidAccountTokens,
} from './accounts.queries.ts';

export const VERIFY_LINK_HOURS = 48;
export const RESET_LINK_MINUTES = 60;

// ASVS 2.2.1 asks for at most 100 failures an hour per account; we are stricter.
const limits = {
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  loginFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  signupPerIp: { limit: 10, windowSeconds: 60 * 60 },
  mailPerAddress: { limit: 5, windowSeconds: 60 * 60 },
  mailPerIp: { limit: 30, windowSeconds: 60 * 60 },
} as const;

const issueAccountToken = async (
  ctx: AppContext,
  db: Executor,
  userId: string,
  purpose: AccountTokenPurpose,
  lifetimeMs: number,
) => {
  const token = randomToken();
  await voidAccountTokens(db, userId, purpose, ctx.now());
  await insertAccountToken(db, {
    userId,
    purpose,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(ctx.now().getTime() + lifetimeMs),
  });
  return token;
};

const queueVerificationEmail = async (ctx: AppContext, db: Executor, user: UserRow) => {
  const token = await issueAccountToken(ctx, db, user.id, 'verify_email', VERIFY_LINK_HOURS * 3_600_000);
  const link = `${ctx.config.publicUrl}/verification?token=${encodeURIComponent(token)}`;
  await queueMail(
    db,
    ctx.jobs,
    user.email,
    verificationEmail({ firstName: user.firstName ?? 'there', link, hoursValid: VERIFY_LINK_HOURS }),
  );
};

const startSession = async (ctx: AppContext, db: Executor, user: UserRow, meta: RequestMeta) => {
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.SESSION_HOURS * 3_600_000);
  const session = await insertSession(db, {
    userId: user.id,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
  });
  const token = await signSessionToken(
    ctx.config.secrets.jwt,
    { userId: user.id, sessionId: session.id, role: user.role },
    expiresAt,
  );
  return { token, role: user.role, expiresAt: expiresAt.toISOString() };
};

/** Creates a company and its owner, unverified, and e-mails the verification link. */
export const signUpCompany = async (ctx: AppContext, input: SignupInput, meta: RequestMeta) => {
  await consumeRateLimit(ctx.db, `signup:ip:${meta.ip}`, limits.signupPerIp, ctx.now());
  if (!(await ctx.captcha.verify(input.captcha, { spend: true }))) {
    throw badRequest(messages.captchaFailed, [{ field: 'captcha', msg: messages.captchaFailed }]);
  }
  const existing = await findUserByEmail(ctx.db, 'COMPANY', input.email);
  if (existing?.emailVerifiedAt) throw conflict(messages.accountExists);
  const passwordHash = await hashPassword(ctx.config.secrets.pepper, input.password);

  return ctx.db.transaction(async (tx) => {
    // Signing up again before verifying updates the pending account and sends a fresh link.
    let user: UserRow;
    if (existing) {
      await updateUser(tx, existing.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        passwordHash,
      });
      user = { ...existing, firstName: input.firstName, lastName: input.lastName };
    } else {
      const company = await insertCompany(tx, { domain: emailDomain(input.email) });
      user = await insertUser(tx, {
        role: 'COMPANY',
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        companyId: company.id,
        teamRole: 'owner',
        refererUrl: input.refererUrl ?? null,
        termsAcceptedAt: ctx.now(),
      });
    }
    await queueVerificationEmail(ctx, tx, user);
    ctx.log.info({ userId: user.id, event: 'account.signup' }, 'company signed up');
    return { email: user.email };
  });
};

/** Opens a verification link: verifies the address, signs the owner in, sends the welcome e-mail. */
export const verifyEmail = async (ctx: AppContext, token: string, meta: RequestMeta) => {
  const row = await findAccountToken(ctx.db, 'verify_email', sha256Hex(token));
  if (!row) throw badRequest('This verification link is not valid.');
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw badRequest('This verification link is not valid.');
  if (user.emailVerifiedAt) throw conflict(messages.userAlreadyActivated);
  if (row.usedAt)
    throw badRequest(
      'This verification link has been replaced by a newer one. Please use the latest e-mail.',
    );
  if (row.expiresAt <= ctx.now()) throw new AppError('gone', messages.jwtExpired);

  return ctx.db.transaction(async (tx) => {
    if (!(await spendAccountToken(tx, row.id, ctx.now()))) throw conflict(messages.userAlreadyActivated);
    await updateUser(tx, user.id, { emailVerifiedAt: ctx.now() });
    await queueMail(
      tx,
      ctx.jobs,
      user.email,
      welcomeEmail({
        firstName: user.firstName ?? 'there',
        dashboardLink: `${ctx.config.publicUrl}/company`,
      }),
    );
    ctx.log.info({ userId: user.id, event: 'account.verified' }, 'e-mail verified');
    const session = await startSession(ctx, tx, user, meta);
    return { token: session.token, role: session.role };
  });
};

/** Sends a new verification link. Answers the same whether or not the address has an account. */
export const resendVerification = async (ctx: AppContext, email: string, meta: RequestMeta) => {
  await consumeRateLimit(ctx.db, `mail:ip:${meta.ip}`, limits.mailPerIp, ctx.now());
  await consumeRateLimit(ctx.db, `mail:verify:${email}`, limits.mailPerAddress, ctx.now());
  const user = await findUserByEmail(ctx.db, 'COMPANY', email);
  if (!user || user.emailVerifiedAt) return;
  await ctx.db.transaction((tx) => queueVerificationEmail(ctx, tx, user));
};

export const logIn = async (ctx: AppContext, input: LoginInput, meta: RequestMeta): Promise<LoginResult> => {
  const role = roleByLoginRole[input.role];
  const accountKey = `login:fail:${role}:${input.email}`;
  await consumeRateLimit(ctx.db, `login:ip:${meta.ip}`, limits.loginPerIp, ctx.now());
  await assertUnderRateLimit(ctx.db, accountKey, limits.loginFailuresPerAccount, ctx.now());
  const user = await findUserByEmail(ctx.db, role, input.email);
  // Unknown accounts cost the same work, so response time does not reveal which e-mails exist.
  const storedHash = user?.passwordHash ?? (await decoyHash(ctx.config.secrets.pepper));
  const valid =
    (await verifyPassword(ctx.config.secrets.pepper, storedHash, input.password)) &&
    Boolean(user?.passwordHash);
  if (!user || !valid) {
    await consumeRateLimit(ctx.db, accountKey, limits.loginFailuresPerAccount, ctx.now());
    ctx.log.warn({ event: 'auth.login_failed', role, ip: meta.ip }, 'login failed');
    throw unauthorized(messages.invalidCredentials);
  }
  if (role === 'COMPANY' && !user.emailVerifiedAt) throw forbidden(messages.emailNotVerified);
  await resetRateLimit(ctx.db, accountKey);
  return ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { lastLoginAt: ctx.now() });
    const session = await startSession(ctx, tx, user, meta);
    ctx.log.info({ userId: user.id, event: 'auth.login' }, 'logged in');
    return { ...session, profile: await getProfile(tx, user.id) };
  });
};

export const logOut = async (ctx: AppContext, sessionId: string) => {
  await revokeSession(ctx.db, sessionId, ctx.now());
  ctx.sessions.forgetSessions([sessionId]);
};

export const getProfile = async (db: Executor, userId: string): Promise<Profile> => {
  const row = await findUserWithCompany(db, userId);
  if (!row) throw notFound('Account');
  return presentProfile(row.user, row.company);
};

/** E-mails a single-use reset link. Answers the same whether or not the address has an account. */
export const requestPasswordReset = async (
  ctx: AppContext,
  loginRole: LoginRole,
  email: string,
  meta: RequestMeta,
) => {
  const role: Role = roleByLoginRole[loginRole];
  await consumeRateLimit(ctx.db, `mail:ip:${meta.ip}`, limits.mailPerIp, ctx.now());
  await consumeRateLimit(ctx.db, `mail:reset:${role}:${email}`, limits.mailPerAddress, ctx.now());
  const user = await findUserByEmail(ctx.db, role, email);
  if (!user) {
    ctx.log.info({ event: 'auth.reset_unknown', role }, 'password reset for an unknown address');
    return;
  }
  await ctx.db.transaction(async (tx) => {
    const token = await issueAccountToken(ctx, tx, user.id, 'reset_password', RESET_LINK_MINUTES * 60_000);
    const roleQuery = role === 'CANDIDATE' ? '&role=employee' : '';
    const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}${roleQuery}`;
    await queueMail(
      tx,
      ctx.jobs,
      user.email,
      passwordResetEmail({ firstName: user.firstName, link, minutesValid: RESET_LINK_MINUTES }),
    );
  });
};

/** Sets a new password from a reset link; the link is spent and every session of the account ends. */
export const resetPassword = async (ctx: AppContext, loginRole: LoginRole, input: ResetPasswordInput) => {
  const row = await findAccountToken(ctx.db, 'reset_password', sha256Hex(input.token));
  const user = row ? await findUserById(ctx.db, row.userId) : null;
  if (!row || !user || user.role !== roleByLoginRole[loginRole] || row.usedAt)
    throw badRequest(messages.resetLinkInvalid);
  if (row.expiresAt <= ctx.now()) throw new AppError('gone', messages.resetLinkExpired);
  const passwordHash = await hashPassword(ctx.config.secrets.pepper, input.password);
  await ctx.db.transaction(async (tx) => {
    if (!(await spendAccountToken(tx, row.id, ctx.now()))) throw badRequest(messages.resetLinkInvalid);
    // A reset proves control of the mailbox, so it also verifies an unverified address.
    await updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? ctx.now() });
    await revokeUserSessions(tx, user.id, ctx.now());
  });
  ctx.sessions.forgetUser(user.id);
  ctx.log.info({ userId: user.id, event: 'auth.password_reset' }, 'password reset');
};

/** A candidate who arrived through an invitation link chooses a password to come back later. */
export const createCandidatePassword = async (ctx: AppContext, userId: string, password: string) => {
  const user = await findUserById(ctx.db, userId);
  if (user?.role !== 'CANDIDATE') throw notFound('Account');
  if (user.passwordHash)
    throw conflict('A password is already set for this account. Use Forgot password to change it.');
  await updateUser(ctx.db, user.id, {
    passwordHash: await hashPassword(ctx.config.secrets.pepper, password),
    emailVerifiedAt: user.emailVerifiedAt ?? ctx.now(),
  });
};
