import { areaByRole } from '#shared/accounts/roles.ts';
import { rememberLandingUrl } from '../lib/attribution.ts';
import { isProtectedPath } from '../lib/protected-paths.ts';
import { clearStorage, storedRole } from '../lib/session.ts';

// Hosts that must never be indexed (spec section 9).
const nonProductionHost = /^(localhost|127\.|\[::1\])|stage|acceptance/i;

/**
 * Spec section 4, startup: a stored role that does not match the protected area being opened
 * (a candidate link opened in a company admin's browser, say) ends that session first.
 */
export const applyStartupSessionRule = () => {
  if (nonProductionHost.test(window.location.hostname)) {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
  }
  rememberLandingUrl();
  const role = storedRole();
  const { pathname } = window.location;
  if (!role || !isProtectedPath(pathname)) return;
  // A token in the query starts a fresh candidate session anyway (protected route rule).
  if (new URLSearchParams(window.location.search).has('token')) return;
  if (pathname.toLowerCase().includes(areaByRole[role])) return;
  clearStorage();
  window.history.replaceState(null, '', '/login');
};
