// A customization setting body as the dev API reads it (contract/customization.ts): the mode, the template and
// the lists first, then the template groups only for a mode that uses them, then the switches.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CustomizationBodySchema, CustomizationGroupsSchema, CustomizationSwitchesSchema, MODE_INVALID, ProductMode } from '../../../contract/customization';
import { messageOf } from '../../../contract/wire';

function firstMessage(schema: v.GenericSchema, body: unknown): string | undefined {
  const result = v.safeParse(schema, body, { abortEarly: true });
  return result.success ? undefined : messageOf(result.issues[0]);
}

describe('CustomizationBodySchema', () => {
  it('reads 3 and "3" alike, ids of either kind once each, and a missing brand as ""', () => {
    const body = { mode: '3', bindingTemplateId: 12, bindingMaterialIds: [1, '1', 'b'], bindingPhoneBrands: [{ modelIds: [5] }, null] };
    expect(v.parse(CustomizationBodySchema, body)).toEqual({
      mode: ProductMode.SINGLE_TEMPLATE,
      bindingTemplateId: '12',
      bindingMaterialIds: ['1', 'b'],
      bindingPhoneBrands: [
        { id: '', modelIds: ['5'] },
        { id: '', modelIds: [] },
      ],
    });
  });

  it('answers the mode first, then the template, then the lists in order, naming the field', () => {
    expect(firstMessage(CustomizationBodySchema, { bindingMaterialIds: 'a' })).toBe(MODE_INVALID);
    expect(firstMessage(CustomizationBodySchema, { mode: 6 })).toBe(MODE_INVALID);
    expect(firstMessage(CustomizationBodySchema, { mode: 3, bindingTemplateId: {}, bindingMaterialIds: 'a' })).toBe('bindingTemplateId 必须是 id');
    expect(firstMessage(CustomizationBodySchema, { mode: 1, bindingMaterialIds: [true], bindingPhoneBrands: 'x' })).toBe('bindingMaterialIds 必须是 id 数组');
    expect(firstMessage(CustomizationBodySchema, { mode: 1, bindingPhoneBrands: 'x' })).toBe('bindingPhoneBrands 必须是数组');
    expect(firstMessage(CustomizationBodySchema, { mode: 1, bindingPhoneBrands: [{ id: 1, modelIds: [''] }] })).toBe('bindingPhoneBrands[0].modelIds 必须是 id 数组');
  });

  it('reads the groups and the switches in passes of their own, each switch on unless sent off', () => {
    expect(firstMessage(CustomizationGroupsSchema, { bindingTemplateCollectionIds: 'g' })).toBe('bindingTemplateCollectionIds 必须是 id 数组');
    expect(v.parse(CustomizationGroupsSchema, {})).toEqual({ bindingTemplateCollectionIds: [] });
    expect(v.parse(CustomizationSwitchesSchema, { textEnabled: false, backgroundEnabled: null })).toEqual({
      imageUploadEnabled: true,
      stickerAssetEnabled: true,
      imageAssetEnabled: true,
      textEnabled: false,
      backgroundEnabled: true,
    });
    expect(firstMessage(CustomizationSwitchesSchema, { imageAssetEnabled: 1 })).toBe('imageAssetEnabled 必须是布尔值');
  });
});
