// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { svgContentRefusal, taintsCanvas } from '../../../src/lib/canvasSafety';
import { createState } from '../../../adapters/mock/devApi/state';
import { sanitiseSvg } from '../../../adapters/mock/devApi/files/svg/svgSanitiser';
import { casePng } from '../../support/pngFile';

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string) => new Blob([`<svg ${SVG_NS} width="10" height="10">${body}</svg>`], { type: 'image/svg+xml' });
const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const WEB_CONTENT = 'SVG 含有网页内容（如 draw.io 导出的文字），画布无法使用，请另存为 PNG 后上传';
const OUTSIDE = 'SVG 引用了文件以外的图片或资源，保存后显示会不一样，请把图片嵌入文件或另存为 PNG 后上传';
const OTHERWISE = 'SVG 含有动画、链接或非 SVG 内容，保存后显示会不一样，请另存为静态 SVG 或 PNG 后上传';

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
    ['a <use> of an embedded PNG (only <image> keeps one)', svg(`<use href="${PNG_DATA_URL}"/>`), OTHERWISE],
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

/** A file as an editor writes it, prolog and all. */
const file = (text: string) => new Blob([text], { type: 'image/svg+xml' });

describe('svgContentRefusal: what the stored copy would draw otherwise (the sanitiser’s allowlist, contract/svgAllowlist.ts)', () => {
  const HTML_NS = 'xmlns:html="http://www.w3.org/1999/xhtml"';
  const cases: Array<[string, Blob, string | null]> = [
    ['a <set> of a fill (blue here, red once stored)', svg('<rect width="9" height="9" fill="red"><set attributeName="fill" to="blue"/></rect>'), OTHERWISE],
    ['a <set> of an <image> href to a web address', svg('<image href="#x" width="9" height="9"><set attributeName="href" to="http://x.example/set.png"/></image>'), OTHERWISE],
    ['a <set> of a link to javascript:', svg('<a><set attributeName="href" to="javascript:alert(1)"/><circle r="4"/></a>'), OTHERWISE],
    ['an <animate> with values', svg('<rect width="9" height="9"><animate attributeName="fill" values="red;blue" dur="1s"/></rect>'), OTHERWISE],
    ['an <animate> from and by', svg('<rect width="9" height="9"><animate attributeName="x" from="0" by="5" dur="1s"/></rect>'), OTHERWISE],
    ['an <animateTransform>', svg('<rect width="9" height="9"><animateTransform attributeName="transform" type="rotate" to="45"/></rect>'), OTHERWISE],
    ['an <animateMotion>', svg('<circle r="2"><animateMotion path="M0 0H9" dur="1s"/></circle>'), OTHERWISE],
    ['a <discard>', svg('<circle r="2"><discard begin="1s"/></circle>'), OTHERWISE],
    ['a link around a drawing (the sanitiser drops it, content and all)', svg('<a><circle r="4"/></a>'), OTHERWISE],
    ['a <script>', svg('<script>1</script><circle r="4"/>'), OTHERWISE],
    ['a <switch> with a condition', svg('<switch><rect systemLanguage="xx" width="9" height="9"/><circle r="4"/></switch>'), OTHERWISE],
    ['an XHTML <style> with @import', svg(`<html:style ${HTML_NS}>@import url(http://x.example/a.css);</html:style>`), OTHERWISE],
    ['an XHTML <style> that stays inside (it styles the drawing; the sanitiser drops it)', svg(`<html:style ${HTML_NS}>rect { fill: blue }</html:style><rect width="9" height="9"/>`), OTHERWISE],
    ['an XHTML <img>', svg(`<html:img ${HTML_NS} src="http://x.example/a.png"/>`), OTHERWISE],
    ['a drawing in no namespace (not drawn here, drawn once stored)', svg('<rect xmlns="" width="9" height="9" fill="red"/>'), OTHERWISE],
    ['a drawing under an SVG prefix (drawn here, dropped once stored)', svg('<s:rect xmlns:s="http://www.w3.org/2000/svg" width="9" height="9"/>'), OTHERWISE],
    ['a style sheet inside <metadata> (it still styles)', svg('<metadata><style>rect { fill: blue }</style></metadata><rect width="9" height="9"/>'), OTHERWISE],
    ['an escape in a fill', svg('<rect width="9" height="9" fill="u\\72l(http://x.example/p.svg#p)"/>'), OTHERWISE],
    ['an escape in a font name', svg('<text font-family="A\\42 C">字</text>'), OTHERWISE],
    ['javascript: in a presentation value', svg('<rect width="9" height="9" fill="javascript:1"/>'), OTHERWISE],
    ['a style sheet with expression()', svg('<style>rect { width: expression(1) }</style><rect/>'), OTHERWISE],
    // Ordinary files from common editors: still accepted.
    [
      'Illustrator (SVG 1.1, layer names, xml:space, enable-background)',
      file(
        '<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: Adobe Illustrator 27.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->\n' +
          '<svg version="1.1" id="图层_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px" viewBox="0 0 100 100" style="enable-background:new 0 0 100 100;" xml:space="preserve">\n' +
          '<style type="text/css">\n\t.st0{fill:#E60012;}\n\t.st1{fill:url(#SVGID_1_);}\n</style>\n' +
          '<g id="壳" data-name="壳">\n\t<linearGradient id="SVGID_1_" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="100" y2="0">\n\t\t<stop offset="0" style="stop-color:#FFFFFF"/>\n\t\t<stop offset="1" style="stop-color:#000000"/>\n\t</linearGradient>\n' +
          '\t<rect class="st1" width="100" height="100"/>\n\t<path class="st0" d="M10,10h80v80H10V10z"/>\n' +
          `\t<image style="overflow:visible;" width="1" height="1" xlink:href="${PNG_DATA_URL}" transform="matrix(1 0 0 1 5 5)"></image>\n</g>\n</svg>\n`,
      ),
      null,
    ],
    [
      'Inkscape (sodipodi:namedview with pages and grids, RDF metadata, labels, Windows paths)',
      file(
        '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Created with Inkscape (http://www.inkscape.org/) -->\n' +
          '<svg width="100mm" height="100mm" viewBox="0 0 100 100" version="1.1" id="svg5" inkscape:version="1.2.2 (b0a8486541, 2022-12-01)" sodipodi:docname="壳.svg" inkscape:export-filename="C:\\Users\\设计\\壳.png" inkscape:export-xdpi="96" ' +
          'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/">\n' +
          '<sodipodi:namedview id="namedview7" pagecolor="#ffffff" bordercolor="#666666" inkscape:pageshadow="2" inkscape:document-units="mm" showgrid="true"><inkscape:grid type="xygrid" id="grid1"/><inkscape:page x="0" y="0" width="100" height="100" id="page1"/></sodipodi:namedview>\n' +
          '<defs id="defs2"><linearGradient inkscape:collect="always" id="lg1"><stop style="stop-color:#ff0000;stop-opacity:1" offset="0" id="stop1"/></linearGradient></defs>\n' +
          '<metadata id="metadata5"><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format><dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage"/><dc:title>壳</dc:title></cc:Work></rdf:RDF></metadata>\n' +
          '<g inkscape:label="图层 1" inkscape:groupmode="layer" id="layer1"><path style="fill:url(#lg1);stroke:#000000;stroke-width:0.26" d="M 10,10 H 90 V 90 H 10 Z" id="path1" sodipodi:nodetypes="ccccc" inkscape:connector-curvature="0"/>' +
          '<text xml:space="preserve" style="font-size:10px;font-family:\'Noto Sans SC\'" x="20" y="50" id="text1"><tspan sodipodi:role="line" id="tspan1" x="20" y="50">文字</tspan></text></g>\n</svg>\n',
      ),
      null,
    ],
    [
      'Figma (clip paths, a filter, a pattern of an embedded image, mask style)',
      file(
        '<svg width="100" height="100" viewBox="0 0 100 100" fill="none" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">\n' +
          '<g clip-path="url(#clip0_1_2)" filter="url(#filter0_d_1_2)"><rect width="100" height="100" rx="12" fill="url(#pattern0)"/>' +
          '<mask id="mask0_1_2" style="mask-type:alpha" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100"><rect width="100" height="100" fill="#D9D9D9"/></mask>' +
          '<g mask="url(#mask0_1_2)"><path fill-rule="evenodd" clip-rule="evenodd" d="M0 0H100V100H0Z" fill="#FF4D4F"/></g></g>\n' +
          '<defs><filter id="filter0_d_1_2" x="-4" y="-4" width="108" height="108" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB"><feFlood flood-opacity="0" result="BackgroundImageFix"/>' +
          '<feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/><feOffset dy="2"/><feGaussianBlur stdDeviation="2"/>' +
          '<feBlend mode="normal" in2="BackgroundImageFix" result="effect1_dropShadow_1_2"/><feBlend mode="normal" in="SourceGraphic" in2="effect1_dropShadow_1_2" result="shape"/></filter>' +
          '<pattern id="pattern0" patternContentUnits="objectBoundingBox" width="1" height="1"><use xlink:href="#image0_1_2" transform="scale(0.01)"/></pattern>' +
          `<clipPath id="clip0_1_2"><rect width="100" height="100" fill="white"/></clipPath><image id="image0_1_2" width="100" height="100" xlink:href="${PNG_DATA_URL}"/></defs>\n</svg>\n`,
      ),
      null,
    ],
  ];

  it.each(cases)('%s', async (_name, svgFile, expected) => {
    expect(await svgContentRefusal(svgFile)).toBe(expected);
  });

  it('accepts what it accepts as the sanitiser stores it: the stored copy is accepted too', async () => {
    for (const [name, svgFile, expected] of cases) {
      if (expected !== null) continue;
      const stored = sanitiseSvg(new Uint8Array(await svgFile.arrayBuffer()));
      expect(await svgContentRefusal(new Blob([new TextDecoder().decode(stored)], { type: 'image/svg+xml' })), name).toBeNull();
    }
  });

  it('accepts every seeded SVG (wireframes, assets, template thumbnails)', async () => {
    const seeded = [...createState().files.values()].filter((seed) => seed.mimeType === 'image/svg+xml');
    expect(seeded.length).toBeGreaterThan(50);
    for (const seed of seeded) expect(await svgContentRefusal(new Blob([new TextDecoder().decode(seed.bytes)], { type: 'image/svg+xml' })), seed.fileName).toBeNull();
  });
});
