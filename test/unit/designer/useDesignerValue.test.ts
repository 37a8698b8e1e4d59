// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import { moveLayers } from '../../../src/features/designer/model/transform';
import { useDesignerSnapshot, useDesignerValue } from '../../../src/features/designer/useDesignerSnapshot';
import { setOpacity } from '../../../src/features/designer/model/opacity';
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

  it('a panel reading the whole snapshot shows a canvas drag once, at the drop, and a slider at each step', () => {
    const store = createDesignerStore(state(stack('abc'), ['a', 'b', 'c']), { newUuid: counter() });
    const lefts: number[] = [];
    function GeometryReader() {
      const { state: s } = useDesignerSnapshot(store);
      lefts.push(s.layers.find((layer) => layer.uuid === 'a')!.left);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(GeometryReader)));
    const start = lefts[0]!;

    // The canvas's drag of the three layers: ten pointer moves, then the drop.
    // The canvas hears every move (it reads getState()), only React's readers wait for the drop.
    let heard = 0;
    const stopHearing = store.subscribe(() => heard++);
    let base = store.getState();
    act(() => {
      base = store.beginInteraction('atDrop');
    });
    for (let move = 1; move <= 10; move++) act(() => store.updateInteraction(moveLayers(base, ['a', 'b', 'c'], move, 0)));
    expect(lefts.every((left) => left === start)).toBe(true);
    expect(heard).toBeGreaterThanOrEqual(10);
    stopHearing();
    act(() => store.endInteraction());
    expect(lefts.at(-1)).toBe(start + 10);
    // The first render, the drag starting, the design becoming unsaved, the drop: not one a move.
    expect(lefts).toHaveLength(4);

    // A slider's interaction is shown as it goes: the merchant reads the value while sliding.
    const opacities: number[] = [];
    function OpacityReader() {
      const { state: s } = useDesignerSnapshot(store);
      opacities.push(s.layers.find((layer) => layer.uuid === 'a')!.opacity ?? 100);
      return null;
    }
    act(() => root.render(createElement(OpacityReader)));
    act(() => store.beginInteraction());
    for (const value of [90, 70, 50]) act(() => store.updateInteraction(setOpacity(store.getState(), ['a'], value)));
    expect(opacities.slice(-3)).toEqual([90, 70, 50]);
    act(() => store.endInteraction());
    act(() => root.unmount());
  });
});
