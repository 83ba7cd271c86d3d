import { describe, expect, it } from 'vitest';
import { signupFormSchema, signupInputSchema } from '../accounts/accounts.contract.ts';
import { birthdateProblem, isFreeMailDomain, optionalPhoneNumber, phoneNumber } from './fields.ts';
import { messages } from './messages.ts';

const validForm = {
  firstName: 'Avery',
  lastName: "O'Neil",
  email: 'avery@northwind-freight.com',
  phone: '+1-4155550123',
  password: 'long-enough-1',
  accept: true,
};

const issuesFor = (input: Record<string, unknown>) => {
  const result = signupFormSchema.safeParse({ ...validForm, ...input });
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('sign-up form schema', () => {
  it('accepts a valid company sign-up', () => {
    expect(issuesFor({})).toEqual([]);
  });

  it.each(['gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.com', 'icloud.com', 'GMAIL.COM', 'gmail.co.uk'])(
    'refuses %s with the company address message',
    (domain) => {
      expect(issuesFor({ email: `person@${domain}` })).toContainEqual({
        path: 'email',
        message: 'Please use your company email address to sign up.',
      });
    },
  );

  it('does not refuse company domains that merely contain a free-mail name', () => {
    expect(issuesFor({ email: 'hr@gmailer.com' })).toEqual([]);
    expect(issuesFor({ email: 'hr@notgmail.com' })).toEqual([]);
    expect(isFreeMailDomain('hr@mygmail.com')).toBe(false);
    expect(isFreeMailDomain('hr@me.com')).toBe(true);
  });

  it('refuses a malformed e-mail with the sign-up message', () => {
    expect(issuesFor({ email: 'avery@' })).toContainEqual({
      path: 'email',
      message: messages.invalidSignupEmail,
    });
  });

  it.each(['Mary-Jane', "O'Brien", 'Anne Marie', 'Li'])('accepts the name %s', (name) => {
    expect(issuesFor({ firstName: name, lastName: name })).toEqual([]);
  });

  it.each(['J0hn', 'Mary--Jane', ' -Ann', 'Ann-', 'A'.repeat(51)])('refuses the name %j', (name) => {
    expect(issuesFor({ firstName: name })).toContainEqual({
      path: 'firstName',
      message: messages.invalidFirstName,
    });
    expect(issuesFor({ lastName: name })).toContainEqual({
      path: 'lastName',
      message: messages.invalidLastName,
    });
  });

  it('requires the names', () => {
    expect(issuesFor({ firstName: '' })).toContainEqual({ path: 'firstName', message: messages.required });
  });

  it.each(['+1-4155550123', '+44-2071234567', '+1-684-6335550123', '4155550123'])(
    'accepts the phone %s',
    (phone) => {
      expect(phoneNumber().safeParse(phone).success).toBe(true);
    },
  );

  it.each([
    '+1-415555012',
    '+1-41555501234',
    '+1-415555012a',
    '+1 (415) 555-0123',
    'abc-4155550123',
    '+1 (415) 555-0123 extension 12',
  ])('refuses the phone %s with the phone message, once', (phone) => {
    expect(issuesFor({ phone }).filter((issue) => issue.path === 'phone')).toEqual([
      { path: 'phone', message: 'Please enter a valid phone number' },
    ]);
  });

  it('asks for a missing phone once', () => {
    expect(
      phoneNumber()
        .safeParse('')
        .error?.issues.map((issue) => issue.message),
    ).toEqual([messages.required]);
  });

  it.each([undefined, '', '   '])('treats the optional phone %j as no phone', (phone) => {
    expect(optionalPhoneNumber().safeParse(phone)).toEqual({ success: true, data: undefined });
  });

  it('still checks an optional phone that is filled in', () => {
    expect(optionalPhoneNumber().safeParse(' +1-4155550123 ')).toEqual({
      success: true,
      data: '+1-4155550123',
    });
    expect(optionalPhoneNumber().safeParse('+1-415555').error?.issues[0]?.message).toBe(
      messages.invalidPhone,
    );
  });

  it('requires the terms checkbox to be checked', () => {
    expect(issuesFor({ accept: false })).toContainEqual({
      path: 'accept',
      message: '*Field must be checked',
    });
  });

  it('refuses a short password in the form', () => {
    expect(issuesFor({ password: 'short' })).toContainEqual({
      path: 'password',
      message: messages.tooShortPassword,
    });
  });

  it('requires a sha256 digest and a literal true on the wire', () => {
    const wire = { ...validForm, password: 'a'.repeat(64), captcha: 'payload' };
    expect(signupInputSchema.safeParse(wire).success).toBe(true);
    expect(signupInputSchema.safeParse({ ...wire, password: 'A'.repeat(64) }).success).toBe(false);
    expect(signupInputSchema.safeParse({ ...wire, accept: 'true' }).success).toBe(false);
  });
});

describe('dates of birth', () => {
  const today = new Date('2026-03-10T23:30:00Z');

  it.each(['15-06-1988', '29-02-2000', '29-02-2024', '31-12-1999', '01-01-1900', '10-03-2026'])(
    'accepts %s',
    (value) => {
      expect(birthdateProblem(value, today)).toBeNull();
    },
  );

  it.each([
    ['31-02-1990', 'There is no 31-02-1990: February 1990 has 28 days.'],
    ['29-02-1900', 'There is no 29-02-1900: February 1900 has 28 days.'],
    ['31-04-1990', 'There is no 31-04-1990: April 1990 has 30 days.'],
    ['00-01-1990', 'There is no 00-01-1990: January 1990 has 31 days.'],
    ['12-31-1990', 'There is no month 31 in 12-31-1990: write the day first, DD-MM-YYYY.'],
    ['11-03-2026', 'Date of birth 11-03-2026 is in the future.'],
    ['31-12-1899', 'Date of birth 31-12-1899 is before 1900.'],
    ['1990-02-15', 'Date of birth must be written DD-MM-YYYY.'],
    ['1-2-1990', 'Date of birth must be written DD-MM-YYYY.'],
  ])('refuses %s', (value, message) => {
    expect(birthdateProblem(value, today)).toBe(message);
  });
});
