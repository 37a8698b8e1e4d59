import { Alert, Button, Select, Typography } from '@arco-design/web-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { StrokeStyle } from '../../../../contract/templates';
import { STROKE_STYLES } from '../../../../contract/templates';
import { MSG } from '../messages';
import type { DesignerState, Layer } from '../model';
import { DEFAULT_STROKE, STROKE_LIMITS, STROKE_NO_OFFSET, STROKE_OPACITY_SCALE } from '../../../../contract/stroke';
import {
  canStroke,
  setLayerStroke,
  strokeSettings,
  type StrokeSettings,
} from '../model/strokeActions';
import { useStrokeRendererOf } from '../session/useStrokeRenderer';
import { useDesignerSnapshot } from '../useDesignerSnapshot';
import { useDesignerStore } from '../designerStoreContext';
import { NamedSlider } from './NamedSlider';
import { useSliderInteraction } from './useSliderInteraction';

export interface StrokeSectionProps {
  /** The one selected layer. */
  layer: Layer;
}

const T = MSG.designerStroke;

/**
 * The stroke of the selected image layer (spec 2 §3). A discrete choice (style, add, remove) is
 * one setStroke; a slider or colour drag, or a burst of arrow keys on a slider, is one interaction (one
 * undo step), each move replacing the present, and the renderer computes whichever value is current
 * when its last job ends.
 *
 * Text layers and the background have no stroke section; an AI cutout layer (its image is only the
 * placeholder the buyer's photo replaces) or a layer without an image says 请上传图片再使用描边功能; the cutout
 * layer also says why and the way on (取消抠图标记 makes it an image, which takes a stroke).
 */
export function StrokeSection({ layer }: StrokeSectionProps) {
  const store = useDesignerStore();
  const { saving } = useDesignerSnapshot(store);
  const renderer = useStrokeRendererOf(store);
  const slider = useSliderInteraction(store);

  if (layer.type === 'TEXT' || layer.isBackground) return null;
  if (!canStroke(layer)) {
    return (
      <section className="designer-stroke" data-testid="stroke-section">
        <Typography.Title heading={6}>{T.stroke}</Typography.Title>
        <Typography.Text type="secondary">{T.needsImage}</Typography.Text>
        {layer.type === 'AI_CUTOUT' && (
          <Typography.Paragraph type="secondary" className="designer-stroke-explain">
            {T.cutoutNeedsImage}
          </Typography.Paragraph>
        )}
      </section>
    );
  }

  const stroke = layer.stroke;
  const status = renderer ? renderer.status(layer) : 'idle';

  function set(next: StrokeSettings | null) {
    store.dispatch('setStroke', { uuid: layer.uuid, stroke: next && { ...next, imageUrl: null } });
  }

  /** A move of a drag (useSliderInteraction): the layer's stroke settings with the change. */
  function withChange(change: Partial<StrokeSettings>) {
    return (state: DesignerState) => {
      const current = state.layers.find((l) => l.uuid === layer.uuid);
      return current?.stroke ? setLayerStroke(state, layer.uuid, { ...strokeSettings(current.stroke), ...change }) : null;
    };
  }
  const slide = (change: Partial<StrokeSettings>) => slider.move(withChange(change));
  const slideEnd = (change: Partial<StrokeSettings>) => slider.end(withChange(change));

  if (!stroke) {
    return (
      <section className="designer-stroke" data-testid="stroke-section" data-status="none">
        <Typography.Title heading={6}>{T.stroke}</Typography.Title>
        <Button long disabled={saving} onClick={() => set(DEFAULT_STROKE)}>
          {T.add}
        </Button>
      </section>
    );
  }

  const settings = strokeSettings(stroke);
  const double = settings.style === 'DOUBLE_SOLID';
  return (
    <section
      className="designer-stroke"
      data-testid="stroke-section"
      data-status={status}
      data-image-url={stroke.imageUrl ?? ''}
      data-settings={JSON.stringify(settings)}
    >
      <Typography.Title heading={6}>{T.stroke}</Typography.Title>
      <Field label={T.style}>
        <Select
          data-testid="stroke-style"
          size="small"
          disabled={saving}
          value={settings.style}
          onChange={(style: StrokeStyle) => set({ ...settings, style })}
          options={STROKE_STYLES.map((style) => ({ value: style, label: T.styles[style] }))}
        />
      </Field>
      <LineControls
        prefix="stroke"
        disabled={saving}
        color={settings.color}
        width={settings.width}
        opacity={settings.opacity}
        onSlide={(change) => slide(rename(change, ''))}
        onSlideEnd={(change) => slideEnd(rename(change, ''))}
      />
      <SliderField
        label={T.offset}
        shown={`${settings.offset} px`}
        testId="stroke-offset"
        disabled={saving}
        // Spec 1 §5: 0 (the line hugs the outline) or 1–100; whole pixels from 0 are exactly that.
        limits={{ min: STROKE_NO_OFFSET, max: STROKE_LIMITS.offset.max }}
        value={settings.offset}
        onSlide={(offset) => slide({ offset })}
        onSlideEnd={(offset) => slideEnd({ offset })}
      />
      {double && (
        <>
          <Typography.Text className="designer-stroke-subtitle">{T.secondLine}</Typography.Text>
          <LineControls
            prefix="stroke2"
            line={T.secondLine}
            disabled={saving}
            color={settings.color2}
            width={settings.width2}
            opacity={settings.opacity2}
            onSlide={(change) => slide(rename(change, '2'))}
            onSlideEnd={(change) => slideEnd(rename(change, '2'))}
          />
        </>
      )}
      {status === 'computing' && <Typography.Text type="secondary">{T.computing}</Typography.Text>}
      {status === 'failed' && (
        <Alert
          type="error"
          content={T.failed}
          action={
            <Button size="mini" type="primary" onClick={() => renderer?.retry(layer.uuid)}>
              {T.retry}
            </Button>
          }
        />
      )}
      <Button long status="danger" disabled={saving} onClick={() => set(null)}>
        {T.remove}
      </Button>
    </section>
  );
}

interface LineChange {
  color?: string;
  width?: number;
  opacity?: number;
}

function rename(change: LineChange, suffix: '' | '2'): Partial<StrokeSettings> {
  const out: Partial<StrokeSettings> = {};
  if (change.color !== undefined) out[`color${suffix}`] = change.color;
  if (change.width !== undefined) out[`width${suffix}`] = change.width;
  if (change.opacity !== undefined) out[`opacity${suffix}`] = change.opacity;
  return out;
}

interface LineControlsProps {
  prefix: string;
  /** The second line's name goes before its controls' names, so a screen reader tells the two lines apart. */
  line?: string;
  disabled: boolean;
  color: string;
  width: number;
  opacity: number;
  onSlide: (change: LineChange) => void;
  onSlideEnd: (change: LineChange) => void;
}

/** Colour, width and opacity of one line. */
function LineControls({ prefix, line = '', disabled, color, width, opacity, onSlide, onSlideEnd }: LineControlsProps) {
  const colorInput = useRef<HTMLInputElement>(null);
  const latest = useRef(onSlideEnd);
  latest.current = onSlideEnd;

  // The picker reports every colour it passes through (input) and the one chosen when it closes (change):
  // the passing ones are the drag, the chosen one ends it. React's onChange is the former only.
  useEffect(() => {
    const input = colorInput.current;
    if (!input) return;
    const onChange = () => latest.current({ color: input.value });
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, []);

  return (
    <>
      <Field label={MSG.designerStroke.color} value={color}>
        <input
          ref={colorInput}
          type="color"
          data-testid={`${prefix}-color`}
          aria-label={`${line}${MSG.designerStroke.color}`}
          disabled={disabled}
          value={color}
          onChange={(event) => onSlide({ color: event.currentTarget.value })}
        />
      </Field>
      <SliderField
        label={MSG.designerStroke.width}
        name={`${line}${MSG.designerStroke.width}`}
        shown={`${width} px`}
        testId={`${prefix}-width`}
        disabled={disabled}
        limits={STROKE_LIMITS.width}
        value={width}
        onSlide={(next) => onSlide({ width: next })}
        onSlideEnd={(next) => onSlideEnd({ width: next })}
      />
      <SliderField
        label={MSG.designerStroke.opacity}
        name={`${line}${MSG.designerStroke.opacity}`}
        shown={`${Math.round(opacity * STROKE_OPACITY_SCALE)}%`}
        testId={`${prefix}-opacity`}
        disabled={disabled}
        limits={STROKE_LIMITS.opacity}
        value={Math.round(opacity * STROKE_OPACITY_SCALE)}
        onSlide={(percent) => onSlide({ opacity: percent / STROKE_OPACITY_SCALE })}
        onSlideEnd={(percent) => onSlideEnd({ opacity: percent / STROKE_OPACITY_SCALE })}
      />
    </>
  );
}

interface SliderFieldProps {
  label: string;
  /** The slider's accessible name (WCAG 4.1.2); the label when absent. */
  name?: string;
  /** The value as the label shows it. */
  shown: string;
  testId: string;
  disabled: boolean;
  limits: { min: number; max: number };
  value: number;
  /** Each move of a drag, then its end (one undo step). */
  onSlide: (value: number) => void;
  onSlideEnd: (value: number) => void;
}

function SliderField({ label, name = label, shown, testId, disabled, limits, value, onSlide, onSlideEnd }: SliderFieldProps) {
  return (
    <Field label={label} value={shown}>
      <NamedSlider name={name} testId={testId} disabled={disabled} {...limits} value={value} onSlide={onSlide} onSlideEnd={onSlideEnd} />
    </Field>
  );
}

function Field({ label, value, children }: { label: string; value?: string | number; children: ReactNode }) {
  return (
    <div className="designer-stroke-field">
      <span className="designer-stroke-label">
        {label}
        {value !== undefined && <span className="designer-stroke-value">{value}</span>}
      </span>
      {children}
    </div>
  );
}
