import { Input } from '@arco-design/web-react';
import { readPrintSize, type PrintSize } from '../../../../contract/printSize';
import { MSG } from '../messages';

/** What the two boxes hold as typed: text, so that a refusal can name what is wrong with it. */
export interface PrintSizeText {
  width: string;
  height: string;
}

export const NO_PRINT_SIZE_TEXT: PrintSizeText = { width: '', height: '' };

export const printSizeText = (size: PrintSize | undefined): PrintSizeText =>
  size ? { width: String(size.widthMm), height: String(size.heightMm) } : NO_PRINT_SIZE_TEXT;

const isBlank = (text: PrintSizeText) => text.width.trim() === '' && text.height.trim() === '';

/**
 * The form rule of a print size (contract/printSize.ts's texts): both boxes empty is no size when the size is
 * optional (the model form), the width's refusal before the height's otherwise.
 */
export function printSizeRule(optional: boolean) {
  return {
    validator: (value: PrintSizeText | undefined, callback: (error?: string) => void) => {
      const text = value ?? NO_PRINT_SIZE_TEXT;
      if (optional && isBlank(text)) return callback();
      const read = readPrintSize(text.width, text.height);
      callback('problem' in read ? read.problem : undefined);
    },
  };
}

/** The size the boxes say (the rule has passed), null for none. */
export function printSizeOf(text: PrintSizeText | undefined): PrintSize | null {
  if (!text || isBlank(text)) return null;
  const read = readPrintSize(text.width, text.height);
  return 'size' in read ? read.size : null;
}

export const samePrintSize = (a: PrintSize | null | undefined, b: PrintSize | null | undefined) =>
  (a ?? null) === (b ?? null) || (!!a && !!b && a.widthMm === b.widthMm && a.heightMm === b.heightMm);

/** 宽 × 高 mm in one row; Form.Item hands it the value and onChange. */
export function PrintSizeInput({ value = NO_PRINT_SIZE_TEXT, onChange }: { value?: PrintSizeText; onChange?: (value: PrintSizeText) => void }) {
  return (
    <div className="print-size-input">
      <Input
        aria-label={MSG.catalogue.printWidth}
        placeholder={MSG.catalogue.widthPlaceholder}
        suffix="mm"
        inputMode="decimal"
        value={value.width}
        onChange={(width) => onChange?.({ ...value, width })}
      />
      <span aria-hidden>×</span>
      <Input
        aria-label={MSG.catalogue.printHeight}
        placeholder={MSG.catalogue.heightPlaceholder}
        suffix="mm"
        inputMode="decimal"
        value={value.height}
        onChange={(height) => onChange?.({ ...value, height })}
      />
    </div>
  );
}
