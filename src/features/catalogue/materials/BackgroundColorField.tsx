import { Input } from '@arco-design/web-react';
import { IconCheck } from '@arco-design/web-react/icon';
import { parseHexColor } from '../../../../contract/hexColor';
import { MSG } from '../messages';
import { PRESET_BACKGROUND_COLORS } from './presetColors';

export interface BackgroundColorFieldProps {
  /** What the merchant typed or picked; the form normalises it on submit. */
  value?: string;
  onChange?: (value: string) => void;
  /** Set by the form while it saves (ui/FormModal locks its fields then). */
  disabled?: boolean;
}

/** Dark swatches need a light tick to stay visible. */
function isDark(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  return r * 0.299 + g * 0.587 + b * 0.114 < 150;
}

/** Spec 1 §5: the 15 preset colours as clickable swatches, plus a hex input for any other colour. */
export function BackgroundColorField({ value = '', onChange, disabled }: BackgroundColorFieldProps) {
  const normalized = parseHexColor(value);
  return (
    <div>
      <div className="preset-swatches" role="listbox" aria-label={MSG.catalogue.backgroundColor}>
        {PRESET_BACKGROUND_COLORS.map((hex) => {
          const selected = normalized === hex;
          return (
            <button
              key={hex}
              type="button"
              role="option"
              aria-selected={selected}
              disabled={disabled}
              aria-label={hex}
              title={hex}
              className={`preset-swatch${selected ? ' preset-swatch-selected' : ''}`}
              style={{ background: hex, color: isDark(hex) ? '#fff' : '#1d2129' }}
              onClick={() => onChange?.(hex)}
            >
              {selected ? <IconCheck /> : null}
            </button>
          );
        })}
      </div>
      <Input
        value={value}
        onChange={(next) => onChange?.(next)}
        placeholder="#rrggbb"
        allowClear
        disabled={disabled}
        style={{ width: 200 }}
        prefix={<span className="color-swatch" style={{ width: 16, height: 16, background: normalized ?? 'transparent' }} />}
      />
    </div>
  );
}
