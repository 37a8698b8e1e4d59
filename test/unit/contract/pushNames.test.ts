// The names of a customization info pushed to a factory (contract/erp.ts PushOrderBodySchema) under the one
// names rule: what the console would refuse in a name does not reach the factory either.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PushOrderBodySchema } from '../../../contract/erp';
import { messageOf } from '../../../contract/wire';
import { ACCEPTED, REFUSED } from './nameCharacters';

const NAMES = ['phoneBrandName', 'phoneModelName', 'phoneCaseMaterialName', 'phoneCaseMaterialColorName'] as const;

function pushing(field: (typeof NAMES)[number], name: string) {
  const info = { phoneBrandId: '1', phoneModelId: '2', phoneCaseMaterialId: '3', phoneCaseMaterialColorId: '4', [field]: name };
  return v.safeParse(PushOrderBodySchema, { factoryId: '9', orderOriginalId: 'A-1', orderItems: [{ originalId: 'A-1-1', quantity: 1, phoneCaseCustomizationInfos: [info] }] });
}

describe.each(NAMES)('a pushed %s', (field) => {
  it.each(REFUSED)('refuses $what', ({ name }) => {
    const result = pushing(field, name);
    expect(result.success).toBe(false);
    expect(messageOf(result.issues![0])).toBe(`orderItems[0].phoneCaseCustomizationInfos[0].${field} 不能包含控制字符、改变文字方向的字符或不可见字符`);
  });

  it.each(ACCEPTED)('takes $what', ({ name }) => {
    expect(pushing(field, name).success).toBe(true);
  });
});
