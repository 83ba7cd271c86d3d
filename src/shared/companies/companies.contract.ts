import { z } from 'zod';
import { phoneNumber, zipCode } from '../validation/fields.ts';
import { messages } from '../validation/messages.ts';

// Company workspace calls (spec application.md section 7, "Company"). Paths are the contract.
export const companyEndpoints = {
  domain: (domain: string) => `/api/company/domain/${encodeURIComponent(domain)}`,
  logo: '/api/company/logo',
  details: '/api/company',
  certification: '/api/company/certification',
  demoStatus: '/api/company/demo-status',
  packages: '/api/company/packages',
  searchCounty: '/api/company/search/county',
  pricingCounty: '/api/company/pricing/county',
  pricingMvr: '/api/company/pricing/mvr',
  quote: '/api/company/quote',
  dashboard: '/api/company/dashboard',
  apiKeys: '/api/company/api-keys',
  apiKey: (id: string) => `/api/company/api-keys/${id}`,
} as const;

export const companyDetailsInputSchema = z.object({
  name: z.string().trim().min(1, messages.required).max(120),
  address: z.string().trim().min(1, messages.required).max(200),
  city: z.string().trim().min(1, messages.required).max(100),
  state: z.string().trim().length(2, messages.required),
  zipCode: zipCode(),
  country: z.string().trim().min(2, messages.required).max(2).default('US'),
  phone: phoneNumber(),
  domain: z.string().trim().toLowerCase().max(253).optional(),
});
export type CompanyDetailsInput = z.input<typeof companyDetailsInputSchema>;

export const companySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  domain: z.string().nullable(),
  logoUrl: z.string().nullable(),
  demoMode: z.boolean(),
  /** The FCRA permissible-purpose certification in force, if any. */
  certification: z
    .object({ version: z.string(), acceptedAt: z.string(), acceptedBy: z.string(), ip: z.string() })
    .nullable(),
  billingReady: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

export const domainCheckSchema = z.object({
  domain: z.string(),
  available: z.boolean(),
  matchesEmail: z.boolean(),
});

export const certificationInputSchema = z.object({
  /** The version of the certification text the user was shown. */
  version: z.string().min(1).max(40),
  accept: z.literal(true, { message: messages.mustBeChecked }),
});

export const demoStatusInputSchema = z.object({ demoMode: z.boolean() });

// ---- API keys (settings) ----
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** First characters of the key, to recognise it; the secret is shown once, at creation. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const createApiKeyInputSchema = z.object({
  name: z.string().trim().min(1, messages.required).max(80),
});
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });

// ---- counties and pass-through fees ----
export const countySchema = z.object({
  fips: z.string().length(5),
  name: z.string(),
  state: z.string().length(2),
  stateName: z.string(),
});
export type County = z.infer<typeof countySchema>;
export const countySearchInputSchema = z.object({
  query: z.string().trim().max(100).default(''),
  state: z.string().length(2).optional(),
  limit: z.number().int().min(1).max(50).default(20),
});
export const feeRangeSchema = z.object({
  minCents: z.number().int(),
  maxCents: z.number().int(),
  /** True while the fees come from the sandbox table rather than a vendor's schedule. */
  estimate: z.boolean(),
  source: z.string(),
});
export const countyPricingInputSchema = z.object({ fips: z.array(z.string().length(5)).min(1).max(100) });
export const mvrPricingInputSchema = z.object({ states: z.array(z.string().length(2)).min(1).max(60) });

// ---- additions (server, issue 4) ----
export const fcraCertificationTextSchema = z.object({ version: z.string(), text: z.string() });

export const planCheckSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** How much of the check the plan includes: "1", "2 employers", "One county", "All counties". */
  label: z.string(),
});
export const packageSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  recommended: z.boolean(),
  summary: z.string(),
  checks: z.array(planCheckSchema),
});
export const packageAddOnSchema = z.object({
  id: z.string(),
  check: z.string(),
  title: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  unit: z.string(),
});
export const packagesSchema = z.object({
  packages: z.array(packageSchema),
  addOns: z.array(packageAddOnSchema),
  passThroughFees: z.array(
    z.object({
      check: z.string(),
      country: z.string(),
      minFeeCents: z.number().int(),
      maxFeeCents: z.number().int(),
    }),
  ),
});
export const countyPricingSchema = z.object({
  rows: z.array(countySchema.extend({ fee: feeRangeSchema })),
  total: feeRangeSchema,
});
export const mvrPricingSchema = z.object({
  rows: z.array(z.object({ state: z.string(), stateName: z.string(), fee: feeRangeSchema })),
  total: feeRangeSchema,
});
export const logoUploadSchema = z.object({ logoUrl: z.string() });
