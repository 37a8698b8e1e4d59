// The dev API takes a layer's numbers up to LAYER_MAX_MAGNITUDE (ROUTES.md, "超出范围") and a template it
// saved opens in the designer. What the designer's own moves and scales make of such a layer must still save:
// a nudge or a 放大图层 (E) past the bound is not made (model/transform.ts), or every 保存 would be refused with
// layers[i].… 超出范围.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { TemplateLayersSchema } from '../../../contract/templateBody';
import { LAYER_MAX_MAGNITUDE } from '../../../contract/templates';
import { moveLayers, scaleLayers } from '../../../src/features/designer/model/transform';
import { savedLayerInput } from '../../../src/features/designer/save/saveDesign';
import type { DesignerState } from '../../../src/features/designer/model/types';
import { layer, state } from './fixtures';

const savable = (s: DesignerState) => v.safeParse(TemplateLayersSchema, s.layers.map((l) => savedLayerInput(l, 'file1', undefined)));

describe('a layer at the dev API bound', () => {
  it('saves as opened', () => {
    const opened = state([layer('a', { left: -LAYER_MAX_MAGNITUDE, width: LAYER_MAX_MAGNITUDE, height: 100 })], ['a']);
    expect(savable(opened).success).toBe(true);
  });

  it('nudged one pixel further, still saves (or the nudge is refused)', () => {
    const opened = state([layer('a', { left: -LAYER_MAX_MAGNITUDE, width: 100, height: 100 })], ['a']);
    const nudged = moveLayers(opened, ['a'], -1, 0);
    expect(savable(nudged).issues?.map((issue) => issue.message)).toBeUndefined();
  });

  it('scaled up by 放大图层 (E), still saves (or the scale is refused)', () => {
    const opened = state([layer('a', { left: 0, width: LAYER_MAX_MAGNITUDE, height: 100 })], ['a']);
    const scaled = scaleLayers(opened, ['a'], 1.05);
    expect(savable(scaled).issues?.map((issue) => issue.message)).toBeUndefined();
  });

  it('an ordinary 500 px layer scaled by 放大图层 (E) as often as a held key repeats, still saves', () => {
    // Typing a width stops at MAX_TYPED_SIDE (geometryEdit.ts limitTyped); the E key has no such stop.
    let s = state([layer('a', { left: 0, top: 0, width: 500, height: 500 })], ['a']);
    for (let i = 0; i < 200; i++) s = scaleLayers(s, ['a'], 1.05);
    expect(savable(s).issues?.map((issue) => issue.message)).toBeUndefined();
  });
});
