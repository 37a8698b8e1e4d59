// Batch template settings in the console: what the call sends for what the merchant ticked, and the
// product mode's names shared with the seller side.
import { describe, expect, it } from 'vitest';
import { ProductMode } from '../../../contract/customization';
import { EMPTY_CHOICE, batchSettingsOf } from '../../../src/features/templates/TemplateBatchModal';
import { productModeName, productModeOptions } from '../../../src/lib/productModes';
import { MSG } from '../../../src/messages';

describe('batch template settings', () => {
  const ids = ['t1', 't2', 't3'];

  it('sends only the ticked fields', () => {
    expect(batchSettingsOf(ids, { ...EMPTY_CHOICE, applyMode: true, productMode: ProductMode.DIY })).toEqual({ templateIds: ids, productMode: 2 });
    expect(batchSettingsOf(ids, { ...EMPTY_CHOICE, applyCollections: true, collectionIds: [] })).toEqual({ templateIds: ids, boundDesignAssetCollectionIds: [] });
    expect(
      batchSettingsOf(ids, {
        ...EMPTY_CHOICE,
        productMode: ProductMode.DIY,
        applyPreview: true,
        preview: { brandId: 'b', modelId: 'm', colorId: 'c' },
      }),
    ).toEqual({ templateIds: ids, previewPhoneModelId: 'm', previewMaterialColorId: 'c' });
  });

  it('says what is missing: a field to apply, the mode, the model and its colour', () => {
    expect(batchSettingsOf(ids, EMPTY_CHOICE)).toBe('chooseField');
    expect(batchSettingsOf(ids, { ...EMPTY_CHOICE, applyMode: true })).toBe('productModeRequired');
    expect(batchSettingsOf(ids, { ...EMPTY_CHOICE, applyPreview: true, preview: { brandId: 'b', modelId: 'm', colorId: null } })).toBe(
      'previewModelRequired',
    );
  });

  it('offers modes 1 to 5 with the names the seller side shows', () => {
    expect(productModeOptions()).toEqual([1, 2, 3, 4, 5].map((value) => ({ value, label: MSG.links.modeNames[value] })));
    expect(productModeName(ProductMode.TEMPLATE_COLLECTIONS_AND_DIY)).toBe('模板分组 + 自由定制');
  });
});
