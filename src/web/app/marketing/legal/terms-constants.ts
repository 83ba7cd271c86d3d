// Contract constants (spec section 9). The terms text reads them from here, so a number changes in
// one place. Written by Verity from these facts; not adapted from any other company's terms.
export const termsLastUpdated = '19 February 2024';
export const termsLastUpdatedIso = '2024-02-19';

export const termsOfService = {
  liabilityCapUsd: 100,
  disputeNoticeDays: 30,
  informalResolutionDays: 30,
  claimsWithinYears: 1,
  arbitrationOptOutDays: 30,
  arbitrationRules: 'the Commercial Arbitration Rules of the American Arbitration Association (AAA)',
  // The spec names a venue state without showing it; California matches the governing law.
  venue: 'San Francisco County, California',
  marketingOptOutEmail: 'marketing@verity.test',
  legalEmail: 'legal@verity.test',
} as const;

export const servicesAgreement = {
  initialTermYears: 1,
  renewalTermYears: 1,
  noticeDays: 30,
  lateFeePercentPerMonth: 1.5,
  retainConsentsYears: 5,
  liabilityCapMonths: 6,
  liabilityCapUsd: 1000,
  claimsWithinYears: 1,
  minimumInsuranceUsd: 1_000_000,
  reportCopyBusinessDays: 3,
  investigativeDisclosureDays: 3,
  scopeDisclosureDays: 5,
  changeNoticeDays: 15,
  inactivityMonths: 6,
  minimumAge: 18,
  governingLaw: 'California',
  massachusettsWaitBusinessDays: 5,
} as const;
