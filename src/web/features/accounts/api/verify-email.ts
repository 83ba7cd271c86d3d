import { accountEndpoints } from '#shared/accounts/accounts.contract.ts';
import type { Role } from '#shared/accounts/roles.ts';
import { apiRequest } from '../../../lib/api-client.ts';

type VerifyResult = { token: string; role: Role };

// The e-mailed token works once. React StrictMode mounts effects twice in development and a user
// may double-click: every caller for the same token shares one request.
const inFlight = new Map<string, Promise<VerifyResult>>();

export const verifyEmail = (token: string) => {
  let request = inFlight.get(token);
  if (!request) {
    request = apiRequest<VerifyResult>(accountEndpoints.verify, { body: { token }, auth: false });
    inFlight.set(token, request);
  }
  return request;
};
