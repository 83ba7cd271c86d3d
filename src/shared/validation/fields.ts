import { z } from 'zod';
import { freeMailDomains } from '../accounts/free-mail-domains.ts';
import { messages } from './messages.ts';

// Letters, optionally one separator from the spec's set, then more letters (spec section 5).
export const namePattern = /^[A-Za-z]+(?:[!@#$%_.\-' ][A-Za-z]+)*$/;
export const zipPattern = /^\d{5}(?:-\d{4})?$/;
export const sha256HexPattern = /^[0-9a-f]{64}$/;

export const PASSWORD_MIN_LENGTH = 8;
export const INVITE_NAME_MIN_LENGTH = 3;
export const PHONE_DIGITS = 10;
export const MAX_UPLOAD_BYTES = 20_971_520;

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

const phoneCharacters = /^\+?[\d-]+$/;
const phoneLastGroup = new RegExp(`^\\d{${PHONE_DIGITS}}$`);

/** "+1-5551234567": dialling code, a hyphen, then exactly 10 digits after the last hyphen. */
export const phoneNumber = () =>
  trimmed()
    // Each failed check adds an issue; stopping at the first keeps one message per bad number.
    .min(1, { message: messages.required, abort: true })
    .max(20, { message: messages.invalidPhone, abort: true })
    .refine(
      (value) => phoneCharacters.test(value) && phoneLastGroup.test(value.slice(value.lastIndexOf('-') + 1)),
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
