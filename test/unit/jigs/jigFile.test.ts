// 导出 / 导入 of the jigs kept in the browser (features/jigs/jigFile.ts): a file bounded before it is read,
// every jig under the contract's rules, and imported jigs added beside the kept ones, never over them.
import { describe, expect, it } from 'vitest';
import type { Jig } from '../../../contract/jigTypes';
import { JIG_IMPORT_MAX_BYTES, importedNames, jigsFile, readJigsFile } from '../../../src/features/jigs/jigFile';

const FILM: Jig = {
  id: 'b1',
  updatedAt: 1,
  name: 'UV-DTF 胶片 600',
  kind: 'film',
  widthMm: 600,
  heightMm: 1000,
  slots: [],
  grid: null,
  svgFileName: null,
  film: { marginMm: 5, gapMm: 3, allowTurn: true },
  bleedMm: 1.5,
  dpi: 300,
  cutLines: true,
};

describe('jig files', () => {
  it('reads back what 导出 wrote, as jigs to add (no ids, no times)', async () => {
    const { id: _id, updatedAt: _updatedAt, ...fields } = FILM;
    expect(await readJigsFile(jigsFile([FILM]))).toEqual({ ok: true, jigs: [fields] });
  });

  it('refuses a file too large before reading it, one that is not JSON, and a jig that breaks a rule, naming it', async () => {
    let read = false;
    const huge = { size: JIG_IMPORT_MAX_BYTES + 1, text: () => ((read = true), Promise.resolve('[]')) } as unknown as Blob;
    expect(await readJigsFile(huge)).toEqual({ ok: false, reason: '文件超过 10 MB，不是导出的治具文件' });
    expect(read).toBe(false);
    expect(await readJigsFile(new Blob(['{not json']))).toEqual({ ok: false, reason: '文件不是导出的治具文件（JSON）' });
    expect(await readJigsFile(new Blob([JSON.stringify({ format: 'other', jigs: [FILM] })]))).toEqual({ ok: false, reason: '文件不是导出的治具文件（JSON）' });
    expect(await readJigsFile(new Blob(['[]']))).toEqual({ ok: false, reason: '文件中没有治具' });
    expect(await readJigsFile(new Blob([JSON.stringify([FILM, { ...FILM, bleedMm: 11 }])]))).toEqual({ ok: false, reason: '第 2 个治具：出血不能超过10毫米' });
  });

  it('adds （导入） to a name a kept jig or an earlier imported one has, within the names rule', () => {
    const long = '长'.repeat(30);
    const { jigs, renamed } = importedNames([FILM, FILM, { ...FILM, name: long }, { ...FILM, name: '新的' }], [FILM, { ...FILM, name: long }]);
    expect(jigs.map((jig) => jig.name)).toEqual(['UV-DTF 胶片 600（导入）', 'UV-DTF 胶片 600（导入）2', `${'长'.repeat(26)}（导入）`, '新的']);
    expect(renamed).toBe(3);
  });
});
