import { errorTextFrom } from '#shared/http/api-envelope.ts';
import { camelCaseKey, camelizeKeys, snakeizeKeys } from '#shared/lib/case-conversion.ts';
import { messages } from '#shared/validation/messages.ts';
import { clearStorage, readSession } from './session.ts';
import { handleUnauthorized } from './unauthorized.ts';

/** A failed API call: HTTP status, the spec's error text and the per-field messages (camelCase keys). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  readonly body: unknown;

  constructor(status: number, message: string, fieldErrors: Record<string, string>, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Send the stored bearer token (default true when one exists). */
  auth?: boolean;
};

const buildUrl = (path: string, query: RequestOptions['query']) => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(snakeizeKeys<Record<string, unknown>>(query))) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

const fieldErrorsFrom = (body: unknown): Record<string, string> => {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return {};
  const result: Record<string, string> = {};
  for (const item of errors) {
    const { field, msg } = (item ?? {}) as { field?: unknown; msg?: unknown };
    if (typeof field === 'string' && typeof msg === 'string' && !result[camelCaseKey(field)])
      result[camelCaseKey(field)] = msg;
  }
  return result;
};

/**
 * The web app's only door to the API: JSON, bearer token, snake_case on the wire and camelCase in
 * the code, the success envelope unwrapped, failures thrown as ApiError.
 */
export const apiRequest = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const { method = options.body === undefined ? 'GET' : 'POST', body, query, signal } = options;
  const session = options.auth === false ? null : readSession();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (session) headers.authorization = `Bearer ${session.token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(snakeizeKeys(body)),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, messages.genericError, {}, null);
  }

  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }

  if (!response.ok || (parsed as { success?: unknown } | null)?.success === false) {
    // A rejected token means the session is over; a 401 without one is a wrong password.
    if (session && (response.status === 401 || response.status === 403)) {
      clearStorage();
      handleUnauthorized();
    }
    throw new ApiError(response.status, errorTextFrom(parsed), fieldErrorsFrom(parsed), parsed);
  }

  const camel = camelizeKeys<{ data?: unknown }>(parsed);
  return (camel && typeof camel === 'object' && 'data' in camel ? camel.data : camel) as T;
};

type UploadOptions = {
  /** Extra form fields, sent as given (snake_case them yourself if the server expects it). */
  fields?: Record<string, string | undefined>;
  /** The file's form field name (default "file"). */
  fileField?: string;
  method?: 'POST' | 'PUT';
  /** Called with 0–100 while the request body goes up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * Multipart upload with progress (fetch cannot report upload progress): same bearer token, same
 * envelope unwrapping, same ApiError and same 401/403 handling as apiRequest.
 */
export const apiUpload = <T>(path: string, file: Blob & { name?: string }, options: UploadOptions = {}) =>
  new Promise<T>((resolve, reject) => {
    const { fields = {}, fileField = 'file', method = 'POST', onProgress, signal } = options;
    const session = readSession();
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
    form.append(fileField, file, file.name ?? 'upload');

    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('accept', 'application/json');
    if (session) xhr.setRequestHeader('authorization', `Bearer ${session.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, messages.genericError, {}, null));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = null;
      }
      if (
        xhr.status < 200 ||
        xhr.status >= 300 ||
        (parsed as { success?: unknown } | null)?.success === false
      ) {
        if (session && (xhr.status === 401 || xhr.status === 403)) {
          clearStorage();
          handleUnauthorized();
        }
        reject(new ApiError(xhr.status, errorTextFrom(parsed), fieldErrorsFrom(parsed), parsed));
        return;
      }
      onProgress?.(100);
      const camel = camelizeKeys<{ data?: unknown }>(parsed);
      resolve((camel && typeof camel === 'object' && 'data' in camel ? camel.data : camel) as T);
    };
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
