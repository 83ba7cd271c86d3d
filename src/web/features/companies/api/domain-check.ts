import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { companyEndpoints, type domainCheckSchema } from '#shared/companies/companies.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type DomainCheck = z.infer<typeof domainCheckSchema>;

const domainPattern = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/;
export const looksLikeDomain = (value: string) => domainPattern.test(value.trim().toLowerCase());

export const checkDomain = (domain: string, signal?: AbortSignal) =>
  apiRequest<DomainCheck>(companyEndpoints.domain(domain.trim().toLowerCase()), { signal });

/** Checks a (debounced) domain once it looks like one. */
export const useDomainCheck = (domain: string) =>
  useQuery({
    queryKey: ['company', 'domain', domain.trim().toLowerCase()],
    queryFn: ({ signal }) => checkDomain(domain, signal),
    enabled: looksLikeDomain(domain),
    staleTime: 60_000,
    retry: false,
  });
