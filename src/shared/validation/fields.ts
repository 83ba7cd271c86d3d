import { z } from 'zod';
import { freeMailDomains } from '../accounts/free-mail-domains.ts';
import { birthdateMessages, messages } from './messages.ts';

// Letters, optionally one separator from the spec's set, then more letters (spec section 5).
export const namePattern = /^[A-Za-z]+(?:[!@#$%_.\-' ][A-Za-z]+)*$/;
export const zipPattern = /^\d{5}(?:-\d{4})?$/;
export const sha256HexPattern = /^[0-9a-f]{64}$/;
/** A date as the spec writes it: DD-MM-YYYY. */
export const ddmmyyyyPattern = /^(\d{2})-(\d{2})-(\d{4})$/;

export const PASSWORD_MIN_LENGTH = 8;
export const INVITE_NAME_MIN_LENGTH = 3;
export const PHONE_DIGITS = 10;
export const MAX_UPLOAD_BYTES = 20_971_520;
export const EARLIEST_BIRTH_YEAR = 1900;

const trimmed = () => z.string().trim();

export const requiredEmail = (message: string = messages.invalidEmail) =>
  trimmed()
    .min(1, messages.required)
    .max(254, message)
    .pipe(z.email({ message }))
    .transform((email) => email.toLowerCase());

export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export const isFreeMailDomain = (email: string) => {
  const domain = emailDomain(email);
  return freeMailDomains.some((blocked) => domain === blocked || domain.startsWith(`${blocked}.`));
};

export const companyEmail = () =>
  requiredEmail(messages.invalidSignupEmail).refine((email) => !isFreeMailDomain(email), {
    message: messages.freeMailDomain,
  });

export const personName = (message: string) =>
  trimmed().min(1, messages.required).max(50, message).regex(namePattern, message);

/** The password as typed in a form, before the client hashes it. */
export const plainPassword = () =>
  z.string().min(1, messages.required).min(PASSWORD_MIN_LENGTH, messages.tooShortPassword);

/** The password on the wire: the client sends sha256(password) as lowercase hex. */
export const passwordHash = () => z.string().regex(sha256HexPattern, messages.passwordHash);

/** The characters a phone number may hold: an optional +, digits and hyphens. */
export const phoneCharactersPattern = /^\+?[\d-]+$/;
const phoneLastGroup = new RegExp(`^\\d{${PHONE_DIGITS}}$`);

/** "+1-5551234567": dialling code, a hyphen, then exactly 10 digits after the last hyphen. */
export const phoneNumber = () =>
  trimmed()
    // Each failed check adds an issue; stopping at the first keeps one message per bad number.
    .min(1, { message: messages.required, abort: true })
    .max(20, { message: messages.invalidPhone, abort: true })
    .refine(
      (value) =>
        phoneCharactersPattern.test(value) && phoneLastGroup.test(value.slice(value.lastIndexOf('-') + 1)),
      { message: messages.invalidPhone },
    );

/**
 * A phone the form may leave blank (invitations: spec section 3 lists it among the details, section 5
 * requires it only at sign-up). Blank means "no phone"; anything typed must still be a valid number.
 */
export const optionalPhoneNumber = () =>
  trimmed()
    .optional()
    .transform((value) => value || undefined)
    .pipe(phoneNumber().optional());

export const zipCode = () => trimmed().regex(zipPattern, messages.invalidZip);

export const mustBeChecked = () => z.literal(true, { message: messages.mustBeChecked });

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Why a date of birth cannot be right, or null if it can: a pattern alone lets 31-02-1990, a
 * US-style 12-31-1990 or a date still to come through. `written` is the value as the person wrote
 * it, quoted in the message; `today` is the server's clock (UTC calendar day), so a birth date of
 * today is accepted and tomorrow's is not.
 */
export const birthdatePartsProblem = (
  { day, month, year }: { day: number; month: number; year: number },
  written: string,
  today: Date,
): string | null => {
  if (month < 1 || month > 12) return birthdateMessages.noSuchMonth(written, month);
  const days = daysIn(year, month);
  if (day < 1 || day > days)
    return birthdateMessages.noSuchDay(written, monthName.format(Date.UTC(2000, month - 1, 1)), year, days);
  if (year < EARLIEST_BIRTH_YEAR) return birthdateMessages.tooEarly(written, EARLIEST_BIRTH_YEAR);
  const born = Date.UTC(year, month - 1, day);
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (born > todayUtc) return birthdateMessages.future(written);
  return null;
};

/** A date of birth written DD-MM-YYYY (the spec's format): why it cannot be right, or null. */
export const birthdateProblem = (value: string, today: Date): string | null => {
  const match = ddmmyyyyPattern.exec(value);
  if (!match) return birthdateMessages.format;
  return birthdatePartsProblem(
    { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) },
    value,
    today,
  );
};
