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
import { badRequest } from '../../lib/app-error.ts';
import { ok, requestMeta, routePath } from '../../lib/route-helpers.ts';
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

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routePath(accountEndpoints.signup),
    {
      config: { access: 'public' },
      schema: { body: signupInputSchema, response: { 200: successOf(z.object({ email: z.string() })) } },
    },
    async (request) => ok(await signUpCompany(app.ctx, request.body, requestMeta(request))),
  );

  app.post(
    routePath(accountEndpoints.verify),
    {
      config: { access: 'public' },
      schema: { body: tokenInputSchema, response: { 200: successOf(verifyResultSchema) } },
    },
    async (request) => ok(await verifyEmail(app.ctx, request.body.token, requestMeta(request))),
  );

  app.get(
    routePath(accountEndpoints.resend),
    {
      config: { access: 'public' },
      schema: { querystring: resendQuerySchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await resendVerification(app.ctx, request.query.email, requestMeta(request));
      return ok({ message: toasts.emailSent });
    },
  );

  app.post(
    routePath(accountEndpoints.login),
    {
      config: { access: 'public' },
      schema: { body: loginInputSchema, response: { 200: successOf(loginResultSchema) } },
    },
    async (request) => ok(await logIn(app.ctx, request.body, requestMeta(request))),
  );

  app.post(
    routePath(accountEndpoints.logout),
    { config: { access: 'authenticated' }, schema: { response: { 200: messageSchema } } },
    async (request) => {
      await logOut(app.ctx, requireActor(request).sessionId);
      return ok({ message: 'Logged out' });
    },
  );

  app.get(
    routePath(accountEndpoints.profile),
    { config: { access: 'authenticated' }, schema: { response: { 200: successOf(profileSchema) } } },
    async (request) => ok(await getProfile(app.db, requireActor(request).userId)),
  );

  for (const [endpoint, role] of [
    [accountEndpoints.forgotPassword, 'admin'],
    [accountEndpoints.forgotPasswordCandidate, 'employee'],
  ] as const) {
    app.post(
      routePath(endpoint),
      {
        config: { access: 'public' },
        schema: { body: forgotPasswordInputSchema, response: { 200: messageSchema } },
      },
      async (request) => {
        await requestPasswordReset(app.ctx, role, request.body.email, requestMeta(request));
        return ok({ message: toasts.checkEmail });
      },
    );
  }

  for (const [endpoint, role] of [
    [accountEndpoints.resetPassword, 'admin'],
    [accountEndpoints.resetPasswordCandidate, 'employee'],
  ] as const) {
    app.post(
      routePath(endpoint),
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
    routePath(accountEndpoints.createPassword),
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
    routePath(accountEndpoints.captchaChallenge),
    { config: { access: 'public', rawReply: true } },
    async (_request, reply) =>
      reply
        .type('application/json')
        .header('cache-control', 'no-store')
        .send(JSON.stringify(await app.ctx.captcha.createChallenge())),
  );

  app.post(
    routePath(accountEndpoints.captchaVerify),
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
