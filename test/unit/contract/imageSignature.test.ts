import { describe, expect, it } from 'vitest';
import { imageSignature } from '../../../contract/imageSignature';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part)));

describe('imageSignature', () => {
  it('reads each type from its first bytes', () => {
    expect(imageSignature(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('png');
    expect(imageSignature(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(imageSignature(bytes('GIF89a'))).toBe('gif');
    expect(imageSignature(bytes('GIF87a'))).toBe('gif');
    expect(imageSignature(bytes('BM', [0, 0, 0, 0]))).toBe('bmp');
    expect(imageSignature(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
  });

  it('is null for what only looks like one: a cut signature, an error page, a RIFF that is no WebP, nothing', () => {
    expect(imageSignature(bytes([0x89], 'PNG'))).toBeNull();
    expect(imageSignature(bytes('<!doctype html><title>502</title>'))).toBeNull();
    expect(imageSignature(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(imageSignature(bytes('GIF8'))).toBeNull();
    expect(imageSignature(new Uint8Array(0))).toBeNull();
  });
});
