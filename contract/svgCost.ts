/**
 * How much drawing an SVG asks for once its references are followed. A file of a kilobyte can nest ten
 * levels of ten `<use>` each (10^10 shapes), or ten levels of patterns each filling ten shapes with the
 * pattern below (`fill="url(#p)"`), and put a blur on each: whatever draws it, a thumbnail in the asset
 * library or a layer on the canvas, never finishes, and the page hangs with it. The console refuses such
 * a file before it draws it, and the service before it stores it, by this one rule over the file's element
 * tree (each side builds the tree with its own parser, through svgElementNode and styleSheetNode).
 */

export interface SvgElementNode {
  /** The element's id, which a `<use href="#id">` or a `url(#id)` names. */
  id: string | null;
  /**
   * The ids of what drawing this element draws besides its children: a `<use>`'s href, and every
   * `url(#id)` in its attributes (a pattern or gradient it is painted with, a mask, a clip path, a marker,
   * a filter). An element with a class may be matched by any rule of the file's style sheets, so it
   * refers to STYLE_SHEETS_ID, the node that holds every `url(#id)` they name.
   */
  refs: string[];
  /** A filter is applied to it (a `filter` attribute or a `filter:` in its style). */
  filtered: boolean;
  /** A `<filter>`: each of its children (a primitive: blur, morphology…) is one pass wherever it is applied. */
  isFilter: boolean;
  children: SvgElementNode[];
}

/** The id of the node that stands for the file's style sheets (no XML id can hold U+0000). */
export const STYLE_SHEETS_ID = '\u0000style-sheets';

/** Elements drawn once every `<use>` is expanded, and filter passes (each element with a filter, once per time it is drawn). */
export const SVG_MAX_EXPANDED_ELEMENTS = 20_000;
export const SVG_MAX_FILTERED_ELEMENTS = 200;

export type SvgCostRefusal = 'cyclic-reference' | 'too-many-elements' | 'too-many-filters';

interface Cost {
  elements: number;
  filtered: number;
}

/** Null when the file draws in bounded time; else why not. Counting stops past the limits, so this is linear in the file. */
export function svgCostRefusal(root: SvgElementNode): SvgCostRefusal | null {
  const byId = new Map<string, SvgElementNode>();
  const index = (node: SvgElementNode): void => {
    if (node.id !== null && !byId.has(node.id)) byId.set(node.id, node);
    node.children.forEach(index);
  };
  index(root);

  const done = new Map<SvgElementNode, Cost>();
  const visiting = new Set<SvgElementNode>();
  let cyclic = false;
  const cap = (cost: Cost): Cost => ({
    elements: Math.min(cost.elements, SVG_MAX_EXPANDED_ELEMENTS + 1),
    filtered: Math.min(cost.filtered, SVG_MAX_FILTERED_ELEMENTS + 1),
  });
  const costOf = (node: SvgElementNode): Cost => {
    const known = done.get(node);
    if (known) return known;
    if (visiting.has(node)) {
      cyclic = true;
      return { elements: 0, filtered: 0 };
    }
    visiting.add(node);
    let elements = 1;
    // An element with a filter is one pass (a filter it names may be in another file, or missing); a filter
    // of several primitives adds the rest wherever it is applied.
    let filtered = (node.filtered ? 1 : 0) + (node.isFilter ? Math.max(0, node.children.length - 1) : 0);
    const add = (child: Cost) => {
      elements += child.elements;
      filtered += child.filtered;
    };
    for (const child of node.children) add(costOf(child));
    // Each reference draws its target once more: a pattern's content per shape it fills, a filter's passes
    // per element it is applied to. A filter on a <use> itself is one pass, counted as the node's own.
    for (const ref of node.refs) {
      const target = byId.get(ref);
      if (target) add(costOf(target));
    }
    visiting.delete(node);
    const cost = cap({ elements, filtered });
    done.set(node, cost);
    return cost;
  };
  const total = costOf(root);
  if (cyclic) return 'cyclic-reference';
  if (total.elements > SVG_MAX_EXPANDED_ELEMENTS) return 'too-many-elements';
  if (total.filtered > SVG_MAX_FILTERED_ELEMENTS) return 'too-many-filters';
  return null;
}

const URL_REFERENCE = /url\(\s*(['"]?)#([^'")\s]+)\1\s*\)/gi;

/** Every id a `url(#id)` in `text` names (a paint, a mask, a clip path, a marker, a filter). */
export function urlReferences(text: string): string[] {
  return Array.from(text.matchAll(URL_REFERENCE), (match) => match[2]!);
}

/** An element of the tree, children aside, from its local name and its attributes (names without a prefix but xlink:href). */
export function svgElementNode(name: string, attribute: (name: string) => string | null, attributeValues: readonly string[]): SvgElementNode {
  const refs = attributeValues.flatMap(urlReferences);
  if (name === 'use') {
    const target = fragmentId(attribute('href') ?? attribute('xlink:href'));
    if (target !== null) refs.push(target);
  }
  if (attribute('class') !== null) refs.push(STYLE_SHEETS_ID);
  return { id: attribute('id'), refs, filtered: appliesFilter(attribute('filter'), attribute('style')), isFilter: name === 'filter', children: [] };
}

/** The node a classed element refers to: every `url(#id)` the file's `<style>` texts name, counted once per such element. */
export function styleSheetNode(styleTexts: readonly string[]): SvgElementNode {
  const refs = [...new Set(styleTexts.flatMap(urlReferences))];
  return { id: STYLE_SHEETS_ID, refs, filtered: false, isFilter: false, children: [] };
}

/** `#id` → `id`; anything else (another file, a data: URL) is no reference into this file. */
export function fragmentId(href: string | null): string | null {
  const trimmed = href?.trim() ?? '';
  return trimmed.startsWith('#') && trimmed.length > 1 ? trimmed.slice(1) : null;
}

/** A `filter` attribute other than none, or a `filter:` declaration in a style attribute. */
export function appliesFilter(filterAttribute: string | null, style: string | null): boolean {
  const attribute = filterAttribute?.trim().toLowerCase() ?? '';
  if (attribute !== '' && attribute !== 'none') return true;
  return /(^|;)\s*filter\s*:\s*(?!none\s*(;|$))/i.test(style ?? '');
}
