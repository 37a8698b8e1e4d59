import { Slider } from '@arco-design/web-react';
import { memo, useEffect, useRef } from 'react';
import { SLIDER_CLASS } from './useSliderInteraction';

export interface NamedSliderProps {
  /** The handle's accessible name (WCAG 4.1.2). */
  name: string;
  testId: string;
  disabled: boolean;
  min: number;
  max: number;
  value: number;
  /**
   * Not null when the layers' values differ (混合): the handle says so (its tooltip, aria-valuetext), and an arrow
   * key steps each layer's own value through `onMixedStep` instead of setting every layer to the value shown.
   */
  mixedText?: string | null;
  onMixedStep?: (delta: number) => void;
  /** Each move of a drag, then its end (one undo step, useSliderInteraction). */
  onSlide: (value: number) => void;
  onSlideEnd: (value: number) => void;
}

/** The handle's arrow keys, as Arco's slider steps them. */
const ARROW_STEPS: Partial<Record<string, number>> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/**
 * A panel's slider: its handle named, and keeping the focus after a press. Rendered again only when its
 * props change: an undo of a 200-layer drag renders the property panel, and Arco's slider (its handle,
 * tooltip and marks) is the heaviest thing in it (docs/performance.md, "The 200-layer drag beside plain Leafer").
 */
export const NamedSlider = memo(function NamedSlider({ name, testId, disabled, min, max, value, mixedText = null, onMixedStep, onSlide, onSlideEnd }: NamedSliderProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  /**
   * The press moved the value from what the slider showed: a press on the handle that moves nothing changes
   * nothing, so a selection at mixed opacities, shown at the end of the scale, is not set to it by a click.
   */
  const moved = useRef(false);
  // Arco's handle (role slider) takes no name of its own, an aria-label on <Slider> included: it is given one here.
  useEffect(() => {
    wrapper.current?.querySelector('[role="slider"]')?.setAttribute('aria-label', name);
  }, [name]);
  return (
    // A click or drag leaves the focus on the handle, as a native range input does, so the arrow keys
    // then step the value instead of reaching the designer's shortcuts (which move the layer).
    <div
      ref={wrapper}
      className={SLIDER_CLASS}
      onPointerUp={(event) => event.currentTarget.querySelector<HTMLElement>('[role="slider"]')?.focus()}
      // Before the handle's own keys (Arco's), which would set every layer to the value shown plus one.
      onKeyDownCapture={(event) => {
        const delta = mixedText === null || !onMixedStep ? 0 : ARROW_STEPS[event.key];
        if (!delta) return;
        event.preventDefault();
        event.stopPropagation();
        onMixedStep!(delta);
      }}
    >
      <Slider
        data-testid={testId}
        disabled={disabled}
        min={min}
        max={max}
        value={value}
        formatTooltip={mixedText === null ? undefined : () => mixedText}
        onChange={(next) => {
          if (!moved.current && next === value) return;
          moved.current = true;
          onSlide(next as number);
        }}
        onAfterChange={(next) => {
          if (!moved.current) return;
          moved.current = false;
          onSlideEnd(next as number);
        }}
      />
    </div>
  );
});
