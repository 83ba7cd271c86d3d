// Kept apart from the api client so the home page bundle can register the handler without
// pulling in the client and its schema library.
type UnauthorizedHandler = () => void;

let handler: UnauthorizedHandler = () => {
  window.location.assign('/login');
};

/** The router registers how to get to /login without a full reload. */
export const setUnauthorizedHandler = (next: UnauthorizedHandler) => {
  handler = next;
};

export const handleUnauthorized = () => handler();

/** The HTTP status of a failed call, without importing ApiError. */
export const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;
