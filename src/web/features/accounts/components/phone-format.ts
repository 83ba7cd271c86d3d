import { formatPhoneDigits, splitPhone } from '#shared/geo/dialling-codes.ts';

/** "+1-2065550121" as people read it, "+1 (206)-555-0121", in the spec's (XXX)-XXX-XXXX shape. */
export const formatPhone = (value: string) => {
  const { code, digits } = splitPhone(value);
  return /^\d{10}$/.test(digits) ? `${code} ${formatPhoneDigits(digits)}` : value;
};
