// SVG uploads are made safe before they are stored (ROUTES.md "Uploaded files"): the file is parsed
// (xmlTokens.ts) and written anew from an allowlist (contract/svgAllowlist.ts, which the console's upload
// check reads too), so nothing the parser did not understand and the list does not name reaches the stored
// bytes. What goes: elements not listed, with their content (script, foreignObject, a, animate, …);
// attributes not listed (every on…); an href that is not `#fragment` (or a raster data: URL on <image>);
// url(…) to anything but `#fragment`; CSS with @import, image-set, escapes or expressions. A file that is
// not well-formed XML with one <svg> root, or has a DOCTYPE, is refused whole: SvgRejected. So is one whose <use> references, followed, would draw
// without end (contract/svgCost.ts): checked on what is kept, as it would be drawn.
import { styleSheetNode, svgCostRefusal, svgElementNode, type SvgElementNode } from '../../../../../contract/svgCost';
import { SVG_ELEMENTS, attributeKept, cssKept } from '../../../../../contract/svgAllowlist';
import { XmlRejected, tokeniseXml, type XmlToken } from './xmlTokens';

export class SvgRejected extends Error {
  override name = 'SvgRejected';
}

const ROOT_NAMESPACES = ' xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

export function sanitiseSvg(bytes: Uint8Array): Uint8Array {
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SvgRejected('not UTF-8');
  }
  let tokens: XmlToken[];
  try {
    tokens = tokeniseXml(source.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new SvgRejected(error instanceof XmlRejected ? error.message : String(error));
  }
  const kept = rebuild(tokens);
  const refusal = svgCostRefusal(elementTree(tokeniseXml(kept)));
  if (refusal) throw new SvgRejected(COST_REASONS[refusal]);
  return new TextEncoder().encode(kept);
}

const COST_REASONS = {
  'cyclic-reference': '<use> 或 url(#…) 循环引用',
  'too-many-elements': '<use> 与 url(#…) 展开后图形过多',
  'too-many-filters': '滤镜过多',
} as const;

/** The element tree of a file the rebuild wrote (well-formed, one root), as the cost rule reads it. */
function elementTree(tokens: readonly XmlToken[]): SvgElementNode {
  const stack: SvgElementNode[] = [{ id: null, refs: [], filtered: false, isFilter: false, children: [] }];
  const styleTexts: string[] = [];
  let inStyle = false;
  for (const token of tokens) {
    if (token.kind === 'text') {
      if (inStyle) styleTexts.push(token.text);
      continue;
    }
    if (token.kind === 'close') {
      inStyle = false;
      stack.pop();
      continue;
    }
    const attribute = (name: string) => token.attributes.find(([key]) => key === name)?.[1] ?? null;
    const node = svgElementNode(token.name, attribute, token.attributes.map(([, value]) => value));
    stack[stack.length - 1]!.children.push(node);
    if (!token.selfClosing) stack.push(node);
    inStyle = token.name === 'style' && !token.selfClosing;
  }
  const root = stack[0]!.children[0]!;
  root.children.push(styleSheetNode(styleTexts));
  return root;
}

function rebuild(tokens: readonly XmlToken[]): string {
  const open: string[] = [];
  let out = '';
  let rootSeen = false;
  /** Depth of the element being dropped with its content; 0 while nothing is. */
  let droppingFrom = 0;
  /** A <style> is written once its whole text is known to be safe. */
  let style: { attributes: string; css: string; depth: number } | null = null;

  for (const token of tokens) {
    if (token.kind === 'text') {
      if (open.length === 0) {
        if (token.text.trim() !== '') throw new SvgRejected('text outside the <svg> element');
      } else if (droppingFrom === 0) {
        if (style) style.css += token.text;
        else out += escapeText(token.text);
      }
      continue;
    }
    if (token.kind === 'close') {
      if (open.pop() !== token.name) throw new SvgRejected(`</${token.name}> does not close the open element`);
      if (droppingFrom !== 0) {
        if (open.length + 1 === droppingFrom) droppingFrom = 0;
      } else if (style) {
        if (cssKept(style.css)) out += `<style${style.attributes}>${escapeText(style.css)}</style>`;
        style = null;
      } else {
        out += `</${token.name}>`;
      }
      continue;
    }
    const isRoot = open.length === 0;
    if (isRoot) {
      if (rootSeen) throw new SvgRejected('more than one root element');
      if (token.name !== 'svg') throw new SvgRejected(`the root element is <${token.name}>, not <svg>`);
      rootSeen = true;
    }
    if (!token.selfClosing) open.push(token.name);
    if (droppingFrom !== 0) continue;
    // An element inside <style> is not CSS: the style goes, with all that is inside it.
    if (style) {
      droppingFrom = style.depth;
      style = null;
      continue;
    }
    if (!SVG_ELEMENTS.has(token.name)) {
      if (!token.selfClosing) droppingFrom = open.length;
      continue;
    }
    const attributes = (isRoot ? ROOT_NAMESPACES : '') + keptAttributes(token.name, token.attributes);
    if (token.name === 'style' && !token.selfClosing) style = { attributes, css: '', depth: open.length };
    else out += `<${token.name}${attributes}${token.selfClosing ? '/>' : '>'}`;
  }
  if (!rootSeen || open.length > 0) throw new SvgRejected('the <svg> element is not closed');
  return out;
}

function keptAttributes(element: string, attributes: ReadonlyArray<readonly [string, string]>): string {
  let out = '';
  for (const [name, value] of attributes) {
    if (attributeKept(element, name, value)) out += ` ${name}="${escapeAttribute(value)}"`;
  }
  return out;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}
