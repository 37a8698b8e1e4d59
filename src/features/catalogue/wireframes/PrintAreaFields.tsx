import { Input, Message, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { parsePastedPrintArea } from '../../../lib/printArea';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';

export interface PrintAreaDraft {
  left: string;
  right: string;
  top: string;
  bottom: string;
}

export const EMPTY_PRINT_AREA: PrintAreaDraft = { left: '', right: '', top: '', bottom: '' };

export function printAreaDraft(area: { left: number; right: number; top: number; bottom: number } | null): PrintAreaDraft {
  if (!area) return EMPTY_PRINT_AREA;
  return { left: String(area.left), right: String(area.right), top: String(area.top), bottom: String(area.bottom) };
}

const SIDES = [
  ['left', COMMON.catalogue.printAreaLeft],
  ['right', COMMON.catalogue.printAreaRight],
  ['top', COMMON.catalogue.printAreaTop],
  ['bottom', COMMON.catalogue.printAreaBottom],
] as const;

/**
 * The four margins, and a paste box that fills them from `a,b,c,d` (spec 1 §5). The same text pasted
 * into any margin fills all four too; the box also takes it typed, on Enter.
 */
export function PrintAreaFields({ value, onChange }: { value: PrintAreaDraft; onChange: (next: PrintAreaDraft) => void }) {
  const [typed, setTyped] = useState('');

  /** Fills the margins from a,b,c,d; true when the text was one. */
  function fill(text: string, reportInvalid: boolean): boolean {
    const parsed = parsePastedPrintArea(text);
    if (!parsed) {
      if (reportInvalid) Message.error(MSG.catalogue.pasteInvalid);
      return false;
    }
    onChange(printAreaDraft(parsed));
    Message.success(COMMON.catalogue.pasted);
    return true;
  }

  return (
    <div className="print-area-fields">
      <Space wrap>
        {SIDES.map(([side, label]) => (
          <Input
            key={side}
            aria-label={label}
            addBefore={label}
            style={{ width: 130 }}
            value={value[side]}
            onChange={(text) => onChange({ ...value, [side]: text.trim() })}
            onPaste={(event) => {
              // A single number pastes as usual; a,b,c,d fills all four.
              if (fill(event.clipboardData.getData('text'), false)) event.preventDefault();
            }}
          />
        ))}
      </Space>
      <Input
        style={{ marginTop: 8 }}
        aria-label={MSG.catalogue.pastePrintArea}
        placeholder={MSG.catalogue.pasteHint}
        value={typed}
        onChange={setTyped}
        onPressEnter={() => {
          if (fill(typed, true)) setTyped('');
        }}
        onPaste={(event) => {
          event.preventDefault();
          if (fill(event.clipboardData.getData('text'), true)) setTyped('');
        }}
      />
    </div>
  );
}
