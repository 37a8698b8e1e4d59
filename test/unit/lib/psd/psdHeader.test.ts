import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PSD_HEADER_BYTES, PSD_MAX_BYTES, refuseByHeader, refuseBySize } from '../../../../src/lib/psd/psdHeader';
import { isTruncated } from '../../../../src/lib/psd/psdSections';
import { TESTDATA_PSD_DIR, hasTestdata } from '../../../support/testdata';

const read = (file: string) => new Uint8Array(readFileSync(TESTDATA_PSD_DIR + file));

const withPsds = hasTestdata('the PSD header checks on real files');

describe.runIf(withPsds)('refusals by header', () => {
  it.each([
    ['agpsd-cmyk.psd', { reason: 'colorMode', mode: 'CMYK' }],
    ['agpsd-16bits.psd', { reason: 'depth', bits: 16 }],
    ['agpsd-32bits.psd', { reason: 'depth', bits: 32 }],
    ['webtoon-example.psb', { reason: 'psb' }],
    ['webtoon-err-signature.psd', { reason: 'notPsd' }],
    ['webtoon-err-depth17.psd', { reason: 'corrupt' }],
  ])('%s → %o', (file, refusal) => {
    expect(refuseByHeader(read(file))).toEqual(refusal);
  });

  it.each(['agpsd-artboards.psd', 'psdtools-artboard.psd', 'webtoon-example.psd', 'psdtools-broken-groups.psd', 'webtoon-CJK.psd'])('accepts %s', (file) => {
    expect(refuseByHeader(read(file))).toBeNull();
  });

  // The worker decides from the header's bytes alone, before it reads the whole file.
  it.each(['agpsd-cmyk.psd', 'agpsd-16bits.psd', 'agpsd-32bits.psd', 'webtoon-example.psb', 'webtoon-err-signature.psd', 'webtoon-err-depth17.psd', 'agpsd-artboards.psd'])(
    `%s: the first ${PSD_HEADER_BYTES} bytes and the file size decide as the whole file does`,
    (file) => {
      const whole = read(file);
      expect(refuseByHeader(whole.subarray(0, PSD_HEADER_BYTES), whole.length)).toEqual(refuseByHeader(whole));
    },
  );

  it('a file cut inside its header is corrupt, an empty one too', () => {
    expect(refuseByHeader(read('webtoon-example.psd').subarray(0, 20))).toEqual({ reason: 'corrupt' });
    expect(refuseByHeader(new Uint8Array(0))).toEqual({ reason: 'corrupt' });
  });

  it('a PNG is not a PSD', () => {
    expect(refuseByHeader(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, ...new Array<number>(30).fill(0)]))).toEqual({ reason: 'notPsd' });
  });

  it('the size limit (200 MB) comes first, before anything is read', () => {
    expect(PSD_MAX_BYTES).toBe(200 * 1024 * 1024);
    expect(refuseBySize(PSD_MAX_BYTES)).toBeNull();
    expect(refuseBySize(PSD_MAX_BYTES + 1)).toEqual({ reason: 'tooLarge', maxBytes: PSD_MAX_BYTES });
    expect(refuseByHeader(read('agpsd-artboards.psd'), PSD_MAX_BYTES + 1)).toEqual({ reason: 'tooLarge', maxBytes: PSD_MAX_BYTES });
  });
});

describe.runIf(withPsds)('truncated files', () => {
  it.each(['agpsd-artboards.psd', 'psdtools-artboard.psd', 'webtoon-example.psd', 'psdjs-example.psd', 'psdtools-broken-groups.psd', 'webtoon-CJK.psd'])(
    '%s whole is not truncated; cut anywhere it is',
    (file) => {
      const bytes = read(file);
      expect(isTruncated(bytes)).toBe(false);
      for (const share of [0.02, 0.3, 0.6, 0.95]) expect(isTruncated(bytes.subarray(0, Math.floor(bytes.length * share)))).toBe(true);
      expect(isTruncated(bytes.subarray(0, bytes.length - 1))).toBe(true);
    },
  );
});
