import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decrypt, decryptToBuffer, encrypt, randomToken, safeEqual, sha256Hex } from './crypto.ts';

const key = randomBytes(32);

describe('encrypt and decrypt', () => {
  it('round-trips text, including non-ASCII and empty strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (plaintext) => {
        expect(decrypt(key, encrypt(key, plaintext))).toBe(plaintext);
      }),
      { numRuns: 200 },
    );
    expect(decrypt(key, encrypt(key, ''))).toBe('');
  });

  it('round-trips binary data', () => {
    const data = randomBytes(1000);
    expect(decryptToBuffer(key, encrypt(key, data)).equals(data)).toBe(true);
  });

  it('uses a fresh IV each time and a versioned format', () => {
    const a = encrypt(key, '123-45-6789');
    const b = encrypt(key, '123-45-6789');
    expect(a).not.toBe(b);
    expect(a.split('.')).toHaveLength(4);
    expect(a.startsWith('v1.')).toBe(true);
    expect(a).not.toContain('123-45-6789');
  });

  it('detects a tampered ciphertext, tag or IV', () => {
    const sealed = encrypt(key, 'date of birth 1990-01-01');
    const parts = sealed.split('.');
    for (const index of [1, 2, 3]) {
      const tampered = [...parts];
      const bytes = Buffer.from(tampered[index] ?? '', 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 0x01;
      tampered[index] = bytes.toString('base64url');
      expect(() => decrypt(key, tampered.join('.'))).toThrow();
    }
  });

  it('refuses the wrong key and an unknown version', () => {
    const sealed = encrypt(key, 'secret');
    expect(() => decrypt(randomBytes(32), sealed)).toThrow();
    expect(() => decrypt(key, sealed.replace(/^v1\./, 'v2.'))).toThrow('Unsupported ciphertext format');
    expect(() => decrypt(key, 'v1.only')).toThrow('Unsupported ciphertext format');
  });
});

describe('tokens and digests', () => {
  it('makes URL-safe 256-bit random tokens', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
  });

  it('computes sha256 hex and compares in constant time', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
