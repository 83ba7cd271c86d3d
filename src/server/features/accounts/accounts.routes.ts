import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountEndpoints,
  captchaVerifyInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  loginResultSchema,
  profileSchema,
  resendQuerySchema,
  resetPasswordInputSchema,
  signupInputSchema,
  tokenInputSchema,
  verifyResultSchema,
} from '#shared/accounts/accounts.contract.ts';
import { successOf } from '#shared/http/api-envelope.ts';
import { passwordHash } from '#shared/validation/fields.ts';
import { messages, toasts } from '#shared/validation/messages.ts';
import type { RequestMeta } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { requireActor } from '../../plugins/access-control.ts';
import {
  createCandidatePassword,
  getProfile,
  logIn,
  logOut,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signUpCompany,
  verifyEmail,
} from './accounts.service.ts';

const messageSchema = successOf(z.object({ message: z.string() }));
const ok = <T>(data: T) => ({ success: true as const, data });
const meta = (request: { ip: string; headers: Record<string, unknown> }): RequestMeta => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});
// The spec's paths, minus the /api prefix this plugin is mounted under.
const path = (endpoint: string) => endpoint.replace(/^\/api/, '');

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    path(accountEndpoints.signup),
    {
      config: { access: 'public' },
      schema: { body: signupInputSchema, response: { 200: successOf(z.object({ email: z.string() })) } },
    },
    async (request) => ok(await signUpCompany(app.ctx, request.body, meta(request))),
  );

  app.post(
    path(accountEndpoints.verify),
    {
      config: { access: 'public' },
      schema: { body: tokenInputSchema, response: { 200: successOf(verifyResultSchema) } },
    },
    async (request) => ok(await verifyEmail(app.ctx, request.body.token, meta(request))),
  );

  app.get(
    path(accountEndpoints.resend),
    {
      config: { access: 'public' },
      schema: { querystring: resendQuerySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await resendVerification(app.ctx, request.query.email, meta(request));
      return ok({ message: toasts.emailSent });
    },
  );

  app.post(
    path(accountEndpoints.login),
    {
      config: { access: 'public' },
      schema: { body: loginInputSchema, response: { 200: successOf(loginResultSchema) } },
    },
    async (request) => ok(await logIn(app.ctx, request.body, meta(request))),
  );

  app.post(
    path(accountEndpoints.logout),
    { config: { access: 'authenticated' }, schema: { response: { 200: messageSchema } } },
    async (request) => {
      await logOut(app.ctx, requireActor(request).sessionId);
      return ok({ message: 'Logged out' });
    },
  );

  app.get(
    path(accountEndpoints.profile),
    { config: { access: 'authenticated' }, schema: { response: { 200: successOf(profileSchema) } } },
    async (request) => ok(await getProfile(app.db, requireActor(request).userId)),
  );

  for (const [endpoint, role] of [
    [accountEndpoints.forgotPassword, 'admin'],
    [accountEndpoints.forgotPasswordCandidate, 'employee'],
  ] as const) {
    app.post(
      path(endpoint),
      {
        config: { access: 'public' },
        schema: { body: forgotPasswordInputSchema, response: { 200: messageSchema } },
      },
      async (request) => {
        await requestPasswordReset(app.ctx, role, request.body.email, meta(request));
        return ok({ message: toasts.checkEmail });
      },
    );
  }

  for (const [endpoint, role] of [
    [accountEndpoints.resetPassword, 'admin'],
    [accountEndpoints.resetPasswordCandidate, 'employee'],
  ] as const) {
    app.post(
      path(endpoint),
      {
        config: { access: 'public' },
        schema: { body: resetPasswordInputSchema, response: { 200: messageSchema } },
      },
      async (request) => {
        await resetPassword(app.ctx, role, request.body);
        return ok({ message: toasts.passwordChanged });
      },
    );
  }

  app.post(
    path(accountEndpoints.createPassword),
    {
      config: { access: 'candidate' },
      schema: { body: z.object({ password: passwordHash() }), response: { 200: messageSchema } },
    },
    async (request) => {
      await createCandidatePassword(app.ctx, requireActor(request).userId, request.body.password);
      return ok({ message: toasts.passwordSet });
    },
  );

  // The ALTCHA widget reads the challenge as is: sent as text so the snake_case serializer leaves it alone.
  app.get(
    path(accountEndpoints.captchaChallenge),
    { config: { access: 'public' } },
    async (_request, reply) =>
      reply
        .type('application/json')
        .header('cache-control', 'no-store')
        .send(JSON.stringify(await app.ctx.captcha.createChallenge())),
  );

  app.post(
    path(accountEndpoints.captchaVerify),
    {
      config: { access: 'public' },
      schema: { body: captchaVerifyInputSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      if (!(await app.ctx.captcha.verify(request.body.response, { spend: false })))
        throw badRequest(messages.captchaFailed);
      return ok({ message: 'Verified' });
    },
  );
};
