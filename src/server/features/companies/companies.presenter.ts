import type { Company } from '#shared/companies/companies.contract.ts';
import type { CertificationRow, CompanyRow } from './companies.queries.ts';

export const LOGO_PATH = '/api/company/logo';

export const presentCompany = (company: CompanyRow, certification: CertificationRow | null): Company => ({
  id: company.id,
  name: company.name,
  address: company.address,
  city: company.city,
  state: company.state,
  zipCode: company.zipCode,
  country: company.country,
  phone: company.phone,
  domain: company.domain,
  // The version query changes with each upload, so browsers do not show a stale logo.
  logoUrl: company.logoPath ? `${LOGO_PATH}?v=${company.updatedAt.getTime()}` : null,
  demoMode: company.demoMode,
  certification: certification
    ? {
        version: certification.version,
        acceptedAt: certification.acceptedAt.toISOString(),
        acceptedBy: certification.userEmail,
        ip: certification.ip,
      }
    : null,
  billingReady: company.billingReadyAt !== null,
});
