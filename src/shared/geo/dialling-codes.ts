import { countries } from 'countries-list';

export type DiallingCodeOption = { value: string; label: string; iso2: string };

// countries-list stores codes like 1684 for American Samoa; the spec writes them "1-684".
const formatCode = (iso2: string, code: number) => {
  const text = String(code);
  if (text.length === 4 && text.startsWith('1') && iso2 !== 'US' && iso2 !== 'CA')
    return `+1-${text.slice(1)}`;
  return `+${text}`;
};

/** Country name plus dialling code as label, the code as value; the United States first. */
export const diallingCodeOptions: DiallingCodeOption[] = Object.entries(countries)
  .flatMap(([iso2, country]) =>
    country.phone.slice(0, 1).map((code) => ({
      iso2,
      value: formatCode(iso2, code),
      label: `${country.name} (${formatCode(iso2, code)})`,
    })),
  )
  .sort((a, b) => (a.iso2 === 'US' ? -1 : b.iso2 === 'US' ? 1 : a.label.localeCompare(b.label)));

export const DEFAULT_DIALLING_CODE = '+1';

/** Splits "+1-5551234567" (or "+1-684-5551234567") into code and the 10 local digits. */
export const splitPhone = (value: string) => {
  const index = value.lastIndexOf('-');
  return index < 0
    ? { code: DEFAULT_DIALLING_CODE, digits: value }
    : { code: value.slice(0, index), digits: value.slice(index + 1) };
};

export const joinPhone = (code: string, digits: string) => `${code}-${digits}`;

/** Strips non-digits and keeps at most 10 (spec section 5, phone input). */
export const normalizePhoneDigits = (input: string) => input.replace(/\D/g, '').slice(0, 10);

export const formatPhoneDigits = (digits: string) => {
  const clean = normalizePhoneDigits(digits);
  if (clean.length <= 3) return clean;
  if (clean.length <= 6) return `(${clean.slice(0, 3)})-${clean.slice(3)}`;
  return `(${clean.slice(0, 3)})-${clean.slice(3, 6)}-${clean.slice(6)}`;
};
