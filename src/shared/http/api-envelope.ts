import { z } from 'zod';
import { messages } from '../validation/messages.ts';

// DOMAIN.md section 6: every response is wrapped.
export const apiFieldErrorSchema = z.object({ msg: z.string(), field: z.string().optional() });
export type ApiFieldError = z.infer<typeof apiFieldErrorSchema>;

export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(apiFieldErrorSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const successOf = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const listOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), count: z.number().int() });

export const okSchema = z.object({ success: z.literal(true), data: z.null() });

/**
 * The client's error text rule (spec section 8): message, errorMsg, errorResp or errors, else the
 * generic text; a list yields its first msg, an object its errorMessage or its JSON.
 */
export const errorTextFrom = (body: unknown): string => {
  if (typeof body !== 'object' || body === null) return messages.genericError;
  const record = body as Record<string, unknown>;
  const candidate = record.message ?? record.errorMsg ?? record.errorResp ?? record.errors;
  return describeErrorValue(candidate);
};

const describeErrorValue = (value: unknown): string => {
  if (typeof value === 'string' && value.length > 0) return value;
  if (Array.isArray(value)) {
    const first = value[0] as Record<string, unknown> | string | undefined;
    if (typeof first === 'string') return first;
    if (first && typeof first.msg === 'string') return first.msg;
    return messages.genericError;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.errorMessage === 'string') return record.errorMessage;
    return JSON.stringify(value);
  }
  return messages.genericError;
};
