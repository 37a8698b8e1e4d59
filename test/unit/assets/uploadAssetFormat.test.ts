import { deflateSync, crc32 } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { hasImageUploadExtension as hasAssetExtension } from '../../../src/lib/imageUploadFormat';
import { AssetFormatError, AssetRefusedError, ImageTooLargeError, checkAssetFormat, uploadAsset, type AssetUploadDeps } from '../../../src/features/assets/uploadAsset';
import { OVERSIZED, SIZELESS, TRAILED, losslessWebp } from '../../support/declaredSizeFiles';
import { assemblePng, bmpBytes, gifBytes, jpegBytes, rgbaScanlines } from '../../support/imageFixtures';
import { MAX_IMAGE_SIDE } from '../../../contract/imageUpload';
import { imageTooLarge } from '../../../contract/imageUploadTexts';

const WRONG_FORMAT = '文件格式不支持，仅支持 jpg、jpeg、png、gif、svg、webp';
const png = assemblePng(2, 2, deflateSync(rgbaScanlines(2, 2)), (b) => crc32(b));
const bmp = bmpBytes(2, 2);
const webp = losslessWebp(2, 2);
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20"></svg>');
const pdf = new TextEncoder().encode('%PDF-1.7\n...');

describe('design asset formats (the ones 上传素材 lists)', () => {
  it.each(['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.svg', 'a.webp'])('takes %s by its name', (name) => {
    expect(hasAssetExtension(name)).toBe(true);
  });
  it.each(['a.bmp', 'a.tiff', 'a.psd', 'a.pdf', 'png', 'a.png.zip'])('refuses %s by its name', (name) => {
    expect(hasAssetExtension(name)).toBe(false);
  });

  it.each([
    ['a.png', png],
    ['a.gif', gifBytes(2, 2)],
    ['a.webp', webp],
    ['a.svg', svg],
    // A JPEG named .png: the browser sniffs it and draws it, so it is a listed format.
    ['a.png', jpegBytes(2, 2)],
  ])('accepts %s whose bytes say a listed format', async (name, bytes) => {
    await expect(checkAssetFormat(new File([bytes], name))).resolves.toBeUndefined();
  });

  it.each([
    ['a BMP', 'a.bmp', bmp],
    ['a BMP renamed .png', 'a.png', bmp],
    ['a PDF', 'a.pdf', pdf],
  ])('refuses %s with the format text, not 图片加载失败', async (_label, name, bytes) => {
    const failure = await checkAssetFormat(new File([bytes], name)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AssetFormatError);
    expect((failure as Error).message).toBe(WRONG_FORMAT);
  });

  it.each([
    ['random bytes named .png', 'corrupt.png', Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251)],
    ['a PDF renamed .jpg', 'a.jpg', pdf],
  ])('refuses %s as a damaged image, with the words the designer uses', async (_label, name, bytes) => {
    const failure = await checkAssetFormat(new File([bytes], name)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AssetRefusedError);
    expect((failure as Error).message).toBe('图片加载失败，请检查图片是否损坏');
  });

  it('sends nothing for a file of a wrong format', async () => {
    const deps: AssetUploadDeps = {
      type: 1,
      collectionId: 'c1',
      makeThumbnail: vi.fn(async () => new Blob(['t'])),
      upload: vi.fn(async () => 'f1'),
      createAsset: vi.fn(async () => ({})),
    };
    await expect(uploadAsset(new File([bmp], 'flower.png'), {}, deps, new AbortController().signal)).rejects.toThrow(WRONG_FORMAT);
    expect(deps.makeThumbnail).not.toHaveBeenCalled();
    expect(deps.upload).not.toHaveBeenCalled();
    expect(deps.createAsset).not.toHaveBeenCalled();
  });
});

describe('design asset sizes, read from the header before the thumbnail decodes', () => {
  const deps = (): AssetUploadDeps => ({
    type: 1,
    collectionId: 'c1',
    makeThumbnail: vi.fn(async () => new Blob(['t'])),
    upload: vi.fn(async () => 'f1'),
    createAsset: vi.fn(async () => ({})),
  });

  it.each(OVERSIZED)('refuses %s as too large, decoding and sending nothing', async (_what, name, bytes) => {
    const d = deps();
    const failure = await uploadAsset(new File([new Uint8Array(bytes)], name), {}, d, new AbortController().signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageTooLargeError);
    expect((failure as Error).message).toBe(imageTooLarge(MAX_IMAGE_SIDE));
    expect(d.makeThumbnail).not.toHaveBeenCalled();
    expect(d.upload).not.toHaveBeenCalled();
  });

  it.each(SIZELESS)('refuses %s as a damaged image, decoding nothing', async (_what, name, bytes) => {
    const d = deps();
    const failure = await uploadAsset(new File([new Uint8Array(bytes)], name), {}, d, new AbortController().signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AssetRefusedError);
    expect((failure as Error).message).toBe('图片加载失败，请检查图片是否损坏');
    expect(d.makeThumbnail).not.toHaveBeenCalled();
  });

  it.each(TRAILED)('takes %s', async (_what, name, bytes) => {
    await expect(checkAssetFormat(new File([new Uint8Array(bytes)], name))).resolves.toBeUndefined();
  });
});
