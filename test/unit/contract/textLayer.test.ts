/** The text-layer rule the console and the dev API share: characters are code points, controls are dropped. */
import { describe, expect, it } from 'vitest';
import { clampTextLayer, isTextColor, TEXT_LAYER_MAX_CHARS, textLayerLength, textLayerProblem, withoutInvisibleControls } from '../../../contract/textLayer';

describe('text layer rule', () => {
  it('counts a rare CJK character or an emoji as one character, not two UTF-16 units', () => {
    expect(TEXT_LAYER_MAX_CHARS).toBe(50);
    expect(textLayerLength('𠀀'.repeat(30))).toBe(30);
    expect(textLayerProblem('𠀀'.repeat(50))).toBeNull();
    expect(textLayerProblem('😀'.repeat(50))).toBeNull();
    expect(textLayerProblem('😀'.repeat(51))).toBe('tooLong');
    expect(textLayerProblem(' \u3000 ')).toBe('required');
  });

  it('clamps to 50 characters without splitting a surrogate pair', () => {
    expect(clampTextLayer('𠀀'.repeat(60))).toBe('𠀀'.repeat(50));
    expect(clampTextLayer('a'.repeat(49) + '😀😀')).toBe('a'.repeat(49) + '😀');
    expect(clampTextLayer('你好')).toBe('你好');
    // Nor a joined emoji: ten family emoji are ten characters.
    expect(clampTextLayer('👨‍👩‍👧'.repeat(60))).toBe('👨‍👩‍👧'.repeat(50));
  });

  it('drops direction marks, overrides, isolates and zero-width characters, and nothing else', () => {
    expect(withoutInvisibleControls('\u202E你\u200F好\u2066!\u2069\u200B\u200D\uFEFF\u061C')).toBe('你好!');
    expect(withoutInvisibleControls('<b>a & b</b> 😀 𠀀')).toBe('<b>a & b</b> 😀 𠀀');
  });

  it('drops control characters but the line break, and a surrogate without its other half', () => {
    expect(withoutInvisibleControls('你\u0000好\u001B[31m\u0007\t\r\n再\u007F\u0085见')).toBe('你好[31m\n再见');
    expect(withoutInvisibleControls('\uDE00你好\uD83D')).toBe('你好');
    expect(withoutInvisibleControls('😀\uD83D\uD83D\uDE00')).toBe('😀😀');
  });

  it('takes #rrggbb colours only', () => {
    expect(isTextColor('#646464')).toBe(true);
    expect(isTextColor('#A0b1C2')).toBe(true);
    for (const bad of ['red', '#fff', '#6464641', 'red;background:url(x)', '#646464;x', ' #646464']) expect(isTextColor(bad)).toBe(false);
  });
});
