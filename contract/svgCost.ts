/**
 * How much drawing an SVG asks for once its `<use>` references are followed. A file of a kilobyte can
 * nest ten levels of ten `<use>` each (10^10 shapes) and put a blur on each: whatever draws it, a
 * thumbnail in the asset library or a layer on the canvas, never finishes, and the page hangs with it.
 * The console refuses such a file before it draws it, and the service before it stores it, by this one
 * rule over the file's element tree (each side builds the tree with its own parser).
 */

export interface SvgElementNode {
  /** The element's id, which a `<use href="#id">` names. */
  id: string | null;
  /** For `<use>`: the id its href names (`#id` without the '#'); null for any other element. */
  useTarget: string | null;
  /** A filter is applied to it (a `filter` attribute or a `filter:` in its style). */
  filtered: boolean;
  children: SvgElementNode[];
}

/** Elements drawn once every `<use>` is expanded, and filter passes (each element with a filter, once per time it is drawn). */
export const SVG_MAX_EXPANDED_ELEMENTS = 20_000;
export const SVG_MAX_FILTERED_ELEMENTS = 200;

export type SvgCostRefusal = 'cyclic-use' | 'too-many-elements' | 'too-many-filters';

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
    let filtered = node.filtered ? 1 : 0;
    const add = (child: Cost) => {
      elements += child.elements;
      filtered += child.filtered;
    };
    for (const child of node.children) add(costOf(child));
    const target = node.useTarget === null ? undefined : byId.get(node.useTarget);
    // A filter on the <use> itself is one pass over what it draws, counted above as the node's own.
    if (target) add(costOf(target));
    visiting.delete(node);
    const cost = cap({ elements, filtered });
    done.set(node, cost);
    return cost;
  };
  const total = costOf(root);
  if (cyclic) return 'cyclic-use';
  if (total.elements > SVG_MAX_EXPANDED_ELEMENTS) return 'too-many-elements';
  if (total.filtered > SVG_MAX_FILTERED_ELEMENTS) return 'too-many-filters';
  return null;
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
