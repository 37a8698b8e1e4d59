// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { DesignerStoreProvider } from '../../../src/features/designer/designerStoreContext';
import { createDesignerStore } from '../../../src/features/designer/model/designerStore';
import { moveLayers } from '../../../src/features/designer/model/transform';
import { LookSection } from '../../../src/features/designer/panels/LookSection';
import { counter, layer, state } from './fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Each value the opacity slider was drawn with: Arco's slider stands in as a plain element. */
const drawn = vi.hoisted(() => [] as number[]);
vi.mock('@arco-design/web-react', async (importOriginal) => {
  const arco = await importOriginal<typeof import('@arco-design/web-react')>();
  const { createElement: element } = await import('react');
  return {
    ...arco,
    Slider: ({ value }: { value: number }) => {
      drawn.push(value);
      return element('div', { role: 'slider', 'aria-valuenow': value });
    },
  };
});

describe('LookSection', () => {
  it('draws its opacity slider again when the opacity changes, not when 200 selected layers are moved and the move undone', () => {
    const uuids = Array.from({ length: 200 }, (_, i) => `l${i}`);
    const store = createDesignerStore(state(uuids.map((uuid) => layer(uuid)), uuids), { newUuid: counter() });
    const view = document.createElement('div');
    const root = createRoot(view);
    act(() => root.render(createElement(DesignerStoreProvider, { store, children: createElement(LookSection, { onCrop: () => undefined }) })));
    expect(drawn).toEqual([100]);

    act(() => store.apply(moveLayers(store.getState(), uuids, 30, 20), 'immediately'));
    act(() => void store.dispatch('undo'));
    expect(store.getState().layers[0]!.left).toBe(layer('l0').left);
    expect(view.querySelector('[role="slider"]')!.getAttribute('aria-valuenow')).toBe('100');
    expect(drawn).toEqual([100]);

    // What the slider shows does change: it is drawn again.
    act(() => void store.dispatch('setOpacity', { uuids, opacity: 40 }));
    expect(drawn).toEqual([100, 40]);
    expect(view.querySelector('[role="slider"]')!.getAttribute('aria-valuenow')).toBe('40');
    act(() => root.unmount());
  });
});
