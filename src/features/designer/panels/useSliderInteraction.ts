import { useEffect, useMemo, useRef } from 'react';
import type { DesignerState, DesignerStore } from '../model';

/** Around a slider whose drags and key bursts are one undo step each (useSliderInteraction). */
export const SLIDER_CLASS = 'designer-stroke-slider';

/** The keys Arco's slider steps by. */
const STEP_KEYS: ReadonlySet<string> = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

function isSliderStep(event: KeyboardEvent): boolean {
  return STEP_KEYS.has(event.key) && event.target instanceof Element && event.target.closest(`.${SLIDER_CLASS}`) !== null;
}

export interface SliderInteraction {
  /** A move of a drag (or a key's step): the present follows it, the undo step waits for the end. */
  move: (next: (state: DesignerState) => DesignerState | null) => void;
  /** The drag's last value: one undo step for the whole drag (spec 2 §4). */
  end: (next: (state: DesignerState) => DesignerState | null) => void;
}

/**
 * A slider drag, or a burst of arrow keys on a slider, as one interaction (one undo step), each move
 * replacing the present. A burst lasts until the focus leaves the slider, another key is pressed (Ctrl + Z
 * among them) or a pointer is pressed anywhere (撤销, the canvas, another slider): ended on the key's own
 * event, never by a timer, so undo finds it whole.
 */
export function useSliderInteraction(store: DesignerStore): SliderInteraction {
  const dragging = useRef(false);
  /** The running interaction is a slider's arrow keys: it ends with the burst, not at a release. */
  const keyed = useRef(false);

  useEffect(() => {
    const endBurst = (event: Event) => {
      if (!keyed.current || (event instanceof KeyboardEvent && isSliderStep(event))) return;
      keyed.current = false;
      dragging.current = false;
      store.endInteraction();
    };
    // After the slider has applied the step (its own handler, below the window): the burst has begun.
    const stepped = (event: KeyboardEvent) => {
      if (isSliderStep(event) && dragging.current) keyed.current = true;
    };
    window.addEventListener('keydown', endBurst, true);
    window.addEventListener('keydown', stepped);
    window.addEventListener('pointerdown', endBurst, true);
    window.addEventListener('focusout', endBurst, true);
    return () => {
      window.removeEventListener('keydown', endBurst, true);
      window.removeEventListener('keydown', stepped);
      window.removeEventListener('pointerdown', endBurst, true);
      window.removeEventListener('focusout', endBurst, true);
      // A drag or a burst left open (the panel unmounted mid-way) still ends as one step.
      if (dragging.current) store.endInteraction();
    };
  }, [store]);

  // The same two functions at every render (they read only refs and the store), so a slider that takes
  // them renders again only when what it shows changes.
  return useMemo(() => {
    function move(next: (state: DesignerState) => DesignerState | null) {
      const state = next(store.getState());
      if (state === null) return;
      if (!dragging.current) {
        store.beginInteraction();
        dragging.current = true;
      }
      store.updateInteraction(state);
    }
    return {
      move,
      end: (next) => {
        move(next);
        dragging.current = false;
        keyed.current = false;
        store.endInteraction();
      },
    };
  }, [store]);
}
