import { Button } from '@arco-design/web-react';
import { useRef } from 'react';
import { MSG } from '../messages';
import { canCrop, clampOpacity, findLayer, setOpacity, sharedOpacity, LAYER_OPACITY_MAX, type DesignerState, type Layer } from '../model';
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
  const layers = state.selectedUuids.map((uuid) => findLayer(state, uuid)).filter((layer): layer is Layer => layer !== undefined);
  if (layers.length === 0) return null;
  const uuids = layers.map((layer) => layer.uuid);
  const shared = sharedOpacity(layers);
  const single = layers.length === 1 ? layers[0] : undefined;

  function commit(value: number, target: readonly string[]) {
    run.current = null;
    store.dispatch('setOpacity', { uuids: target, opacity: value });
  }

  function step(delta: number, typed: number | null) {
    const base = typed ?? sharedOpacity(uuids.map((uuid) => findLayer(store.getState(), uuid)).filter((l): l is Layer => l !== undefined));
    if (base === null) return;
    const opacity = clampOpacity(base + delta);
    const current = store.getState();
    if (run.current === current) store.apply(setOpacity(current, uuids, opacity), 'never');
    else store.dispatch('setOpacity', { uuids, opacity });
    run.current = store.getState();
  }

  const slide = (value: number) => (now: DesignerState) => setOpacity(now, uuids, value);
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
        onSlide={(next) => slider.move(slide(next))}
        onSlideEnd={(next) => slider.end(slide(next))}
      />
      {single?.type === 'IMAGE' && (
        <Button long disabled={saving || !canCrop(single)} onClick={() => onCrop(single.uuid)}>
          {T.crop}
        </Button>
      )}
    </section>
  );
}
