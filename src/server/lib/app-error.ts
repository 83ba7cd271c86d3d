import type { ApiFieldError } from '#shared/http/api-envelope.ts';

// One vocabulary of failures; the error handler maps each code to its HTTP status.
export const errorStatus = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: ApiFieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: ApiFieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const badRequest = (message: string, errors?: ApiFieldError[]) =>
  new AppError('validation', message, errors ? { errors } : {});
/** 400 naming every failing field; the first one also leads the message. */
export const validationFailed = (errors: ApiFieldError[]) => {
  const first = errors[0];
  return badRequest(
    first?.field ? `${first.field}: ${first.msg}` : (first?.msg ?? 'Invalid request'),
    errors,
  );
};

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);
export const unauthorized = (message: string) => new AppError('unauthorized', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const conflict = (message: string) => new AppError('conflict', message);
