/**
 * The preview of a layout before (and after) it is saved: every sheet with each design in its pocket, its
 * order number, copy k/N and check badge; the hand edits (swap two slots, leave a slot empty for a defective
 * blank, push a design to the next sheet) by pointer or keyboard; what was not placed and why; and saving
 * the whole layout or one sheet again (a reprint: free for what was charged already).
 */
import { Button, Checkbox, Message, Modal, Progress, Space } from '@arco-design/web-react';
import { useState, useSyncExternalStore } from 'react';
import { useSingleFlight } from '../../../ui/useSingleFlight';
import type { SlotAt } from '../../../lib/sheets/layout';
import { itemCopy } from '../../../lib/sheets/placement';
import type { NotPlaced, Placement } from '../../../lib/sheets/types';
import { formatPrintSize } from '../../../../contract/printSize';
import { MSG } from '../messages';
import { SheetPicture } from './SheetPicture';
import type { SheetsActions } from './sheetsFlow';
import type { SheetsSession, SheetsView } from './sheetsSession';
import './sheets.css';

const T = MSG.sheets;

export interface SheetsPreviewProps {
  session: SheetsSession;
  actions: SheetsActions;
  onClose: () => void;
}

/** Why a design is not on any sheet, in the merchant's words. */
export function notPlacedText(entry: NotPlaced): string {
  const { item } = entry;
  if (entry.reason === 'noPrintSize') return T.noPrintSize(item.orderOriginalId, item.phoneModelName);
  if (entry.reason === 'fitsNoSlot') return T.fitsNoSlot(item.orderOriginalId, item.phoneModelName, item.printSize ? formatPrintSize(item.printSize) : '');
  if (entry.reason === 'noPrintFile') return T.noPrintFileLine(item.orderOriginalId, item.phoneModelName);
  return T.unreadableLine(item.orderOriginalId);
}

export function SheetsPreview({ session, actions, onClose }: SheetsPreviewProps) {
  const view = useSyncExternalStore(session.subscribe, session.snapshot);
  const [current, setCurrent] = useState(1);
  const [picked, setPicked] = useState<number | null>(null);
  const [swapping, setSwapping] = useState(false);
  const [withTiff, setWithTiff] = useState(false);
  const sheets = view.layout.sheets;
  const sheet = sheets.find((entry) => entry.number === current) ?? sheets[0];
  const complete = view.progress.done >= view.progress.total;

  const save = useSingleFlight(async (numbers: readonly number[], slot?: number) => {
    try {
      const result = await actions.save({ sheets: numbers, withTiff, ...(slot === undefined ? {} : { slot }) });
      if (result.warnings.length === 0) Message.success({ content: slot === undefined ? T.saved(numbers.length) : T.slotSaved(slot), id: 'sheets-saved' });
      else
        Modal.warning({
          title: T.savedWithWarnings,
          content: (
            <ul className="download-failures">
              {result.warnings.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ),
        });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      Message.error({ content: T.saveFailed(error instanceof Error ? error.message : String(error)), id: 'sheets-save-failed', duration: 8000 });
    }
  });

  // While a save writes the sheets, they stay as they are: the file saved is the layout shown.
  const edited = (reason: string | null) => {
    if (reason) Message.warning({ content: reason, id: reason });
    setPicked(null);
    setSwapping(false);
  };
  const at = (slot: number): SlotAt => ({ sheet: sheet!.number, slot });
  const pick = (slot: number) => {
    if (save.pending) return;
    if (swapping && picked !== null && picked !== slot) return edited(session.swap(at(picked), at(slot)));
    setSwapping(false);
    setPicked(picked === slot ? null : slot);
  };
  const placement: Placement | undefined = sheet && picked !== null ? sheet.placements.find((entry) => entry.slot === picked) : undefined;
  const check = placement ? view.checks.get(placement.item.key) : undefined;
  const blocked = save.pending || !complete;

  return (
    <Modal
      visible
      title={T.previewTitle(view.jig.name)}
      className="sheets-preview-modal"
      maskClosable={false}
      escToExit={!save.pending}
      closable={!save.pending}
      onCancel={onClose}
      footer={
        <Space wrap>
          <Checkbox checked={withTiff} onChange={setWithTiff} disabled={save.pending}>
            {T.withTiff}
          </Checkbox>
          <Button onClick={onClose} disabled={save.pending}>
            {T.close}
          </Button>
          {sheet ? (
            <Button disabled={blocked} onClick={save.click([sheet.number])}>
              {T.saveSheet(sheet.number)}
            </Button>
          ) : null}
          <Button type="primary" loading={save.pending} disabled={!complete || sheets.length === 0} onClick={save.click(sheets.map((entry) => entry.number))}>
            {T.saveAll}
          </Button>
        </Space>
      }
    >
      <ReadingProgress view={view} />
      {sheets.length === 0 ? <p className="sheets-none">{T.noSheets}</p> : null}
      {sheet ? (
        <div className="sheets-body">
          <nav className="sheets-list" aria-label={T.sheetsNav}>
            {sheets.map((entry) => (
              <Button
                key={entry.number}
                size="small"
                long
                type={entry.number === sheet.number ? 'primary' : 'secondary'}
                aria-current={entry.number === sheet.number ? 'true' : undefined}
                onClick={() => {
                  setCurrent(entry.number);
                  setPicked(null);
                  setSwapping(false);
                }}
              >
                {T.sheetTab(entry.number, entry.materialName, entry.colorName, entry.placements.length)}
                {view.savedAt.has(entry.number) ? ` · ${T.savedMark}` : ''}
              </Button>
            ))}
          </nav>
          <div className="sheets-picture-wrap">
            <SheetPicture view={view} sheet={sheet} picked={picked} onPick={pick} onDrop={(from, to) => !save.pending && edited(session.swap(at(from), at(to)))} />
          </div>
          <aside className="sheets-side" aria-live="polite">
            {picked === null ? (
              <p className="sheets-hint">{T.pickHint}</p>
            ) : (
              <>
                <h4>{T.slotTitle(picked)}</h4>
                {placement ? (
                  <dl className="sheets-facts">
                    <dt>{T.order}</dt>
                    <dd>{placement.item.orderOriginalId}</dd>
                    <dt>{T.copy}</dt>
                    <dd>{`${itemCopy(placement).copy}/${itemCopy(placement).copies}`}</dd>
                    <dt>{T.model}</dt>
                    <dd>{placement.item.phoneModelName}</dd>
                    <dt>{T.blank}</dt>
                    <dd>{`${placement.item.materialName} ${placement.item.colorName}`}</dd>
                    <dt>{T.check}</dt>
                    <dd className={check ? `sheets-check is-${check.level}` : undefined}>{check?.text ?? T.reading}</dd>
                  </dl>
                ) : (
                  <p>{(sheet.emptySlots ?? []).includes(picked) ? T.slotLeftEmpty(picked) : T.slotFree(picked)}</p>
                )}
                <Space direction="vertical" className="sheets-actions">
                  <Button size="small" long type={swapping ? 'primary' : 'secondary'} disabled={save.pending} onClick={() => setSwapping(!swapping)}>
                    {swapping ? T.swapPickOther : T.swap}
                  </Button>
                  {placement ? (
                    <>
                      <Button size="small" long disabled={save.pending} onClick={() => edited(session.leaveEmpty(at(picked)))}>
                        {T.leaveEmpty}
                      </Button>
                      <Button size="small" long disabled={save.pending} onClick={() => edited(session.pushToNextSheet(at(picked)))}>
                        {T.pushNext}
                      </Button>
                      <Button size="small" long disabled={blocked} onClick={save.click([sheet.number], picked)}>
                        {T.reprintSlot}
                      </Button>
                    </>
                  ) : null}
                </Space>
              </>
            )}
          </aside>
        </div>
      ) : null}
      <NotPlacedList view={view} />
    </Modal>
  );
}

function ReadingProgress({ view }: { view: SheetsView }) {
  const { done, total } = view.progress;
  const { making } = view;
  return (
    <div className="sheets-progress" role="status">
      <span>{T.progress(done, total, view.layout.sheets.length)}</span>
      {done < total ? <Progress percent={total === 0 ? 100 : Math.floor((done / total) * 100)} size="small" /> : null}
      {making ? <span>{T.making(making.made, making.total)}</span> : null}
    </div>
  );
}

function NotPlacedList({ view }: { view: SheetsView }) {
  const failures = view.failures;
  const others = view.layout.notPlaced.filter((entry) => entry.reason !== 'unreadable');
  if (failures.length === 0 && others.length === 0) return null;
  return (
    <section className="sheets-not-placed">
      <h4>{T.notPlacedTitle}</h4>
      <ul className="download-failures">
        {others.map((entry) => (
          <li key={`${entry.item.key}:${entry.reason}`}>{notPlacedText(entry)}</li>
        ))}
        {failures.map(({ item, reason }) => (
          <li key={`${item.key}:failed`}>{T.failureLine(item.orderOriginalId, reason)}</li>
        ))}
      </ul>
    </section>
  );
}
