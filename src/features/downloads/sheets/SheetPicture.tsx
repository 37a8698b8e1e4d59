/**
 * One sheet as the preview draws it, at true proportions (the viewBox is the sheet in mm): the bed, each slot
 * with its number, each design from its rendition at its box (designTransform: turned, mirrored, with bleed,
 * clipped to its bleed box), its order number, copy k/N and check badge. Slots are buttons: a click (or Enter)
 * picks one, and a press on one slot let go over another swaps the two, as a drag would.
 */
import { useId, type KeyboardEvent } from 'react';
import type { JigSlot } from '../../../../contract/jigTypes';
import { bleedBox, designTransform, itemCopy } from '../../../lib/sheets/placement';
import type { BoxMm, DesignCheck, Placement, Sheet } from '../../../lib/sheets/types';
import { MSG } from '../messages';
import type { SheetsView } from './sheetsSession';

const T = MSG.sheets;

export interface SheetPictureProps {
  view: SheetsView;
  sheet: Sheet;
  /** The slot picked (its number), if any. */
  picked: number | null;
  onPick: (slot: number) => void;
  /** A press on one slot let go over another. */
  onDrop: (from: number, to: number) => void;
}

/** The slots drawn: a jig's own, or on a film sheet each design's box (its number is its place in the packing). */
function slotsOf(view: SheetsView, sheet: Sheet): { number: number; box: BoxMm; outline?: string }[] {
  if (view.jig.kind !== 'film') {
    return view.jig.slots.map((slot: JigSlot) => ({ number: slot.number, box: { xMm: slot.xMm, yMm: slot.yMm, widthMm: slot.widthMm, heightMm: slot.heightMm }, ...(slot.outline ? { outline: slot.outline } : {}) }));
  }
  return sheet.placements.map((placement) => ({ number: placement.slot, box: placement.box }));
}

const LEVEL_COLOUR: Record<DesignCheck['level'], string> = { red: '#f53f3f', yellow: '#ff7d00', green: '#00b42a' };

export function SheetPicture({ view, sheet, picked, onPick, onDrop }: SheetPictureProps) {
  const clipBase = useId();
  const heightMm = view.jig.kind === 'film' ? sheet.heightMm : view.jig.heightMm;
  const bySlot = new Map(sheet.placements.map((placement) => [placement.slot, placement]));
  const empty = new Set(sheet.emptySlots ?? []);
  const slots = slotsOf(view, sheet);
  // A label the size of the slot's shorter side, so it reads on a 60 mm pocket and on a 200 mm one alike.
  const labelMm = (box: BoxMm) => Math.max(3, Math.min(box.widthMm, box.heightMm) / 9);

  const slotAt = (x: number, y: number) => {
    const target = document.elementFromPoint(x, y)?.closest('[data-slot]');
    return target ? Number(target.getAttribute('data-slot')) : null;
  };
  const keyPick = (slot: number) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(slot);
    }
  };

  return (
    <svg className="sheet-picture" viewBox={`0 0 ${view.jig.widthMm} ${heightMm}`} role="group" aria-label={T.sheetLabel(sheet.number, sheet.materialName, sheet.colorName)}>
      <rect className="sheet-bed" x={0} y={0} width={view.jig.widthMm} height={heightMm} />
      {slots.map(({ number, box, outline }) => {
        const placement = bySlot.get(number);
        const file = placement ? view.files.get(placement.item.key) : undefined;
        const check = placement ? view.checks.get(placement.item.key) : undefined;
        const copy = placement ? itemCopy(placement) : null;
        const label = placement && copy ? T.slotLabel(number, placement.item.orderOriginalId, copy.copy, copy.copies, check?.text ?? T.reading) : empty.has(number) ? T.slotLeftEmpty(number) : T.slotFree(number);
        const clipId = `${clipBase}-${number}`;
        return (
          <g
            key={number}
            data-slot={number}
            className={`sheet-slot${picked === number ? ' is-picked' : ''}${empty.has(number) ? ' is-empty' : ''}`}
            role="button"
            tabIndex={0}
            aria-pressed={picked === number}
            aria-label={label}
            onClick={() => onPick(number)}
            onKeyDown={keyPick(number)}
            onPointerDown={(event) => {
              if (event.button !== 0) return;
              const from = number;
              const up = (upEvent: globalThis.PointerEvent) => {
                window.removeEventListener('pointerup', up);
                const to = slotAt(upEvent.clientX, upEvent.clientY);
                if (to !== null && to !== from) onDrop(from, to);
              };
              window.addEventListener('pointerup', up);
            }}
          >
            {outline ? <path className="sheet-slot-outline" d={outline} /> : <rect className="sheet-slot-outline" x={box.xMm} y={box.yMm} width={box.widthMm} height={box.heightMm} />}
            {placement && file ? <Design placement={placement} file={file} clipId={clipId} /> : null}
            {placement && !file ? <rect className="sheet-design-pending" {...boxAttributes(placement.box)} /> : null}
            <text className="sheet-slot-number" x={box.xMm + 1.5} y={box.yMm + 1.5 + labelMm(box)} fontSize={labelMm(box)}>
              {number}
            </text>
            {placement ? (
              <text className="sheet-slot-order" x={box.xMm + box.widthMm / 2} y={box.yMm + box.heightMm - 1.5} fontSize={labelMm(box) * 0.95} textAnchor="middle">
                {T.slotCaption(placement.item.orderOriginalId, copy!.copy, copy!.copies)}
              </text>
            ) : null}
            {check ? (
              <g className="sheet-badge">
                <rect x={box.xMm + box.widthMm - labelMm(box) * 5.2} y={box.yMm + 1} width={labelMm(box) * 5} height={labelMm(box) * 1.3} rx={labelMm(box) * 0.3} fill={LEVEL_COLOUR[check.level]} />
                <text x={box.xMm + box.widthMm - labelMm(box) * 2.7} y={box.yMm + 1 + labelMm(box) * 0.95} fontSize={labelMm(box) * 0.8} textAnchor="middle">
                  {T.badge(check.effectiveDpi)}
                </text>
              </g>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

const boxAttributes = (box: BoxMm) => ({ x: box.xMm, y: box.yMm, width: box.widthMm, height: box.heightMm });

function Design({ placement, file, clipId }: { placement: Placement; file: { previewUrl: string; widthPx: number; heightPx: number }; clipId: string }) {
  const [a, b, c, d, e, f] = designTransform(placement, file.widthPx, file.heightPx);
  return (
    <>
      <clipPath id={clipId}>
        <rect {...boxAttributes(bleedBox(placement))} />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <image href={file.previewUrl} width={file.widthPx} height={file.heightPx} preserveAspectRatio="none" transform={`matrix(${a} ${b} ${c} ${d} ${e} ${f})`} />
      </g>
    </>
  );
}
