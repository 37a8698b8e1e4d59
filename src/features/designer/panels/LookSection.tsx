import { Button } from '@arco-design/web-react';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { MSG } from '../messages';
import { canCrop, clampOpacity, selectedLayersOf, setOpacity, sharedOpacity, stepOpacity, LAYER_OPACITY_MAX, type DesignerState } from '../model';
import { useDesignerSnapshot } from '../useDesignerSnapshot';
import { useDesignerStore } from '../designerStoreContext';
import { NumberField } from './NumberField';
import { NamedSlider } from './NamedSlider';
import { useSliderInteraction } from './useSliderInteraction';

export interface LookSectionProps {
  /** 裁剪 pressed for this layer: the crop frame opens over it on the canvas. */
  onCrop: (uuid: string) => void;
}

const T = MSG.designerLook;

/**
 * The selection's opacity, typed (Enter or leaving the field applies it; a run of ↑/↓ is one undo step)
 * or slid (a drag is one undo step), drawn on the canvas at each move; and 裁剪 for one image layer
 * (docs/designer.md, "Opacity and crop").
 */
export function LookSection({ onCrop }: LookSectionProps) {
  const store = useDesignerStore();
  const { state, saving } = useDesignerSnapshot(store);
  const slider = useSliderInteraction(store);
  /** The document the running arrow run's last step left: the next step joins it. */
  const run = useRef<DesignerState | null>(null);
  const layers = selectedLayersOf(state);
  const uuids = layers.map((layer) => layer.uuid);
  // The slider's two handlers stay the same functions, reading the layers selected now: the slider then
  // renders again only when its value or state changes, not at each undo (NamedSlider).
  const slid = useRef(uuids);
  useLayoutEffect(() => {
    slid.current = uuids;
  });
  const onSlide = useCallback((next: number) => slider.move((now) => setOpacity(now, slid.current, next)), [slider]);
  const onSlideEnd = useCallback((next: number) => slider.end((now) => setOpacity(now, slid.current, next)), [slider]);
  // An arrow key on the slider of layers at different opacities: each moves by the step (stepOpacity), one undo step a key.
  const onMixedStep = useCallback((delta: number) => void store.dispatch('stepOpacity', { uuids: slid.current, delta }), [store]);
  if (layers.length === 0) return null;
  const shared = sharedOpacity(layers);
  const single = layers.length === 1 ? layers[0] : undefined;

  function commit(value: number, target: readonly string[]) {
    run.current = null;
    store.dispatch('setOpacity', { uuids: target, opacity: value });
  }

  /** ↑/↓ in the field: the value typed and not yet applied, stepped, for every layer; else each layer's own, stepped. */
  function step(delta: number, typed: number | null) {
    const current = store.getState();
    const joins = run.current === current;
    if (typed !== null) {
      const opacity = clampOpacity(typed + delta);
      if (joins) store.apply(setOpacity(current, uuids, opacity), 'never');
      else store.dispatch('setOpacity', { uuids, opacity });
    } else if (joins) store.apply(stepOpacity(current, uuids, delta), 'never');
    else store.dispatch('stepOpacity', { uuids, delta });
    run.current = store.getState();
  }

  return (
    <section className="designer-look" data-testid="look-section">
      <div className="designer-look-opacity">
        <NumberField
          label={T.opacity}
          value={shared}
          // Layers at different opacities: 混合, as 旋转 says for layers turned differently (GeometryFields).
          placeholder={MSG.designerGeometry.mixed}
          disabled={saving}
          target={uuids}
          onCommit={commit}
          onStep={step}
          onLeave={() => (run.current = null)}
        />
        <span aria-hidden>%</span>
      </div>
      <NamedSlider
        name={T.opacitySlider}
        testId="opacity-slider"
        disabled={saving}
        min={0}
        max={LAYER_OPACITY_MAX}
        value={shared ?? LAYER_OPACITY_MAX}
        mixedText={shared === null ? MSG.designerGeometry.mixed : null}
        onMixedStep={onMixedStep}
        onSlide={onSlide}
        onSlideEnd={onSlideEnd}
      />
      {single?.type === 'IMAGE' && (
        <Button long disabled={saving || !canCrop(single)} onClick={() => onCrop(single.uuid)}>
          {T.crop}
        </Button>
      )}
    </section>
  );
}
