// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import { moveLayers } from '../../../src/features/designer/model/transform';
import { useDesignerValue } from '../../../src/features/designer/useDesignerSnapshot';
import { counter, stack, state } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useDesignerValue', () => {
  it('renders again when the value read changes, not at each move of a drag', () => {
    const store = createDesignerStore(state(stack('abc'), ['a', 'b', 'c']), { newUuid: counter() });
    const seen: { width: number; canUndo: boolean }[] = [];
    function Reader() {
      const canvas = useDesignerValue(store, ({ state: s }) => s.canvas);
      const canUndo = useDesignerValue(store, (snapshot) => snapshot.canUndo);
      seen.push({ width: canvas.width, canUndo });
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Reader)));
    expect(seen).toEqual([{ width: 500, canUndo: false }]);

    // A drag of the three layers: ten pointer moves change the store ten times.
    act(() => {
      const base = store.beginInteraction();
      for (let move = 1; move <= 10; move++) store.updateInteraction(moveLayers(base, ['a', 'b', 'c'], move, 0));
    });
    expect(seen).toHaveLength(1);
    // Its end is an undo step: what the reader shows has changed.
    act(() => store.endInteraction());
    expect(seen.at(-1)).toEqual({ width: 500, canUndo: true });
    expect(seen).toHaveLength(2);
    act(() => root.unmount());
  });
});
