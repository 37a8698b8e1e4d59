/**
 * Jig SVGs written for the tests (lib/sheets/jigSvg.ts reads them): a drawing the jig's size with its
 * pockets, and the hostile ones the reader must refuse.
 */

/** An SVG root of `width` × `height` (with their units) around `body`; viewBox in mm unless given. */
export function jigSvg(body: string, { width = '400mm', height = '600mm', viewBox = '0 0 400 600' }: { width?: string | null; height?: string | null; viewBox?: string | null } = {}): string {
  const size = [width === null ? '' : ` width="${width}"`, height === null ? '' : ` height="${height}"`, viewBox === null ? '' : ` viewBox="${viewBox}"`].join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${size}>\n${body}\n</svg>\n`;
}

/** A 400 × 600 mm bed of 2 × 4 rounded pockets of 150 × 120 mm, S1…S8 left to right, top to bottom. */
export function pocketsSvg(): string {
  const pockets: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let column = 0; column < 2; column++) {
      const n = row * 2 + column + 1;
      pockets.push(`<rect id="S${n}" x="${30 + column * 190}" y="${20 + row * 145}" width="150" height="120" rx="8" fill="none" stroke="#000"/>`);
    }
  }
  return jigSvg(`<rect width="400" height="600" fill="#eee"/>\n<g id="pockets">${pockets.join('\n')}</g>`);
}

/** SVGs that must be refused, each with the words its reason holds. */
export const HOSTILE_SVGS: ReadonlyArray<{ what: string; svg: string; reason: string }> = [
  { what: 'a script', svg: jigSvg('<script>alert(1)</script><rect id="S1" width="10" height="10"/>'), reason: '脚本' },
  { what: 'an event handler', svg: jigSvg('<rect id="S1" width="10" height="10" onclick="alert(1)"/>'), reason: '事件处理属性（onclick）' },
  { what: 'an onload on the root', svg: jigSvg('<rect id="S1" width="10" height="10"/>').replace('<svg ', '<svg onload="alert(1)" '), reason: '事件处理属性（onload）' },
  { what: 'a foreignObject', svg: jigSvg('<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject><rect id="S1" width="10" height="10"/>'), reason: 'foreignObject' },
  { what: 'an external image', svg: jigSvg('<image href="https://evil.example/x.png" width="10" height="10"/><rect id="S1" width="10" height="10"/>'), reason: '文件以外的内容' },
  { what: 'a use of another file', svg: jigSvg('<use xlink:href="other.svg#a"/><rect id="S1" width="10" height="10"/>'), reason: '文件以外的内容' },
  { what: 'a style sheet import', svg: jigSvg('<style>@import url(https://evil.example/a.css);</style><rect id="S1" width="10" height="10"/>'), reason: '文件以外的内容' },
  { what: 'a fill from a web address', svg: jigSvg('<rect id="S1" width="10" height="10" fill="url(https://evil.example/p#x)"/>'), reason: '文件以外的内容' },
  { what: 'entities (a billion laughs)', svg: `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="10mm" height="10mm"><rect id="S1" width="5" height="5"/><text>&b;</text></svg>`, reason: 'DOCTYPE' },
  { what: 'a style sheet processing instruction', svg: `<?xml-stylesheet href="https://evil.example/a.css"?>${jigSvg('<rect id="S1" width="10" height="10"/>')}`, reason: '文件以外的内容' },
];
