import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Quote, quoteInputSchema } from '#shared/candidates/candidates.contract.ts';
import { companyEndpoints } from '#shared/companies/companies.contract.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type QuoteInput = z.input<typeof quoteInputSchema>;

/** Only ordered add-ons (quantity > 0) go on the wire, so equal orders share a cache entry. */
const cleanAddOns = (addOns: Record<string, number> | undefined) =>
  Object.fromEntries(Object.entries(addOns ?? {}).filter(([, quantity]) => quantity > 0));

export const fetchQuote = (input: QuoteInput, signal?: AbortSignal) =>
  apiRequest<Quote>(companyEndpoints.quote, {
    method: 'POST',
    body: { ...input, addOns: cleanAddOns(input.addOns) },
    signal,
  });

export const useQuote = (input: QuoteInput | null) =>
  useQuery({
    queryKey: ['quote', input && { ...input, addOns: cleanAddOns(input.addOns) }],
    queryFn: ({ signal }) => fetchQuote(input as QuoteInput, signal),
    enabled: Boolean(input?.package),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
