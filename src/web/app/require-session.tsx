import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { clearStorage, saveSession, useSession } from '../lib/session.ts';

/**
 * Spec section 4, protected route entry: a token in the query (the candidate's e-mailed link)
 * replaces whatever session was stored, as a candidate; without a token, go to /login and come back.
 */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryToken = new URLSearchParams(location.search).get('token');

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get('token');
    if (!token) return;
    clearStorage();
    saveSession(token, 'CANDIDATE');
    // Keep the token out of the address bar, history and any error report.
    params.delete('token');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.search, location.pathname, navigate]);

  if (queryToken) return null;
  if (!session) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
};
