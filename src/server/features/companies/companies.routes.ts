import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardSchema, quoteInputSchema, quoteSchema } from '#shared/candidates/candidates.contract.ts';
import {
  certificationInputSchema,
  companyDetailsInputSchema,
  companyEndpoints,
  companySchema,
  countyPricingInputSchema,
  countyPricingSchema,
  countySchema,
  countySearchInputSchema,
  demoStatusInputSchema,
  domainCheckSchema,
  fcraCertificationTextSchema,
  logoUploadSchema,
  mvrPricingInputSchema,
  mvrPricingSchema,
  packagesSchema,
} from '#shared/companies/companies.contract.ts';
import { successOf } from '#shared/http/api-envelope.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { ok, requestMeta, routePath } from '../../lib/route-helpers.ts';
import { requireActor, requireCompanyId } from '../../plugins/access-control.ts';
import { getDashboard } from '../candidates/candidates.service.ts';
import {
  certifyPermissiblePurpose,
  checkDomain,
  findCounties,
  getCertificationText,
  getCompany,
  LOGO_NOT_IMAGE,
  LOGO_TOO_LARGE,
  listPackages,
  priceCounties,
  priceMvr,
  quote,
  readLogo,
  saveCompanyDetails,
  saveLogo,
  setDemoMode,
} from './companies.service.ts';

const settingsRoles = ['owner', 'admin'] as const;

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company',
    { config: { access: 'company' }, schema: { response: { 200: successOf(companySchema) } } },
    async (request) => ok(await getCompany(app.ctx, requireCompanyId(request))),
  );

  app.post(
    '/company',
    {
      config: { access: 'company', teamRoles: settingsRoles },
      schema: { body: companyDetailsInputSchema, response: { 200: successOf(companySchema) } },
    },
    async (request) => ok(await saveCompanyDetails(app.ctx, requireCompanyId(request), request.body)),
  );

  app.get(
    '/company/domain/:domain',
    {
      config: { access: 'company' },
      schema: {
        params: z.object({ domain: z.string().max(253) }),
        response: { 200: successOf(domainCheckSchema) },
      },
    },
    async (request) =>
      ok(await checkDomain(app.ctx, requireActor(request), requireCompanyId(request), request.params.domain)),
  );

  app.post(
    routePath(companyEndpoints.logo),
    {
      config: { access: 'company', teamRoles: settingsRoles },
      schema: { response: { 200: successOf(logoUploadSchema) } },
    },
    async (request) => {
      const companyId = requireCompanyId(request);
      if (!request.isMultipart())
        throw badRequest('Send the logo as multipart/form-data in a field named file.');
      const file = await request.file().catch(() => undefined);
      if (!file)
        throw badRequest('Choose an image file to upload.', [
          { field: 'file', msg: 'Choose an image file to upload.' },
        ]);
      if (!file.mimetype.startsWith('image/')) throw new AppError('unprocessable', LOGO_NOT_IMAGE);
      const bytes = await file.toBuffer().catch((error: { statusCode?: number }) => {
        if (error.statusCode === 413) throw new AppError('payload_too_large', LOGO_TOO_LARGE);
        throw error;
      });
      return ok(await saveLogo(app.ctx, companyId, bytes));
    },
  );

  // The logo is served to its own company only (the web app fetches it with the bearer token).
  app.get(
    routePath(companyEndpoints.logo),
    { config: { access: 'company', rawReply: true } },
    async (request, reply) => {
      const logo = await readLogo(app.ctx, requireCompanyId(request));
      return reply
        .type(logo.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(logo.bytes);
    },
  );

  app.get(
    routePath(companyEndpoints.certification),
    { config: { access: 'company' }, schema: { response: { 200: successOf(fcraCertificationTextSchema) } } },
    async () => ok(getCertificationText()),
  );

  app.post(
    routePath(companyEndpoints.certification),
    {
      config: { access: 'company', teamRoles: settingsRoles },
      schema: { body: certificationInputSchema, response: { 200: successOf(companySchema) } },
    },
    async (request) =>
      ok(
        await certifyPermissiblePurpose(
          app.ctx,
          requireActor(request),
          requireCompanyId(request),
          request.body.version,
          requestMeta(request),
        ),
      ),
  );

  app.patch(
    routePath(companyEndpoints.demoStatus),
    {
      config: { access: 'company', teamRoles: settingsRoles },
      schema: { body: demoStatusInputSchema, response: { 200: successOf(companySchema) } },
    },
    async (request) => ok(await setDemoMode(app.ctx, requireCompanyId(request), request.body.demoMode)),
  );

  app.get(
    routePath(companyEndpoints.packages),
    { config: { access: 'company' }, schema: { response: { 200: successOf(packagesSchema) } } },
    async () => ok(listPackages()),
  );

  app.post(
    routePath(companyEndpoints.searchCounty),
    {
      config: { access: 'company' },
      schema: {
        body: countySearchInputSchema,
        response: { 200: successOf(z.object({ rows: z.array(countySchema) })) },
      },
    },
    async (request) => ok(findCounties(request.body)),
  );

  app.post(
    routePath(companyEndpoints.pricingCounty),
    {
      config: { access: 'company' },
      schema: { body: countyPricingInputSchema, response: { 200: successOf(countyPricingSchema) } },
    },
    async (request) => ok(priceCounties(app.ctx, request.body.fips)),
  );

  app.post(
    routePath(companyEndpoints.pricingMvr),
    {
      config: { access: 'company' },
      schema: { body: mvrPricingInputSchema, response: { 200: successOf(mvrPricingSchema) } },
    },
    async (request) => ok(priceMvr(app.ctx, request.body.states)),
  );

  app.post(
    routePath(companyEndpoints.quote),
    {
      config: { access: 'company' },
      schema: { body: quoteInputSchema, response: { 200: successOf(quoteSchema) } },
    },
    async (request) => ok(await quote(app.ctx, requireCompanyId(request), request.body)),
  );

  app.get(
    routePath(companyEndpoints.dashboard),
    {
      config: { access: 'company' },
      schema: { response: { 200: successOf(dashboardSchema.extend({ total: z.number().int() })) } },
    },
    async (request) => ok(await getDashboard(app.ctx, requireCompanyId(request))),
  );
};
