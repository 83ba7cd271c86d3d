import { z } from 'zod';
import {
  companyEmail,
  mustBeChecked,
  passwordHash,
  personName,
  phoneNumber,
  plainPassword,
  requiredEmail,
} from '../validation/fields.ts';
import { messages } from '../validation/messages.ts';
import { loginRoles, roles, teamRoles } from './roles.ts';

export const accountEndpoints = {
  signup: '/api/signup',
  verify: '/api/verify',
  resend: '/api/re-send',
  login: '/api/login',
  logout: '/api/logout',
  forgotPassword: '/api/forgot-password',
  resetPassword: '/api/reset-password',
  forgotPasswordCandidate: '/api/forgotPasswordEmployee',
  resetPasswordCandidate: '/api/employee/resetPassword',
  createPassword: '/api/create-password',
  profile: '/api/profile',
  captchaChallenge: '/api/captcha/challenge',
  captchaVerify: '/api/captcha/verify',
} as const;

// ---- requests on the wire (camelCase here; snake_case on the wire) ----

export const loginInputSchema = z.object({
  email: requiredEmail(),
  password: passwordHash(),
  role: z.enum(loginRoles),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const signupInputSchema = z.object({
  firstName: personName(messages.invalidFirstName),
  lastName: personName(messages.invalidLastName),
  email: companyEmail(),
  phone: phoneNumber(),
  password: passwordHash(),
  accept: mustBeChecked(),
  refererUrl: z.string().trim().max(2000).optional(),
  /** ALTCHA payload (base64 JSON) solved by the browser. */
  captcha: z.string().min(1, messages.captchaFailed).max(10_000),
});
export type SignupInput = z.infer<typeof signupInputSchema>;

export const tokenInputSchema = z.object({ token: z.string().trim().min(1, messages.required).max(200) });
export type TokenInput = z.infer<typeof tokenInputSchema>;

export const resendQuerySchema = z.object({ email: requiredEmail() });

export const forgotPasswordInputSchema = z.object({ email: requiredEmail() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({
  token: z.string().trim().min(1, messages.required).max(200),
  password: passwordHash(),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const captchaVerifyInputSchema = z.object({
  response: z.string().min(1, messages.captchaFailed).max(10_000),
});

// ---- forms (what the user types, before the password is hashed) ----

export const loginFormSchema = z.object({
  email: requiredEmail(),
  password: plainPassword(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const signupFormSchema = signupInputSchema
  .omit({ password: true, captcha: true, refererUrl: true })
  .extend({
    password: plainPassword(),
    accept: z.boolean().refine((value) => value, { message: messages.mustBeChecked }),
  });
export type SignupForm = z.input<typeof signupFormSchema>;

export const forgotPasswordFormSchema = forgotPasswordInputSchema;

export const resetPasswordFormSchema = z
  .object({ password: plainPassword(), confirmPassword: z.string().min(1, messages.required) })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

// ---- responses ----

export const sessionSchema = z.object({
  token: z.string(),
  role: z.enum(roles),
  expiresAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(roles),
  teamRole: z.enum(teamRoles).nullable(),
  emailVerified: z.boolean(),
  company: z
    .object({
      id: z.string(),
      name: z.string().nullable(),
      domain: z.string().nullable(),
      demoMode: z.boolean(),
    })
    .nullable(),
  teamMemberEmail: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const loginResultSchema = sessionSchema.extend({ profile: profileSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const verifyResultSchema = z.object({ token: z.string(), role: z.enum(roles) });

export const captchaChallengeSchema = z.record(z.string(), z.unknown());
