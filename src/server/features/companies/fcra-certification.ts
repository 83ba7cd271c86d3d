import { sha256Hex } from '../../lib/crypto.ts';

// FCRA § 604(f) and § 606: the employer certifies its permissible purpose before ordering reports.
// A new wording gets a new version; acceptances record the version and the text's sha256.
export const FCRA_CERTIFICATION_VERSION = '2026-11';

export const fcraCertificationText = [
  'The company certifies that it will request consumer reports only for employment purposes, a permissible purpose under section 604(a)(3)(B) of the Fair Credit Reporting Act (FCRA).',
  'Before a report is requested, the company will give the candidate a clear and conspicuous written disclosure, in a document consisting solely of the disclosure, that a consumer report may be obtained, and will obtain the candidate’s written authorization (FCRA section 604(b)(2)).',
  'Before taking any adverse action based in whole or in part on a report, the company will give the candidate a copy of the report and A Summary of Your Rights Under the Fair Credit Reporting Act, and will wait a reasonable period before final adverse action (FCRA section 604(b)(3)).',
  'The company will not use information from a report in violation of any federal or state equal employment opportunity law or regulation, and will comply with applicable state and local laws, including ban-the-box and fair chance hiring rules.',
].join('\n\n');

export const fcraCertificationSha256 = sha256Hex(fcraCertificationText);
