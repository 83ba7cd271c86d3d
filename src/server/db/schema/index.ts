export * from './account-tokens.ts';
export * from './companies.ts';
export * from './mail-messages.ts';
export * from './rate-limits.ts';
export * from './sessions.ts';
export * from './users.ts';
