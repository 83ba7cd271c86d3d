import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const secret = z.string().min(32, 'must be at least 32 characters').optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SMTP_URL: optionalUrl.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Verity <no-reply@verity.test>'),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: secret,
  PASSWORD_PEPPER: secret,
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  CAPTCHA_SECRET: secret,
  ADMIN_EMAIL: z.email().default('ops@verity.test'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  RUN_JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  // How long a checked session is trusted before it is looked up again (decision 008); 0 turns it off.
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_HOT_CONNECTIONS: z.coerce.number().int().min(1).max(20).default(1),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Omit<
  Env,
  'JWT_SECRET' | 'PASSWORD_PEPPER' | 'ENCRYPTION_KEY' | 'CAPTCHA_SECRET' | 'PUBLIC_URL'
> & {
  publicUrl: string;
  dataDir: string;
  database:
    | { kind: 'pglite'; dataDir: string }
    | { kind: 'postgres'; url: string; poolSize: number; hotConnections: number };
  secrets: { jwt: string; pepper: string; encryptionKey: Buffer; captcha: string };
  /** Dev mailbox and /api/dev routes: only without SMTP and outside production. */
  devMailbox: boolean;
};

export class ConfigError extends Error {}

/** Reads a secret from the environment, else from DATA_DIR, else creates it there once (mode 0600). */
const persistentSecret = (dataDir: string, name: string, fromEnv: string | undefined, bytes: number) => {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'secrets', `${name}.key`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = randomBytes(bytes).toString('hex');
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const { JWT_SECRET, PASSWORD_PEPPER, ENCRYPTION_KEY, CAPTCHA_SECRET, PUBLIC_URL, ...rest } = values;
  return {
    ...rest,
    dataDir,
    publicUrl: (PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    database: values.DATABASE_URL
      ? {
          kind: 'postgres',
          url: values.DATABASE_URL,
          poolSize: values.DATABASE_POOL_SIZE,
          hotConnections: values.DATABASE_HOT_CONNECTIONS,
        }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    secrets: {
      jwt: persistentSecret(dataDir, 'jwt', JWT_SECRET, 48),
      pepper: persistentSecret(dataDir, 'pepper', PASSWORD_PEPPER, 32),
      encryptionKey: Buffer.from(persistentSecret(dataDir, 'encryption', ENCRYPTION_KEY, 32), 'hex'),
      captcha: persistentSecret(dataDir, 'captcha', CAPTCHA_SECRET, 32),
    },
    devMailbox: !values.SMTP_URL && values.NODE_ENV !== 'production',
  };
};
