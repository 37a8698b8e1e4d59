import { describe, expect, it } from 'vitest';
import {
  appliesFilter,
  fragmentId,
  STYLE_SHEETS_ID,
  styleSheetNode,
  svgCostRefusal,
  svgElementNode,
  urlReferences,
  SVG_MAX_EXPANDED_ELEMENTS,
  SVG_MAX_FILTERED_ELEMENTS,
  type SvgElementNode,
} from '../../../contract/svgCost';

const node = (fields: Partial<SvgElementNode> = {}): SvgElementNode => ({ id: null, refs: [], filtered: false, isFilter: false, children: [], ...fields });

describe('the SVG cost rule', () => {
  it('counts every element drawn through <use>, however deep', () => {
    // 2 levels of 100 uses of a shape: 10,000 shapes, under the limit; a third level is over it.
    const shape = node({ id: 's' });
    const level1 = node({ id: 'l1', children: Array.from({ length: 100 }, () => node({ refs: ['s'] })) });
    const level2 = node({ id: 'l2', children: Array.from({ length: 100 }, () => node({ refs: ['l1'] })) });
    expect(svgCostRefusal(node({ children: [node({ children: [shape, level1] }), node({ refs: ['l1'] })] }))).toBeNull();
    expect(svgCostRefusal(node({ children: [node({ children: [shape, level1, level2] })] }))).toBe('too-many-elements');
  });

  it('stops at the limit: a file of 10^30 shapes is answered at once', () => {
    const defs: SvgElementNode[] = [node({ id: 'l0' })];
    for (let level = 1; level <= 30; level++) defs.push(node({ id: `l${level}`, children: Array.from({ length: 10 }, () => node({ refs: [`l${level - 1}`] })) }));
    expect(svgCostRefusal(node({ children: [node({ children: defs }), node({ refs: ['l30'] })] }))).toBe('too-many-elements');
  });

  it('counts each filter pass, and a filter on a <use> once', () => {
    const many = Array.from({ length: SVG_MAX_FILTERED_ELEMENTS + 1 }, () => node({ filtered: true }));
    expect(svgCostRefusal(node({ children: many }))).toBe('too-many-filters');
    const group = node({ id: 'g', children: Array.from({ length: 1000 }, () => node()) });
    expect(svgCostRefusal(node({ children: [node({ children: [group] }), node({ refs: ['g'], filtered: true })] }))).toBeNull();
    expect(SVG_MAX_EXPANDED_ELEMENTS).toBeGreaterThan(2002);
  });

  it('refuses a cycle, and lets a reference to nothing be', () => {
    const a = node({ id: 'a' });
    a.children.push(node({ refs: ['a'] }));
    expect(svgCostRefusal(node({ children: [a] }))).toBe('cyclic-reference');
    expect(svgCostRefusal(node({ children: [node({ refs: ['missing'] })] }))).toBeNull();
  });

  it('counts what a url(#id) paints: ten levels of patterns each filling ten shapes with the one below', () => {
    const defs: SvgElementNode[] = [node({ id: 'p0', children: [node()] })];
    for (let level = 1; level <= 10; level++) defs.push(node({ id: `p${level}`, children: Array.from({ length: 10 }, () => node({ refs: [`p${level - 1}`] })) }));
    expect(svgCostRefusal(node({ children: [node({ children: defs }), node({ refs: ['p10'] })] }))).toBe('too-many-elements');
    // Three levels (1,000 fills) are a pattern a designer may well use.
    expect(svgCostRefusal(node({ children: [node({ children: defs.slice(0, 4) }), node({ refs: ['p3'] })] }))).toBeNull();
  });

  it('counts each primitive of a filter once per element it is applied to', () => {
    const filter = node({ id: 'f', isFilter: true, children: Array.from({ length: 100 }, () => node()) });
    // 100 passes each: one element is within the limit, two are past it.
    const filtered = (count: number) => Array.from({ length: count }, () => node({ filtered: true, refs: ['f'] }));
    expect(svgCostRefusal(node({ children: [filter, ...filtered(1)] }))).toBeNull();
    expect(svgCostRefusal(node({ children: [filter, ...filtered(2)] }))).toBe('too-many-filters');
  });

  it('builds nodes from attributes: url(#id) anywhere, a <use> href, a class through the style sheets', () => {
    const attributes = (entries: Record<string, string>) => (name: string) => entries[name] ?? null;
    const shape = { fill: 'url(#p)', style: "stroke: url('#g'); mask:url( #m )", class: 'a' };
    expect(svgElementNode('rect', attributes(shape), Object.values(shape)).refs).toEqual(['p', 'g', 'm', STYLE_SHEETS_ID]);
    expect(svgElementNode('use', attributes({ 'xlink:href': '#s' }), ['#s']).refs).toEqual(['s']);
    expect(svgElementNode('filter', attributes({ id: 'f' }), ['f'])).toMatchObject({ id: 'f', isFilter: true, refs: [] });
    expect(styleSheetNode(['.a { fill: url(#p) } .b { fill: url("#p") }', '.c{filter:url(#f)}'])).toMatchObject({ id: STYLE_SHEETS_ID, refs: ['p', 'f'] });
    expect(urlReferences('url(x.svg#a) url(#) url(#ok)')).toEqual(['ok']);
  });

  it('reads fragment references and filters as a browser applies them', () => {
    expect([fragmentId('#a'), fragmentId(' #b '), fragmentId('#'), fragmentId('x.svg#a'), fragmentId(null)]).toEqual(['a', 'b', null, null, null]);
    expect([appliesFilter('url(#b)', null), appliesFilter('none', null), appliesFilter(null, 'fill:red; filter: url(#b)'), appliesFilter(null, 'filter:none')]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});
