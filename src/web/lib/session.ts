import { useSyncExternalStore } from 'react';
import { type Role, roles } from '#shared/accounts/roles.ts';

// The spec keeps the session in local storage under these names, so other tabs and reloads share it.
const TOKEN_KEY = 'token';
const ROLE_KEY = 'role';
const SIGNUP_EMAIL_KEY = 'signupEmail';

export type StoredSession = { token: string; role: Role | null };

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

const safeGet = (key: string) => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const asRole = (value: string | null): Role | null =>
  roles.includes(value as Role) ? (value as Role) : null;

let snapshot: StoredSession | null = null;
let snapshotKey = '';

/** Stable snapshot for useSyncExternalStore: a new object only when storage changed. */
export const readSession = (): StoredSession | null => {
  const token = safeGet(TOKEN_KEY);
  const role = safeGet(ROLE_KEY);
  const key = `${token}\n${role}`;
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = token ? { token, role: asRole(role) } : null;
  }
  return snapshot;
};

export const storedRole = (): Role | null => asRole(safeGet(ROLE_KEY));

export const saveSession = (token: string, role: Role) => {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.localStorage.setItem(ROLE_KEY, role);
  emit();
};

/** Clears everything the app keeps in the browser (spec: logout and 401/403 clear storage). */
export const clearStorage = () => {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
  emit();
};

export const subscribeSession = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === ROLE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export const useSession = () => useSyncExternalStore(subscribeSession, readSession, () => null);

// The address typed at sign-up, kept so /verification can show it and prefill a resend request,
// even when the e-mailed link opens in a new tab.
export const rememberSignupEmail = (email: string) => {
  try {
    window.localStorage.setItem(SIGNUP_EMAIL_KEY, email);
  } catch {
    // Without storage the verification page simply asks for the address again.
  }
};

export const recallSignupEmail = () => safeGet(SIGNUP_EMAIL_KEY) ?? '';
