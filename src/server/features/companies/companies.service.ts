import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Quote } from '#shared/candidates/candidates.contract.ts';
import type { CompanyDetailsInput } from '#shared/companies/companies.contract.ts';
import {
  addOns,
  checkNames,
  featureValue,
  type Inclusion,
  orderTotalCents,
  passThroughFees,
  plans,
} from '#shared/pricing/pricing.ts';
import { emailDomain, MAX_UPLOAD_BYTES } from '#shared/validation/fields.ts';
import type { AppContext, RequestMeta } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/access-control.ts';
import { presentCompany } from './companies.presenter.ts';
import {
  type CompanyRow,
  findCompany,
  findCompanyByDomain,
  findLatestCertification,
  insertCertification,
  updateCompany,
} from './companies.queries.ts';
import {
  FCRA_CERTIFICATION_VERSION,
  fcraCertificationSha256,
  fcraCertificationText,
} from './fcra-certification.ts';
import { type OrderSpec, passThroughFor, plannedChecks, priceLines, toOrderSpec } from './order-pricing.ts';
import { courtFeeRange, feeTableFor, mvrFeeRange } from './pass-through-fees.ts';
import { findCounty, searchCounties, stateNames } from './us-counties.ts';

export { checkLabel, type OrderSpec, passThroughFor, plannedChecks, toOrderSpec } from './order-pricing.ts';

/** The caller's company; 404 if it is gone (every route passes the session's company id). */
export const requireCompany = async (db: Executor, companyId: string): Promise<CompanyRow> => {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('Company');
  return company;
};

export const getCompany = async (ctx: AppContext, companyId: string) => {
  const company = await requireCompany(ctx.db, companyId);
  return presentCompany(company, await findLatestCertification(ctx.db, companyId));
};

export const checkDomain = async (ctx: AppContext, actor: Actor, companyId: string, domain: string) => {
  const normalized = domain.trim().toLowerCase();
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(normalized))
    throw badRequest('Please enter a valid domain, such as example.com.', [
      { field: 'domain', msg: 'Please enter a valid domain, such as example.com.' },
    ]);
  const taken = await findCompanyByDomain(ctx.db, normalized, companyId);
  return { domain: normalized, available: !taken, matchesEmail: emailDomain(actor.email) === normalized };
};

export const saveCompanyDetails = async (ctx: AppContext, companyId: string, input: CompanyDetailsInput) => {
  await requireCompany(ctx.db, companyId);
  if (input.domain && (await findCompanyByDomain(ctx.db, input.domain, companyId)))
    throw conflict('Another company already uses this domain. Contact support if it is yours.');
  await updateCompany(ctx.db, companyId, {
    name: input.name,
    address: input.address,
    city: input.city,
    state: input.state.toUpperCase(),
    zipCode: input.zipCode,
    country: (input.country ?? 'US').toUpperCase(),
    phone: input.phone,
    ...(input.domain ? { domain: input.domain } : {}),
  });
  return getCompany(ctx, companyId);
};

// Only raster formats recognised by their first bytes: an SVG can carry script, a name can lie.
const imageSignatures: { type: string; ext: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    ext: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { type: 'image/jpeg', ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', ext: 'gif', matches: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    ext: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export const LOGO_TOO_LARGE = `The logo must be ${MAX_UPLOAD_BYTES / 1_048_576} MB or smaller.`;
export const LOGO_NOT_IMAGE = 'The logo must be an image (PNG, JPEG, GIF or WebP).';

const uploadsDir = (ctx: AppContext) => path.join(ctx.config.dataDir, 'uploads', 'logos');

export const saveLogo = async (ctx: AppContext, companyId: string, bytes: Buffer) => {
  const company = await requireCompany(ctx.db, companyId);
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('payload_too_large', LOGO_TOO_LARGE);
  const format = imageSignatures.find((signature) => signature.matches(bytes));
  if (!format)
    throw new AppError('unprocessable', LOGO_NOT_IMAGE, { errors: [{ field: 'file', msg: LOGO_NOT_IMAGE }] });
  await mkdir(uploadsDir(ctx), { recursive: true });
  const fileName = `${companyId}-${randomBytes(8).toString('hex')}.${format.ext}`;
  await writeFile(path.join(uploadsDir(ctx), fileName), bytes, { mode: 0o600 });
  const updated = await updateCompany(ctx.db, companyId, {
    logoPath: fileName,
    logoContentType: format.type,
  });
  if (company.logoPath)
    await rm(path.join(uploadsDir(ctx), path.basename(company.logoPath)), { force: true });
  return { logoUrl: presentCompany(updated ?? company, null).logoUrl ?? '' };
};

export const readLogo = async (ctx: AppContext, companyId: string) => {
  const company = await requireCompany(ctx.db, companyId);
  if (!company.logoPath || !company.logoContentType) throw notFound('Logo');
  const bytes = await readFile(path.join(uploadsDir(ctx), path.basename(company.logoPath))).catch(() => null);
  if (!bytes) throw notFound('Logo');
  return { bytes, contentType: company.logoContentType };
};

export const getCertificationText = () => ({
  version: FCRA_CERTIFICATION_VERSION,
  text: fcraCertificationText,
});

export const certifyPermissiblePurpose = async (
  ctx: AppContext,
  actor: Actor,
  companyId: string,
  version: string,
  meta: RequestMeta,
) => {
  await requireCompany(ctx.db, companyId);
  if (version !== FCRA_CERTIFICATION_VERSION)
    throw conflict(
      'The certification text has changed. Please reload the page and read the current version.',
    );
  await insertCertification(ctx.db, {
    companyId,
    userId: actor.userId,
    userEmail: actor.email,
    version,
    textSha256: fcraCertificationSha256,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
    acceptedAt: ctx.now(),
  });
  ctx.log.info(
    { companyId, userId: actor.userId, event: 'company.fcra_certified' },
    'FCRA certification accepted',
  );
  return getCompany(ctx, companyId);
};

export const DEMO_NEEDS_CERTIFICATION =
  'Before leaving demo mode, certify your permissible purpose under the FCRA in your company settings.';
export const DEMO_NEEDS_BILLING = 'Before leaving demo mode, add your billing details and a payment method.';

export const setDemoMode = async (ctx: AppContext, companyId: string, demoMode: boolean) => {
  const company = await requireCompany(ctx.db, companyId);
  if (!demoMode) {
    if (!(await findLatestCertification(ctx.db, companyId)))
      throw new AppError('unprocessable', DEMO_NEEDS_CERTIFICATION);
    if (!company.billingReadyAt) throw new AppError('unprocessable', DEMO_NEEDS_BILLING);
    if (!company.name)
      throw new AppError('unprocessable', 'Before leaving demo mode, add your company details.');
  }
  await updateCompany(ctx.db, companyId, { demoMode });
  return getCompany(ctx, companyId);
};

export const listPackages = () => ({
  packages: plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    priceCents: plan.priceCents,
    recommended: plan.recommended,
    summary: plan.summary,
    checks: (Object.entries(plan.includes) as [keyof typeof checkNames, Inclusion][]).map(
      ([code, inclusion]) => ({
        code,
        name: checkNames[code],
        label: String(featureValue(code, inclusion)),
      }),
    ),
  })),
  addOns: addOns.map(({ id, check, title, description, priceCents, unit }) => ({
    id,
    check,
    title,
    description,
    priceCents,
    unit,
  })),
  passThroughFees: passThroughFees.map((fee) => ({ ...fee })),
});

export const findCounties = (input: { query: string; state?: string | undefined; limit: number }) => ({
  rows: searchCounties(input),
});

const feeRange = (ctx: AppContext, [minCents, maxCents]: [number, number]) => {
  const table = feeTableFor(ctx.config.dataDir);
  return { minCents, maxCents, estimate: table.estimate, source: table.source };
};
const sum = (ranges: [number, number][]): [number, number] =>
  ranges.reduce<[number, number]>(([min, max], [low, high]) => [min + low, max + high], [0, 0]);

export const priceCounties = (ctx: AppContext, fipsCodes: string[]) => {
  const table = feeTableFor(ctx.config.dataDir);
  const rows = fipsCodes.map((fips) => {
    const county = findCounty(fips);
    if (!county)
      throw badRequest(`Unknown county FIPS code ${fips}.`, [
        { field: 'fips', msg: `Unknown county FIPS code ${fips}.` },
      ]);
    return { county, range: courtFeeRange(table, county.state) };
  });
  return {
    rows: rows.map(({ county, range }) => ({ ...county, fee: feeRange(ctx, range) })),
    total: feeRange(ctx, sum(rows.map(({ range }) => range))),
  };
};

export const priceMvr = (ctx: AppContext, states: string[]) => {
  const table = feeTableFor(ctx.config.dataDir);
  const rows = states.map((raw) => {
    const state = raw.toUpperCase();
    if (!stateNames[state])
      throw badRequest(`Unknown state ${raw}.`, [{ field: 'states', msg: `Unknown state ${raw}.` }]);
    return { state, stateName: stateNames[state] ?? state, range: mvrFeeRange(table, state) };
  });
  return {
    rows: rows.map(({ state, stateName, range }) => ({ state, stateName, fee: feeRange(ctx, range) })),
    total: feeRange(ctx, sum(rows.map(({ range }) => range))),
  };
};

/** The quote for `candidates` identical orders; the same arithmetic the invitation charges. */
export const quoteOrder = (
  ctx: AppContext,
  spec: OrderSpec,
  candidates: number,
  demoMode: boolean,
): Quote => {
  const lines = priceLines(spec);
  const perCandidateCents = orderTotalCents(spec.package, spec.addOns);
  if (lines.reduce((total, line) => total + line.totalCents, 0) !== perCandidateCents)
    throw new Error('quote lines do not add up to the order total');
  const [minCents, maxCents] = passThroughFor(plannedChecks(spec), feeTableFor(ctx.config.dataDir));
  const totalCents = perCandidateCents * candidates;
  return {
    package: spec.package,
    lines,
    perCandidateCents,
    candidates,
    totalCents,
    passThrough: {
      minCents: minCents * candidates,
      maxCents: maxCents * candidates,
      estimate: feeTableFor(ctx.config.dataDir).estimate,
    },
    passThroughPerCandidate: { minCents, maxCents },
    demoMode,
    chargeCents: demoMode ? 0 : totalCents,
  };
};

export const quote = async (
  ctx: AppContext,
  companyId: string,
  input: {
    package: OrderSpec['package'];
    addOns: Record<string, number>;
    counties: string[];
    candidates: number;
  },
) => {
  const company = await requireCompany(ctx.db, companyId);
  return quoteOrder(ctx, toOrderSpec(input), input.candidates, company.demoMode);
};
