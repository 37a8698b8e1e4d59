import { Select, Switch } from '@arco-design/web-react';
import type { FontColor, ShopFont } from '../../../../contract/library';
import { MSG } from '../messages';
import { DEFAULT_TEXT_COLOR } from '../model/textLayout';

/** The font, colour and direction controls the 添加文字 menu and the property panel share. */
export function FontSelect({ fonts, value, onChange, disabled }: { fonts: readonly ShopFont[]; value: string | undefined; onChange: (font: ShopFont) => void; disabled?: boolean }) {
  return (
    <Select
      className="designer-text-font"
      aria-label={MSG.designerText.font}
      placeholder={MSG.designerText.font}
      value={value}
      disabled={disabled}
      onChange={(id: string) => {
        const font = fonts.find((f) => f.id === id);
        if (font) onChange(font);
      }}
    >
      {fonts.map((font) => (
        <Select.Option key={font.id} value={font.id}>
          {font.name}
        </Select.Option>
      ))}
    </Select>
  );
}

/**
 * The shop's enabled text colours as swatches; the chosen one is outlined. Spec 2 §9's default text colour
 * (#646464) is always offered, first, so it can be picked again after another; a colour the library does
 * not hold (one disabled since) is shown while it is the layer's, so the current colour is always seen.
 */
export function ColorSwatches({ colors, value, onChange, disabled }: { colors: readonly FontColor[]; value: string; onChange: (hex: string) => void; disabled?: boolean }) {
  const chosen = value.toLowerCase();
  const held = new Set(colors.map((color) => color.hexCode.toLowerCase()));
  const extra = [...new Set([DEFAULT_TEXT_COLOR.toLowerCase(), chosen])].filter((hex) => !held.has(hex));
  const shown = [...extra.map((hexCode) => ({ id: `extra-${hexCode}`, hexCode })), ...colors];
  return (
    <div className="designer-text-colors" role="radiogroup" aria-label={MSG.designerText.color}>
      {shown.map((color) => (
        <button
          key={color.id}
          type="button"
          role="radio"
          aria-checked={color.hexCode.toLowerCase() === chosen}
          aria-label={color.hexCode}
          title={color.hexCode}
          disabled={disabled}
          className="designer-text-color"
          style={{ background: color.hexCode }}
          onClick={() => onChange(color.hexCode)}
        />
      ))}
    </div>
  );
}

export function VerticalSwitch({ value, onChange, disabled }: { value: boolean; onChange: (vertical: boolean) => void; disabled?: boolean }) {
  return (
    <label className="designer-text-vertical">
      <Switch size="small" checked={value} disabled={disabled} onChange={onChange} aria-label={MSG.designerText.vertical} />
      <span>{MSG.designerText.vertical}</span>
    </label>
  );
}
