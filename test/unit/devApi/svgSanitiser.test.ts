// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SvgRejected, sanitiseSvg } from '../../../adapters/mock/devApi/files/svg/svgSanitiser';
import { createState } from '../../../adapters/mock/devApi/state';

const encode = (text: string) => new TextEncoder().encode(text);
const sanitise = (text: string) => new TextDecoder().decode(sanitiseSvg(encode(text)));
const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (inner: string, rootAttributes = '') => `<svg ${SVG} width="300" height="300"${rootAttributes}>${inner}</svg>`;
const CIRCLE = '<circle cx="150" cy="150" r="100" fill="#ff6b6b"/>';
const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** What must never survive, whatever the payload: script, handlers, HTML, scheme words, the outside world. */
function expectHarmless(output: string): void {
  expect(output).not.toMatch(/<script|<foreignObject|<iframe|<a[\s>]|<animate|<set[\s>/]|<handler|<feImage/i);
  expect(output).not.toMatch(/\son[a-z]+\s*=/i);
  expect(output).not.toMatch(/javascript:|vbscript:|data:text|data:image\/svg/i);
  expect(output).not.toContain('evil.example');
}

describe('SVG upload sanitiser: real payloads lose their active parts and keep the drawing', () => {
  const payloads: Array<[string, string]> = [
    ['a script element', svg(`<script>alert(document.domain)</script>${CIRCLE}`)],
    ['a script in CDATA', svg(`<script type="text/javascript"><![CDATA[ window.opener.location = 'https://evil.example/' ]]></script>${CIRCLE}`)],
    ['an onload attribute on the root', svg(CIRCLE, ' onload="alert(1)"')],
    ['handlers on a shape', svg('<circle cx="150" cy="150" r="100" onclick="alert(1)" onmouseover="alert(2)" fill="#ff6b6b"/>')],
    ['xlink:href=javascript: on a link', svg(`<a xlink:href="javascript:alert(1)"><text>点我</text></a>${CIRCLE}`)],
    ['an entity-encoded javascript: href on <use>', svg(`<defs><path id="dot" d="M0 0h9"/></defs>${CIRCLE}<use href="jav&#x61;script:alert(1)"/><use href="#dot"/>`)],
    ['<use> of an external file', svg(`${CIRCLE}<use href="https://evil.example/sprite.svg#icon"/><use xlink:href="//evil.example/x.svg#a"/>`)],
    ['foreignObject with an iframe', svg(`${CIRCLE}<foreignObject width="300" height="300"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"></iframe></foreignObject>`)],
    ['an HTML body in foreignObject', svg(`${CIRCLE}<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>`)],
    ['animate rewriting an href', svg(`<a><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="onload" to="alert(1)"/>${CIRCLE}</a>${CIRCLE}`)],
    ['an external image and SVG/HTML data URLs', svg(`${CIRCLE}<image href="https://evil.example/track.png" width="10" height="10"/><image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/><image xlink:href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/>`)],
    ['a prefixed script in the SVG namespace', svg(`<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>${CIRCLE}`)],
    ['a default namespace switched to XHTML', svg(`<g xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></g>${CIRCLE}`)],
    ['a style sheet importing from outside', svg(`<style>@import url(https://evil.example/x.css); circle { fill: red }</style>${CIRCLE}`)],
    ['a style sheet with an escaped url', svg(`<style>circle { fill: \\75rl(https://evil.example/p.svg#x) }</style>${CIRCLE}`)],
    ['a style attribute loading from outside', svg('<circle cx="150" cy="150" r="100" style="fill: url(https://evil.example/p.svg#x)" fill="#ff6b6b"/>')],
    ['a paint server from outside', svg('<circle cx="150" cy="150" r="100" fill="#ff6b6b" stroke="url(https://evil.example/p.svg#x)"/>')],
    ['a style sheet that tries to close itself', svg(`<style><![CDATA[</style><script>alert(1)</script>]]></style>${CIRCLE}`)],
    ['an element inside a style sheet', svg(`<style>circle { fill: red }<script>alert(1)</script></style>${CIRCLE}`)],
    ['an xml-stylesheet instruction', `<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/x.css"?>${svg(CIRCLE)}`],
    ['an event handler written in upper case', svg(CIRCLE, ' ONLOAD="alert(1)"')],
  ];

  it.each(payloads)('%s', (_name, payload) => {
    const output = sanitise(payload);
    expectHarmless(output);
    // The drawing is still there, and the result is what the sanitiser would make of it again.
    expect(output).toMatch(/<circle cx="150" cy="150" r="100"/);
    expect(output.startsWith(`<svg ${SVG}`)).toBe(true);
    expect(sanitise(output)).toBe(output);
  });

  it('keeps local references, raster data URLs, safe style sheets and text, escaped', () => {
    const output = sanitise(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="curve" d="M0 0L10 10"/></defs>' +
          '<style>.a { fill: url(#g) }</style>' +
          '<rect class="a" width="10" height="10" fill="url(#g)" style="stroke: url( \'#g\' )"/>' +
          `<use xlink:href="#curve"/><image href="${PNG_DATA_URL}" width="1" height="1"/>` +
          '<text x="1" y="20">&lt;script&gt; 猫 &amp; 狗</text><textPath href="#curve">路径</textPath>',
      ),
    );
    expect(output).toContain('<linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>');
    expect(output).toContain('<style>.a { fill: url(#g) }</style>');
    expect(output).toContain(`<rect class="a" width="10" height="10" fill="url(#g)" style="stroke: url( '#g' )"/>`);
    expect(output).toContain('<use xlink:href="#curve"/>');
    expect(output).toContain(`<image href="${PNG_DATA_URL}"`);
    expect(output).toContain('<text x="1" y="20">&lt;script&gt; 猫 &amp; 狗</text>');
    expect(output).toContain('<textPath href="#curve">路径</textPath>');
  });

  it('refuses a file it cannot read as one well-formed <svg>', () => {
    const refused = [
      ['an entity declaration (XXE)', `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg ${SVG}><text>&xxe;</text></svg>`],
      ['a billion laughs', `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><svg ${SVG}><text>&b;</text></svg>`],
      ['an undeclared entity', svg('<text>&nbsp;</text>')],
      ['an HTML page', '<html><body><script>alert(1)</script></body></html>'],
      ['an unclosed element', `<svg ${SVG}><g>${CIRCLE}</svg>`],
      ['a missing end', `<svg ${SVG}>${CIRCLE}`],
      ['two roots', svg(CIRCLE) + svg(CIRCLE)],
      ['text after the root', svg(CIRCLE) + '<script>alert(1)</script>'],
      ['an unquoted attribute', `<svg ${SVG} onload=alert(1)>${CIRCLE}</svg>`],
      ['a duplicated attribute', `<svg ${SVG} width="1" width="2">${CIRCLE}</svg>`],
      ['a < inside a value', `<svg ${SVG} id="<script>">${CIRCLE}</svg>`],
      ['a character reference to NUL', svg('<text>&#0;</text>')],
      ['an unterminated comment', `<svg ${SVG}><!-- ${CIRCLE}</svg>`],
      ['nothing', ''],
    ];
    for (const [name, text] of refused) {
      expect(() => sanitise(text!), name).toThrow(SvgRejected);
    }
    expect(() => sanitiseSvg(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]))).toThrow(SvgRejected);
  });

  it('leaves every seeded SVG (wireframes, assets, template thumbnails) drawing the same elements', () => {
    const state = createState();
    const seeded = [...state.files.values()].filter((file) => file.mimeType === 'image/svg+xml');
    expect(seeded.length).toBeGreaterThan(50);
    const tagsOf = (text: string) => (text.match(/<[A-Za-z][\w:-]*/g) ?? []).join(' ');
    // The attributes, apart from namespace declarations: nothing the seed draws with may be lost.
    const attributesOf = (text: string) => (text.match(/\s[\w:-]+="/g) ?? []).filter((a) => !a.includes('xmlns')).join('');
    for (const file of seeded) {
      const source = new TextDecoder().decode(file.bytes);
      const output = new TextDecoder().decode(sanitiseSvg(file.bytes));
      expect(tagsOf(output), file.fileName).toBe(tagsOf(source.replace(/<\?xml[^>]*\?>/, '')));
      expect(attributesOf(output), file.fileName).toBe(attributesOf(source));
    }
  });
});

describe('SVG upload sanitiser: a file that would draw without end is refused', () => {
  /** `levels` of groups, each drawing the one below `fanOut` times through <use>, around a blurred rect. */
  function useBomb(levels: number, fanOut: number): string {
    let defs = '<filter id="b"><feGaussianBlur stdDeviation="50"/></filter><rect id="l0" width="9" height="9" filter="url(#b)"/>';
    for (let level = 1; level <= levels; level++) {
      defs += `<g id="l${level}">${Array.from({ length: fanOut }, () => `<use href="#l${level - 1}"/>`).join('')}</g>`;
    }
    return svg(`<defs>${defs}</defs><use href="#l${levels}"/>`);
  }

  it('refuses ten levels of ten <use> (10^10 shapes in a kilobyte), and says why', () => {
    expect(() => sanitise(useBomb(10, 10))).toThrow(/展开后图形过多/);
  });

  it('refuses a blur drawn hundreds of times, though the shapes alone are few', () => {
    expect(() => sanitise(useBomb(3, 8))).toThrow(/滤镜过多/);
  });

  it('refuses a <use> that draws its own ancestor', () => {
    expect(() => sanitise(svg(`<g id="a">${CIRCLE}<use href="#a"/></g>`))).toThrow(/循环引用/);
  });

  it('refuses patterns nested ten deep, each filling ten shapes with the one below (10^10 fills in 6 KB)', () => {
    let defs = '<pattern id="p0" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="2" fill="#f00"/></pattern>';
    for (let level = 1; level <= 10; level++) {
      const rects = Array.from({ length: 10 }, (_, i) => `<rect x="${i}" width="1" height="9" fill="url(#p${level - 1})"/>`).join('');
      defs += `<pattern id="p${level}" width="10" height="10" patternUnits="userSpaceOnUse">${rects}</pattern>`;
    }
    expect(() => sanitise(svg(`<defs>${defs}</defs><rect width="500" height="500" fill="url(#p10)"/>`))).toThrow(/展开后图形过多/);
    // The same through a class the style sheet paints.
    expect(() => sanitise(svg(`<style>.x { fill: url(#p10) }</style><defs>${defs}</defs><rect class="x" width="500" height="500"/>`))).toThrow(/展开后图形过多/);
  });

  it('refuses one element under a filter of hundreds of primitives', () => {
    const primitives = Array.from({ length: 250 }, () => '<feMorphology operator="dilate" radius="30"/>').join('');
    expect(() => sanitise(svg(`<defs><filter id="f">${primitives}</filter></defs><rect width="9" height="9" filter="url(#f)"/>`))).toThrow(/滤镜过多/);
  });

  it('keeps a gradient fill and a drop shadow on a few shapes', () => {
    const shadow = '<filter id="s"><feGaussianBlur stdDeviation="2"/><feOffset dx="1" dy="1"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>';
    const shapes = Array.from({ length: 20 }, (_, i) => `<circle cx="${i * 5}" r="2" fill="url(#g)" filter="url(#s)"/>`).join('');
    const output = sanitise(svg(`<defs><linearGradient id="g"><stop offset="0"/><stop offset="1"/></linearGradient>${shadow}</defs>${shapes}`));
    expect(output.match(/<circle /g)).toHaveLength(20);
  });

  it('keeps a sprite sheet of reused icons', () => {
    const icons = Array.from({ length: 50 }, (_, i) => `<use href="#dot" x="${i * 5}"/>`).join('');
    const output = sanitise(svg(`<defs><circle id="dot" r="2" fill="#333"/></defs>${icons}`));
    expect(output.match(/<use /g)).toHaveLength(50);
  });
});
