import type { SheetItem } from '../../src/lib/sheets/types';

/** A print file to lay out, as tests and benchmarks of the sheets make them: one model, material and colour. */
export function sheetItem(key: string, printSize: { widthMm: number; heightMm: number }, copies = 1): SheetItem {
  return {
    key,
    orderOriginalId: `E${key}`,
    orderItemId: key,
    orderCreatedAt: 0,
    copies,
    phoneModelId: 'model',
    phoneModelName: 'iPhone 15',
    materialId: 'material',
    materialName: '硅胶',
    colorId: 'color',
    colorName: '透明',
    printSize,
  };
}
