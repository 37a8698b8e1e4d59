// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { svgContentRefusal, taintsCanvas } from '../../../src/lib/canvasSafety';
import { casePng } from '../../support/pngFile';

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string) => new Blob([`<svg ${SVG_NS} width="10" height="10">${body}</svg>`], { type: 'image/svg+xml' });
const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const WEB_CONTENT = 'SVG 含有网页内容（如 draw.io 导出的文字），画布无法使用，请另存为 PNG 后上传';
const OUTSIDE = 'SVG 引用了文件以外的图片或资源，保存后显示会不一样，请把图片嵌入文件或另存为 PNG 后上传';

describe('taintsCanvas', () => {
  it('refuses an SVG with <foreignObject>, however it is spelled, without drawing it', async () => {
    expect(await taintsCanvas(svg('<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">字</div></foreignObject>'))).toBe(true);
    expect(await taintsCanvas(svg('<svg:foreignObject/>'))).toBe(true);
    expect(await taintsCanvas(svg('<FOREIGNOBJECT>'))).toBe(true);
    // Sniffed, not named: an untyped file holding one is refused too.
    expect(await taintsCanvas(new Blob(['<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><foreignObject/></svg>']))).toBe(true);
  });

  it('finds the SVG behind a prolog longer than the first 4 KB (a long comment, thousands of blank lines)', async () => {
    const body = '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject/></svg>';
    expect(await taintsCanvas(new Blob([`<?xml version="1.0"?>\n<!-- ${'说明'.repeat(3000)} -->\n${body}`]))).toBe(true);
    expect(await taintsCanvas(new Blob([`${'\n'.repeat(5000)}${body}`]))).toBe(true);
  });

  it('leaves a raster image alone: the merchant’s own file never taints', async () => {
    expect(await taintsCanvas(new Blob([new Uint8Array(casePng(20, 20))], { type: 'image/png' }))).toBe(false);
  });
});

describe('svgContentRefusal: what an upload refuses before drawing it', () => {
  const cases: Array<[string, Blob, string | null]> = [
    ['a plain drawing', svg('<circle cx="5" cy="5" r="4" fill="#f00"/>'), null],
    ['an <image> of a web address', svg('<image href="https://cdn.example/cat.png" width="10" height="10"/>'), OUTSIDE],
    ['an <image> with xlink:href to a relative file', svg('<image xlink:href="cat.png" width="10" height="10"/>'), OUTSIDE],
    ['an <image> of a protocol-relative address', svg('<image href="//cdn.example/cat.png"/>'), OUTSIDE],
    ['an <image> of a file: path (Illustrator’s linked image)', svg('<image xlink:href="file:///C:/Users/a/cat.png"/>'), OUTSIDE],
    ['an <image> embedding a PNG as a data: URL', svg(`<image href="${PNG_DATA_URL}" width="10" height="10"/>`), null],
    ['an <image> embedding an SVG as a data: URL (it could nest the rest again)', svg('<image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>'), OUTSIDE],
    ['a <use> of a fragment', svg('<defs><path id="dot" d="M0 0h9"/></defs><use href="#dot"/><use xlink:href="#dot"/>'), null],
    ['a <use> of another file', svg('<use href="sprite.svg#icon"/>'), OUTSIDE],
    ['a link out of the file', svg('<a href="https://shop.example/"><circle r="4"/></a>'), OUTSIDE],
    ['a fill of a gradient in the file', svg('<linearGradient id="g"><stop offset="0"/></linearGradient><rect width="9" height="9" fill="url(#g)"/>'), null],
    ['a fill of a pattern in another file', svg('<rect width="9" height="9" fill="url(https://x.example/p.svg#p)"/>'), OUTSIDE],
    ['a filter in another file, quoted', svg('<rect width="9" height="9" filter="url( \'other.svg#blur\' )"/>'), OUTSIDE],
    ['a style attribute with an outside url', svg('<rect width="9" height="9" style="fill: url(p.svg#x)"/>'), OUTSIDE],
    ['a style attribute with a url hidden by an escape', svg('<rect width="9" height="9" style="fill: \\75rl(p.svg#x)"/>'), OUTSIDE],
    ['a style sheet with @import', svg('<style>@import "https://fonts.example/a.css"; rect { fill: red }</style><rect width="9" height="9"/>'), OUTSIDE],
    ['a style sheet with a web font', svg('<style>@font-face { font-family: A; src: url(https://fonts.example/a.woff2) }</style><text>字</text>'), OUTSIDE],
    ['a style sheet in CDATA that stays inside', svg('<style><![CDATA[ rect { fill: url(#g) } ]]></style><rect width="9" height="9"/>'), null],
    ['an <?xml-stylesheet?> instruction', new Blob([`<?xml version="1.0"?><?xml-stylesheet href="https://x.example/a.css"?><svg ${SVG_NS}/>`]), OUTSIDE],
    [
      'an editor’s notes in other namespaces (Inkscape, RDF): nothing draws them',
      new Blob([
        `<svg ${SVG_NS} xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#" sodipodi:docname="C:\\设计\\壳.svg" inkscape:export-filename="D:\\out\\壳.png" width="10" height="10">` +
          '<metadata><rdf:RDF><cc:Work rdf:about=""><cc:license rdf:resource="http://creativecommons.org/licenses/by/4.0/"/></cc:Work></rdf:RDF></metadata>' +
          '<circle r="4"/></svg>',
      ]),
      null,
    ],
    ['a <foreignObject>', svg('<foreignObject width="10" height="10"/>'), WEB_CONTENT],
    [
      'a <s:foreignObject> under a root whose prefix is bound to the SVG namespace',
      new Blob(['<s:svg xmlns:s="http://www.w3.org/2000/svg" width="10" height="10"><s:foreignObject width="10" height="10"><p xmlns="http://www.w3.org/1999/xhtml">字</p></s:foreignObject></s:svg>']),
      WEB_CONTENT,
    ],
    [
      'an <s:image> of a web address under such a root',
      new Blob(['<s:svg xmlns:s="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink" width="10" height="10"><s:image x:href="https://cdn.example/cat.png"/></s:svg>']),
      OUTSIDE,
    ],
    ['a raster image', new Blob([new Uint8Array(casePng(20, 20))], { type: 'image/png' }), null],
    ['text that is no SVG', new Blob(['<html><body><img src="https://x.example/a.png"></body></html>']), null],
  ];

  it.each(cases)('%s', async (_name, file, expected) => {
    expect(await svgContentRefusal(file)).toBe(expected);
  });
});
