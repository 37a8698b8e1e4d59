import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets, redactUrl } from '../../../adapters/mock/redact';

describe('redacting what a fixture must not hold', () => {
  it('redacts upload form credentials and the marketplace signature by name', () => {
    expect(
      redactSecrets({ uploadUrl: 'https://oss.example/', params: { key: 'f-1', policy: 'eyJ…', signature: 'abc', OSSAccessKeyId: 'id' }, sign: 'A1' }),
    ).toEqual({ uploadUrl: 'https://oss.example/', params: { key: 'f-1', policy: REDACTED, signature: REDACTED, OSSAccessKeyId: REDACTED }, sign: REDACTED });
  });

  it('redacts secret query parameters of URLs, in values and in recorded addresses', () => {
    const signed = 'https://img.alicdn.com/a.png?Expires=1&Signature=xyz&security-token=tok&w=200';
    expect(redactSecrets({ url: signed })).toEqual({
      url: `https://img.alicdn.com/a.png?Expires=1&Signature=${encodeURIComponent(REDACTED)}&security-token=${encodeURIComponent(REDACTED)}&w=200`,
    });
    expect(redactUrl('/api/users/me?access_token=t0k&page=2#top')).toBe(`/api/users/me?access_token=${encodeURIComponent(REDACTED)}&page=2#top`);
    expect(redactUrl('/api/phone_brands?page=1')).toBe('/api/phone_brands?page=1');
  });

  it('redacts a bearer credential inside any string, and leaves other strings alone', () => {
    expect(redactSecrets(['Authorization: Bearer dev.ZGVtbw.1234', 'Bearer x', '图片上传成功'])).toEqual([
      `Authorization: Bearer ${REDACTED}`,
      `Bearer ${REDACTED}`,
      '图片上传成功',
    ]);
  });
});
