import { z } from 'zod';
import { checkStatuses } from '../checks/check-status.ts';
import { namePattern, optionalPhoneNumber, requiredEmail } from '../validation/fields.ts';
import { messages } from '../validation/messages.ts';

export const candidateEndpoints = {
  list: '/api/company/candidates',
  search: '/api/company/candidates/search',
  get: (id: string) => `/api/company/candidate/${id}`,
  remove: (id: string) => `/api/company/candidate/${id}`,
  archive: (id: string) => `/api/company/candidate/${id}/archive`,
  restore: (id: string) => `/api/company/candidate/${id}/restore`,
  resendInvitation: (id: string) => `/api/company/candidate/${id}/resend-invitation`,
  invitationLink: (id: string) => `/api/company/candidate/${id}/invitation-link`,
  bulk: '/api/company/bulk-candidates',
  actions: '/api/company/actions',
  notes: '/api/company/notes',
  bgvProgress: (id: string) => `/api/company/employee/bgv-progress/${id}`,
  /** Web form, several candidates, or a CSV file (multipart: file, package, add_ons, from_app). */
  invite: '/api/company/invite',
  /** CSV validation and price before anything is sent. */
  invitePreview: '/api/company/invite/preview',
  /** Public API: bearer session token or API key, Idempotency-Key header honoured. */
  publicInvite: '/api/employee/invite',
} as const;

export const packageIds = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type PackageId = (typeof packageIds)[number];

/** The add-on keys of the public invite payload (spec section 3). */
export const addOnKeys = [
  'employment',
  'education',
  'license',
  'driving_license',
  'civil_court',
  'all_county_criminal_search',
  'county_criminal_search',
  'MVR',
] as const;
export type AddOnKey = (typeof addOnKeys)[number];

/** Add-ons with a quantity (employers, schools, counties, references…); 0 or absent = not ordered. */
export const addOnsSchema = z.record(z.string(), z.number().int().min(0).max(20)).default({});

export const invitationStages = ['invited', 'opened', 'in_progress', 'submitted', 'expired'] as const;
export type InvitationStage = (typeof invitationStages)[number];

const optionalName = z
  .string()
  .trim()
  .max(50)
  .refine((value) => value === '' || namePattern.test(value), { message: 'Please provide a valid name' })
  .optional();

export const inviteeSchema = z.object({
  email: requiredEmail(),
  firstName: z
    .string()
    .trim()
    .min(1, messages.required)
    .max(50)
    .regex(namePattern, messages.invalidFirstName),
  lastName: z.string().trim().min(1, messages.required).max(50).regex(namePattern, messages.invalidLastName),
  middleName: optionalName,
  phone: optionalPhoneNumber(),
});
export type Invitee = z.infer<typeof inviteeSchema>;

export const inviteInputSchema = z.object({
  candidates: z.array(inviteeSchema).min(1).max(100),
  package: z.enum(packageIds),
  addOns: addOnsSchema,
  /** Counties chosen by FIPS for county searches beyond what the package includes. */
  counties: z.array(z.string().length(5)).max(50).default([]),
});
export type InviteInput = z.input<typeof inviteInputSchema>;

/** Spec section 3, public API payload (documented example uses package 'bronze'). */
export const publicInviteInputSchema = z.object({
  emailList: z.array(requiredEmail()).max(100).optional(),
  employeeDetails: z
    .array(
      z.object({
        email: requiredEmail(),
        firstName: z.string().trim().min(1).max(50),
        lastName: z.string().trim().min(1).max(50),
        middleName: z.string().trim().max(50).optional(),
        // The same rule as the invite form: an integration must not store a number the form refuses.
        phone: optionalPhoneNumber(),
        birthdate: z.string().trim().max(10).optional(),
      }),
    )
    .max(100)
    .optional(),
  package: z.enum(packageIds),
  addOns: z
    .partialRecord(z.enum(addOnKeys), z.union([z.boolean(), z.number().int().min(0).max(20)]))
    .optional(),
});

export const quoteLineSchema = z.object({
  label: z.string(),
  quantity: z.number().int(),
  unitCents: z.number().int(),
  totalCents: z.number().int(),
});
export const quoteSchema = z.object({
  package: z.enum(packageIds),
  lines: z.array(quoteLineSchema),
  perCandidateCents: z.number().int(),
  candidates: z.number().int(),
  totalCents: z.number().int(),
  /** Pass-through fees charged by courts, DMVs and verifiers: a range, on top of the total. */
  passThrough: z.object({ minCents: z.number().int(), maxCents: z.number().int(), estimate: z.boolean() }),
  demoMode: z.boolean(),
  /** What the company is charged for the order: totalCents, or 0 in demo mode. */
  chargeCents: z.number().int(),
  /** The pass-through range for one candidate. */
  passThroughPerCandidate: z.object({ minCents: z.number().int(), maxCents: z.number().int() }),
});
export type Quote = z.infer<typeof quoteSchema>;
export const quoteInputSchema = inviteInputSchema
  .pick({ package: true, addOns: true, counties: true })
  .extend({
    candidates: z.number().int().min(1).max(10_000).default(1),
  });

export const csvRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string().optional(),
  msg: z.string(),
});
export const invitePreviewSchema = z.object({
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  errors: z.array(csvRowErrorSchema),
  duplicates: z.array(z.object({ row: z.number().int(), email: z.string(), reason: z.string() })),
  quote: quoteSchema,
});

export const inviteResultSchema = z.object({
  invited: z.number().int(),
  duplicates: z.array(z.object({ email: z.string(), reason: z.string() })),
  candidates: z.array(z.object({ id: z.string(), email: z.string() })),
  totalCents: z.number().int(),
});

export const checkSchema = z.object({
  id: z.string(),
  type: z.string(),
  label: z.string(),
  status: z.enum(checkStatuses),
  detail: z.string().nullable(),
  updatedAt: z.string(),
});

export const candidateRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  package: z.enum(packageIds),
  status: z.enum(checkStatuses),
  invitationStage: z.enum(invitationStages),
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CandidateRow = z.infer<typeof candidateRowSchema>;

export const candidateListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  /** A check status (NULL, PENDING, …) or an invitation stage. */
  filter: z.string().max(40).optional(),
  isArchived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  sort: z.enum(['created_at', 'name', 'status']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const candidateSearchQuerySchema = z.object({
  query: z.string().trim().min(1, messages.required).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  isArchived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const activitySchema = z.object({
  id: z.string(),
  candidateId: z.string().nullable(),
  actor: z.string(),
  action: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

export const noteSchema = z.object({
  id: z.string(),
  candidateId: z.string(),
  email: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

export const candidateDetailSchema = candidateRowSchema.extend({
  middleName: z.string().nullable(),
  phone: z.string().nullable(),
  invitationExpiresAt: z.string().nullable(),
  /**
   * The amounts are those stored when the order was placed: prices may have changed since, and the
   * employer must see what it was quoted and charged, not today's price list.
   */
  order: z.object({
    id: z.string(),
    package: z.enum(packageIds),
    addOns: z.record(z.string(), z.number()),
    /** The order's price at ordering time (kept for demo orders too). */
    listPriceCents: z.number().int(),
    /** What the company was charged: the list price, or 0 for a demo order. */
    chargedCents: z.number().int(),
    /** The pass-through fee range quoted for this candidate, on top of the price. */
    passThrough: z.object({ minCents: z.number().int(), maxCents: z.number().int() }),
    demo: z.boolean(),
    createdAt: z.string(),
  }),
  checks: z.array(checkSchema),
  activities: z.array(activitySchema),
  notes: z.array(noteSchema),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

export const bgvProgressSchema = z.object({
  candidateId: z.string(),
  stage: z.enum(invitationStages),
  completedChecks: z.number().int(),
  totalChecks: z.number().int(),
  checks: z.array(checkSchema),
});

export const dashboardSchema = z.object({
  countsByStatus: z.record(z.string(), z.number().int()),
  countsByStage: z.record(z.string(), z.number().int()),
  needsAttention: z.array(candidateRowSchema),
  recentActivity: z.array(activitySchema),
  /** Orders and completions per day, oldest first. */
  series: z.array(z.object({ date: z.string(), orders: z.number().int(), completions: z.number().int() })),
  demoMode: z.boolean(),
});
