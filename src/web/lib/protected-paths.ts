import { areaPrefixes } from '#shared/routes/site-routes.ts';

// Pages inside an area that a visitor without a session must still reach.
const publicAreaPaths = new Set(['/admin/login']);

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export const isProtectedPath = (pathname: string) => {
  const path = trimSlash(pathname.toLowerCase());
  if (publicAreaPaths.has(path)) return false;
  return areaPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

/** Where a redirect back after login may go: only inside the signed-in role's own area. */
export const belongsToArea = (pathname: string, area: string) => {
  const path = trimSlash(pathname.toLowerCase());
  return isProtectedPath(path) && (path === `/${area}` || path.startsWith(`/${area}/`));
};
