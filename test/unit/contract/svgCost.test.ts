import { describe, expect, it } from 'vitest';
import {
  appliesFilter,
  fragmentId,
  svgCostRefusal,
  SVG_MAX_EXPANDED_ELEMENTS,
  SVG_MAX_FILTERED_ELEMENTS,
  type SvgElementNode,
} from '../../../contract/svgCost';

const node = (fields: Partial<SvgElementNode> = {}): SvgElementNode => ({ id: null, useTarget: null, filtered: false, children: [], ...fields });

describe('the SVG cost rule', () => {
  it('counts every element drawn through <use>, however deep', () => {
    // 2 levels of 100 uses of a shape: 10,000 shapes, under the limit; a third level is over it.
    const shape = node({ id: 's' });
    const level1 = node({ id: 'l1', children: Array.from({ length: 100 }, () => node({ useTarget: 's' })) });
    const level2 = node({ id: 'l2', children: Array.from({ length: 100 }, () => node({ useTarget: 'l1' })) });
    expect(svgCostRefusal(node({ children: [node({ children: [shape, level1] }), node({ useTarget: 'l1' })] }))).toBeNull();
    expect(svgCostRefusal(node({ children: [node({ children: [shape, level1, level2] })] }))).toBe('too-many-elements');
  });

  it('stops at the limit: a file of 10^30 shapes is answered at once', () => {
    const defs: SvgElementNode[] = [node({ id: 'l0' })];
    for (let level = 1; level <= 30; level++) defs.push(node({ id: `l${level}`, children: Array.from({ length: 10 }, () => node({ useTarget: `l${level - 1}` })) }));
    expect(svgCostRefusal(node({ children: [node({ children: defs }), node({ useTarget: 'l30' })] }))).toBe('too-many-elements');
  });

  it('counts each filter pass, and a filter on a <use> once', () => {
    const many = Array.from({ length: SVG_MAX_FILTERED_ELEMENTS + 1 }, () => node({ filtered: true }));
    expect(svgCostRefusal(node({ children: many }))).toBe('too-many-filters');
    const group = node({ id: 'g', children: Array.from({ length: 1000 }, () => node()) });
    expect(svgCostRefusal(node({ children: [node({ children: [group] }), node({ useTarget: 'g', filtered: true })] }))).toBeNull();
    expect(SVG_MAX_EXPANDED_ELEMENTS).toBeGreaterThan(2002);
  });

  it('refuses a cycle, and lets a reference to nothing be', () => {
    const a = node({ id: 'a' });
    a.children.push(node({ useTarget: 'a' }));
    expect(svgCostRefusal(node({ children: [a] }))).toBe('cyclic-use');
    expect(svgCostRefusal(node({ children: [node({ useTarget: 'missing' })] }))).toBeNull();
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
