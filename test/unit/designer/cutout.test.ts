import { describe, expect, it } from 'vitest';
import type { Layer } from '../../../contract/templates';
import { markCutout, unmarkCutout } from '../../../src/features/designer/model/cutout';
import { layer, state } from './fixtures';

describe('cutout marking (spec 2 §4)', () => {
  it('marking an image sets AI_CUTOUT and clears its id', () => {
    const after = markCutout(state([layer('a', { id: '7' })]), 'a');
    expect(after.layers[0]).toMatchObject({ type: 'AI_CUTOUT', id: null, uuid: 'a' });
  });

  it('marking drops a stroke traced around the sample picture', () => {
    const stroke = { color: '#000000', width: 4, style: 'SOLID' as const, opacity: 1, color2: '#ffffff', width2: 4, opacity2: 1, offset: 4, imageUrl: 'blob:s' };
    const after = markCutout(state([layer('a', { stroke, strokeSvgData: 'M0 0Z' })]), 'a');
    expect(after.layers[0]).toMatchObject({ type: 'AI_CUTOUT', stroke: null, strokeSvgData: null });
  });

  it('unmarking reverts to IMAGE and clears the cutout settings', () => {
    const cutout = layer('a', { type: 'AI_CUTOUT', id: null, aiCutoutType: 'head', aiCutoutPlaceholderImageType: 'head' });
    const after = unmarkCutout(state([cutout]), 'a');
    expect(after.layers[0]).toMatchObject({ type: 'IMAGE', aiCutoutType: null, aiCutoutPlaceholderImageType: null });
  });

  const refused: [string, Partial<Layer>, 'mark' | 'unmark'][] = [
    ['a text layer cannot be marked', { type: 'TEXT' }, 'mark'],
    ['the background cannot be marked', { isBackground: true }, 'mark'],
    ['a cutout is not marked twice', { type: 'AI_CUTOUT' }, 'mark'],
    ['an image cannot be unmarked', { type: 'IMAGE' }, 'unmark'],
    ['a text layer cannot be unmarked', { type: 'TEXT' }, 'unmark'],
  ];
  it.each(refused)('%s', (_label, overrides, how) => {
    const before = state([layer('a', overrides)]);
    expect((how === 'mark' ? markCutout : unmarkCutout)(before, 'a')).toBe(before);
  });
});
