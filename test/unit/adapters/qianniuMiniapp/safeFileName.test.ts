import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../../../adapters/qianniu/miniapp/host/safeFileName';

describe('the file name the host hands the client', () => {
  it.each([
    ['订单图片-2026.zip', '订单图片-2026.zip'],
    ['../../../../etc/x.png', 'x.png'],
    ['C:\\Windows\\System32\\evil.dll', 'evil.dll'],
    ['x.png\u0000.exe', 'x.png.exe'],
    ['evil\u202egnp.exe', 'evilgnp.exe'],
    ['a\u2066b\u2069c.txt', 'abc.txt'],
    ['what?<is>this:"name"|*.txt', 'what__is_this__name___.txt'],
    ['  .hidden.  ', 'hidden'],
    ['', 'file'],
    ['../', 'file'],
    ['\u0001\u0002', 'file'],
  ])('%j → %j', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it('cuts a long name to 120 characters and keeps its extension', () => {
    const name = safeFileName(`${'长'.repeat(100_000)}.zip`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.zip')).toBe(true);
  });
});
