import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../../../adapters/qianniu/miniapp/host/safeFileName';
import { safeSegment } from '../../../../src/lib/bulkDownload/names';

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

  it.each([
    // Windows device names, with any extension or case, and with what hides one.
    ['CON.png', '_CON.png'],
    ['con', '_con'],
    ['nul.tar.gz', '_nul.tar.gz'],
    ['Com1.zip', '_Com1.zip'],
    ['LPT9 .txt', '_LPT9 .txt'],
    ['com²', '_com²'],
    ['CONIN$', '_CONIN$'],
    ['aux\u200b.txt', '_aux.txt'],
    ['..\\PRN.zip', '_PRN.zip'],
    ['CONSOLE.png', 'CONSOLE.png'],
    // Direction and invisible characters beyond the bidi overrides.
    ['evil\u061cgnp.exe', 'evilgnp.exe'],
    ['a\u200bb\u200cc\u200dd\u2060e.png', 'abcde.png'],
    ['\ufeffbom.txt', 'bom.txt'],
    ['soft\u00adhyphen.txt', 'softhyphen.txt'],
    ['c1\u0085\u009bcontrol.txt', 'c1control.txt'],
    ['line\u2028para\u2029.txt', 'linepara.txt'],
    ['tag\u{e0041}\u{e007f}.txt', 'tag.txt'],
    ['lone\ud800.txt', 'lone.txt'],
    ['x.png\u2067\u2069', 'x.png'],
    // White space runs as one space, as in the console's names.
    ['a \t\n b.txt', 'a b.txt'],
  ])('cleans %j as the console does, to %j', (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
    expect(safeSegment(name.split(/[\\/]/).pop()!, 150)).toBe(expected);
  });

  it('never leaves half of a surrogate pair when it cuts a name', () => {
    const name = safeFileName(`a${'😀'.repeat(200)}.zip`);
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name.endsWith('.zip')).toBe(true);
    expect(name).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });

  it('cuts a long name to 120 characters and keeps its extension', () => {
    const name = safeFileName(`${'长'.repeat(100_000)}.zip`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.zip')).toBe(true);
  });
});
