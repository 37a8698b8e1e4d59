import { describe, expect, it } from 'vitest';
import { EMPTY_PRINT_AREA } from '../../../src/features/catalogue/wireframes/PrintAreaFields';
import { validateWireframeForm } from '../../../src/features/catalogue/wireframes/wireframeFormRules';

const size = (width: number, height: number) => ({ width, height });

describe('the wireframe form (spec 1 §5)', () => {
  it.each<[string, ReturnType<typeof size> | null, ReturnType<typeof size> | null, typeof EMPTY_PRINT_AREA, string]>([
    ['no image at all', null, null, EMPTY_PRINT_AREA, '请上传背景图或前景图'],
    ['a background without a foreground', null, size(500, 1044), EMPTY_PRINT_AREA, '请上传前景图'],
    ['images of two sizes', size(500, 1044), size(480, 1000), EMPTY_PRINT_AREA, '背景图宽高和前景图宽高必须相等'],
    ['a margin that is not an integer', size(500, 1044), null, { ...EMPTY_PRINT_AREA, left: '1.5' }, '打印区域必须为整数'],
    ['left and right wider than the image', size(500, 1044), null, { ...EMPTY_PRINT_AREA, left: '250', right: '251' }, '打印区域不能超过背景图宽度'],
    ['top and bottom taller than the image', size(500, 1044), null, { ...EMPTY_PRINT_AREA, top: '600', bottom: '445' }, '打印区域不能超过背景图高度'],
  ])('refuses %s', (_name, foreground, background, draft, error) => {
    expect(validateWireframeForm(foreground, background, draft)).toEqual({ error });
  });

  it('sends no print area when every margin is empty', () => {
    expect(validateWireframeForm(size(500, 1044), size(500, 1044), EMPTY_PRINT_AREA)).toEqual({ printArea: null, width: 500, height: 1044 });
  });

  it('turns the empty margins into 0 when any is set', () => {
    expect(validateWireframeForm(size(500, 1044), null, { ...EMPTY_PRINT_AREA, top: '30' })).toEqual({
      printArea: { left: 0, right: 0, top: 30, bottom: 0 },
      width: 500,
      height: 1044,
    });
  });

  it('accepts margins that exactly fill the image', () => {
    expect(validateWireframeForm(size(500, 1044), null, { left: '250', right: '250', top: '0', bottom: '1044' })).toMatchObject({
      printArea: { left: 250, right: 250, top: 0, bottom: 1044 },
    });
  });
});
