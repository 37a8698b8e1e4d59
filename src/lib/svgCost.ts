/**
 * The console's side of contract/svgCost.ts: an SVG the merchant picks is read as a tree (DOMParser, no
 * drawing) and refused before anything draws it, since drawing is what would hang the page.
 */
import { styleSheetNode, svgCostRefusal, svgElementNode, type SvgElementNode } from '../../contract/svgCost';
import { sniffFileType } from './imageHeader';

export async function svgTooComplex(file: Blob): Promise<boolean> {
  // No DOMParser (a worker): nothing here draws it either.
  if (typeof DOMParser === 'undefined' || (await sniffFileType(file)) !== 'svg') return false;
  const parsed = new DOMParser().parseFromString(await file.text(), 'image/svg+xml');
  const root = parsed.documentElement;
  // Not XML a browser reads: not this check's to refuse; the decode check after it says it is unreadable.
  if (!root || parsed.getElementsByTagName('parsererror').length > 0) return false;
  const tree = treeOf(root);
  tree.children.push(styleSheetNode(Array.from(parsed.getElementsByTagName('style'), (style) => style.textContent ?? '')));
  return svgCostRefusal(tree) !== null;
}

function treeOf(element: Element): SvgElementNode {
  const values = Array.from(element.attributes, (attribute) => attribute.value);
  const node = svgElementNode(element.localName, (name) => element.getAttribute(name), values);
  node.children = Array.from(element.children, treeOf);
  return node;
}
