import { Input } from '@arco-design/web-react';
import { parseHexColor } from '../../../contract/hexColor';
import { MSG } from './messages';

/** Spec 2 §5: a new text colour starts from #000000. */
export const DEFAULT_TEXT_COLOR = '#000000';

export interface ColorFieldProps {
  value?: string;
  onChange?: (value: string) => void;
}

/** A native colour picker beside a hex input; both edit the same value, the form validates the text. */
export function ColorField({ value = '', onChange }: ColorFieldProps) {
  const parsed = parseHexColor(value);
  return (
    <div className="text-color-field">
      <input
        type="color"
        className="text-color-picker"
        aria-label={MSG.fonts.color}
        // The native picker only holds a valid colour; while the text is malformed it shows the default.
        value={parsed ?? DEFAULT_TEXT_COLOR}
        onChange={(event) => onChange?.(event.currentTarget.value)}
      />
      <Input
        value={value}
        onChange={(next) => onChange?.(next)}
        placeholder="#rrggbb"
        allowClear
        className="text-color-hex"
        style={{ width: 180 }}
      />
    </div>
  );
}
