// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { uploadRefusal } from '../../../src/features/designer/session/uploadCheck';
import { OVERSIZED, SIZELESS } from '../../support/declaredSizeFiles';
import { MAX_IMAGE_SIDE } from '../../../contract/imageUpload';
import { imageTooLarge } from '../../../contract/imageUploadTexts';

const fileOf = (name: string, bytes: Uint8Array) => new File([bytes as BlobPart], name, { type: '' });

/** The designer's picked images meet the asset library's size rule before anything decodes them (contract/imageUpload.ts). */
describe('the designer’s upload check', () => {
  it.each(OVERSIZED)('refuses %s as too large, whatever follows its header', async (_, name, bytes) => {
    expect(await uploadRefusal(fileOf(name, bytes))).toBe(imageTooLarge(MAX_IMAGE_SIDE));
  });

  it.each(SIZELESS)('refuses %s as damaged: nothing bounds its decode', async (_, name, bytes) => {
    expect(await uploadRefusal(fileOf(name, bytes))).toBe('图片加载失败，请检查图片是否损坏');
  });
});
