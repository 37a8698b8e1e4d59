// The dev API's own HMAC-SHA-256 (it runs in the page too, where crypto.subtle may be missing): it must
// agree with Node's for short, long and non-ASCII keys and texts, or a print address would never verify.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, sameSecret, sha256 } from '../../../adapters/mock/devApi/http/hmac';

describe('dev API HMAC-SHA-256', () => {
  it('matches Node’s SHA-256 across block boundaries', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 31 + 7) & 0xff);
      expect(Buffer.from(sha256(bytes)).toString('hex'), String(length)).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('matches Node’s HMAC for short, long and Chinese keys and texts', () => {
    for (const [key, text] of [['', ''], ['key', 'The quick brown fox jumps over the lazy dog'], ['k'.repeat(100), 'x'.repeat(1000)], ['秘密', 'GET\n/api/订单\n1']]) {
      expect(hmacSha256Hex(key!, text!)).toBe(createHmac('sha256', key!).update(text!).digest('hex'));
    }
  });

  it('compares hex strings exactly', () => {
    expect(sameSecret('ab', 'ab')).toBe(true);
    expect(sameSecret('ab', 'ac')).toBe(false);
    expect(sameSecret('ab', 'abc')).toBe(false);
  });
});
