import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** 256-bit URL-safe random token for e-mail links and API keys. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256Hex = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

export const hmacSha256Hex = (key: string | Buffer, value: string | Buffer) =>
  createHmac('sha256', key).update(value).digest('hex');

export const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const VERSION = 'v1';

/**
 * AES-256-GCM for personal data at rest (SSN, date of birth, ID images). The output carries a
 * version so the key or algorithm can be rotated later: "v1.<iv>.<tag>.<ciphertext>" in base64url.
 */
export const encrypt = (key: Buffer, plaintext: string | Buffer) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

export const decryptToBuffer = (key: Buffer, sealed: string) => {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined)
    throw new Error('Unsupported ciphertext format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
};

export const decrypt = (key: Buffer, sealed: string) => decryptToBuffer(key, sealed).toString('utf8');
