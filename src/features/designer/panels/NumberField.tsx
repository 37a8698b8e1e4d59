import { Input } from '@arco-design/web-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { historyKeysFrom } from '../session/useDesignerKeyboard';

export interface NumberFieldProps {
  /** The short label in front of the number (X, 宽, 旋转), also the field's accessible name. */
  label: string;
  /** Null: nothing to show (layers turned differently); `placeholder` says why. */
  value: number | null;
  placeholder?: string;
  disabled: boolean;
  /** What the field is for (the selection's uuids), kept from the first key typed until the number is applied. */
  target: readonly string[];
  /** Enter or leaving the field with a typed number, and the target it was typed for. */
  onCommit: (value: number, target: readonly string[]) => void;
  /**
   * An arrow key: one step (1, with Shift 10) up or down, from what was typed (`typed`) or, when nothing
   * was, from the document as it is now (the parent reads it: a held key can outrun a render).
   */
  onStep: (delta: number, typed: number | null) => void;
  /** The field lost the focus: a run of arrow steps is over. */
  onLeave: () => void;
}

const STEP = 1;
const SHIFT_STEP = 10;

/**
 * A number typed as in Figma or Canva: the field holds what is typed until Enter or leaving it applies
 * it; Escape puts the shown value back (and does not close the designer); ↑ and ↓ step it at once. With
 * nothing typed since then, undo and redo are the designer's (spec 2 §9), and the field shows the result.
 */
export function NumberField({ label, value, placeholder, disabled, target, onCommit, onStep, onLeave }: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const typedFor = useRef<readonly string[]>(target);

  function commit() {
    if (draft === null) return;
    const typed = parseNumber(draft);
    setDraft(null);
    if (typed !== null) onCommit(typed, typedFor.current);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const typed = draft !== null ? parseNumber(draft) : null;
      setDraft(null);
      onStep((event.shiftKey ? SHIFT_STEP : STEP) * (event.key === 'ArrowUp' ? 1 : -1), typed);
    } else if (event.key === 'Enter') {
      commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
    }
  }

  return (
    <Input
      size="small"
      className="designer-number-field"
      prefix={label}
      aria-label={label}
      inputMode="decimal"
      disabled={disabled}
      placeholder={placeholder}
      value={draft ?? (value === null ? '' : String(roundForDisplay(value)))}
      onChange={(text) => {
        if (draft === null) typedFor.current = target;
        setDraft(text);
      }}
      onKeyDown={onKeyDown}
      {...historyKeysFrom(draft === null)}
      onBlur={() => {
        commit();
        onLeave();
      }}
    />
  );
}

/** Design pixels and degrees to 2 decimals: 104.99999999 shows as 105 (and -0 as 0). */
export function roundForDisplay(value: number): number {
  return Math.round(value * 100) / 100 + 0;
}

/**
 * The number in what was typed, or null: full-width digits, signs and points (a Chinese input method's)
 * count as their ASCII twins, and a trailing unit (px, °) is ignored.
 */
export function parseNumber(text: string): number | null {
  const ascii = text
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/[－—]/g, '-')
    .replace(/＋/g, '+')
    .replace(/\s|px$|°$/gi, '');
  if (ascii === '') return null;
  const value = Number(ascii);
  return Number.isFinite(value) ? value : null;
}
