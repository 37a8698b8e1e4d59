import { describe, expect, it } from 'vitest';
import { countImportFiles, groupWireframeFiles } from '../../../src/lib/wireframeImport';
import { planWireframeImport } from '../../../src/lib/wireframeImport/plan';

const ok = (width = 100, height = 200) => ({ ok: true as const, width, height, format: 'png' as const });
const emptyCatalogue = { brands: [], modelsByBrandId: {}, materials: [], skus: [], wireframesById: {} };

describe('countImportFiles: the plan counted in files', () => {
  it('counts four misnamed files as 不导入 4, not as one rejection', () => {
    const grouping = groupWireframeFiles([{ name: 'a.png' }, { name: 'b.png' }, { name: 'c-d.png' }, { name: 'A-B-C-D-E.png' }]);
    const plan = planWireframeImport({ groups: [], catalogue: emptyCatalogue, rejected: grouping.rejected });
    expect(plan.rejected).toHaveLength(1);
    expect(countImportFiles(plan)).toEqual({ create: 0, update: 0, reject: 4 });
  });

  it('counts a foreground and background pair as two files to create', () => {
    const fg = { name: 'A-B-C-D-前景图.png' };
    const bg = { name: 'A-B-C-D-背景图.png' };
    const lone = { name: 'A-B-C-E-前景图.png' };
    const plan = planWireframeImport({
      groups: [
        { key: 'a-b-c-d', brand: 'A', model: 'B', material: 'C', color: 'D', foreground: { file: fg, image: ok() }, background: { file: bg, image: ok() } },
        { key: 'a-b-c-e', brand: 'A', model: 'B', material: 'C', color: 'E', foreground: { file: lone, image: { ok: false, reason: 'corrupt' } } },
      ],
      catalogue: emptyCatalogue,
    });
    expect(plan.wireframes).toHaveLength(1);
    expect(countImportFiles(plan)).toEqual({ create: 2, update: 0, reject: 1 });
  });
});
