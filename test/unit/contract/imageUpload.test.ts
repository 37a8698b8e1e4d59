import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIDE, uploadedImageRefusal } from '../../../contract/imageUpload';
import { IMAGE_DAMAGED, imageTooLarge } from '../../../contract/imageUploadTexts';
import { OVERSIZED, SIZELESS, TRAILED } from '../../support/declaredSizeFiles';

describe('the upload rule reads the size a header declares, whatever follows it', () => {
  it.each(OVERSIZED)('refuses %s as too large', (_what, name, bytes) => {
    expect(uploadedImageRefusal(bytes, name)).toBe(imageTooLarge(MAX_IMAGE_SIDE));
  });

  it.each(SIZELESS)('refuses %s as damaged: no size to check', (_what, name, bytes) => {
    expect(uploadedImageRefusal(bytes, name)).toBe(IMAGE_DAMAGED);
  });

  it.each(TRAILED)('takes %s', (_what, name, bytes) => {
    expect(uploadedImageRefusal(bytes, name)).toBeNull();
  });
});
