// Spec section 2: the public paths (exact match, with or without a trailing slash), the areas
// loaded on demand (prefix match) and the one parameterised route. Web router and server share it.
export const publicPaths = [
  '/',
  '/background-checks/education-verification/',
  '/background-checks/criminal-background-check',
  '/background-checks/civil-court-checks',
  '/background-checks/driver-and-motor-vehicle/',
  '/background-checks/employment-verification',
  '/background-checks/identity-verification',
  '/api-integrations',
  '/industry/gig-economy',
  '/industry/staffing',
  '/industry/manufacturing/',
  '/industry/technology',
  '/industry/non-profit',
  '/industry/healthcare',
  '/industry/hospitality/',
  '/industry/retail/',
  '/teams/human-resources/',
  '/teams/talent-acquisition/',
  '/security',
  '/pricing',
  '/login',
  '/signup',
  '/terms-of-service',
  '/verification',
  '/forgot-password',
  '/reset-password',
  '/join-team',
  '/passthrough-fee',
] as const;

export const areaPrefixes = ['/company', '/candidate', '/admin'] as const;

const stripSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const publicSet = new Set<string>(publicPaths.map(stripSlash));

/** True when the web app has a page for this path (otherwise it shows the not-found page). */
export const isKnownWebPath = (pathname: string) => {
  const path = stripSlash(pathname.split('?')[0] ?? '/');
  if (publicSet.has(path)) return true;
  if (areaPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return true;
  if (/^\/candidate-report\/[^/]+$/.test(path) || /^\/report\/[^/]+$/.test(path)) return true;
  return path === '/dev/mail';
};
