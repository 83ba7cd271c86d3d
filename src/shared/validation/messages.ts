// The spec's wording is the contract: every client and server message comes from here.
export const messages = {
  required: '*Required',
  invalidEmail: 'Invalid email',
  invalidSignupEmail: 'Please enter a valid email',
  freeMailDomain: 'Please use your company email address to sign up.',
  tooShortPassword: 'Too Short!',
  tooShortName: 'Too short',
  invalidFirstName: 'Please provide a valid first name',
  invalidLastName: 'Please provide a valid last name',
  invalidPhone: 'Please enter a valid phone number',
  invalidZip: 'Please provide a valid zipcode.',
  passwordsMustMatch: 'Passwords must match',
  mustBeChecked: '*Field must be checked',
  captchaFailed: 'Verification Failed',
  passwordHash: 'Password must be sent as a lowercase sha256 hex digest',
  genericError: 'Something went wrong.',
  // Server answers that the web client maps to its screens (spec section 8).
  userAlreadyActivated: 'user already activated.',
  jwtExpired: 'jwt expired',
  verificationFailed: 'Something went wrong while verification, please try signing up again.',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email address before logging in.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  resetLinkInvalid: 'This link is invalid or has already been used. Please request a new one.',
  resetLinkExpired: 'This link has expired. Please request a new one.',
  accountExists: 'An account with this email address already exists. Please log in instead.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You do not have access to this page.',
  notFound: 'Not found',
} as const;

// Information toasts (spec section 8).
export const toasts = {
  emailSent: 'Email sent',
  checkEmail: 'Please check your email address',
  passwordChanged: 'Password changed successfully.',
  passwordSet: 'Password set successfully',
  linkCopied: 'Link copied to clipboard',
  inviteSent: 'Invite sent',
  candidateDeleted: 'Successfully deleted the candidate',
  emailVerified: 'Email address verified',
} as const;

// Dates of birth, written DD-MM-YYYY (spec sections 5 and 9); the value is quoted so a spreadsheet
// row can be found and fixed.
export const birthdateMessages = {
  format: 'Date of birth must be written DD-MM-YYYY.',
  noSuchMonth: (value: string, month: number) =>
    `There is no month ${month} in ${value}: write the day first, DD-MM-YYYY.`,
  noSuchDay: (value: string, monthName: string, year: number, days: number) =>
    `There is no ${value}: ${monthName} ${year} has ${days} days.`,
  future: (value: string) => `Date of birth ${value} is in the future.`,
  tooEarly: (value: string, year: number) => `Date of birth ${value} is before ${year}.`,
} as const;
