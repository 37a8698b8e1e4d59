import { Alert, Message, Modal, Spin } from '@arco-design/web-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { parsePsd, PsdImportError, type DrawnArtboard, type PsdDocument, type PsdProgress } from '../lib/psd/psdClient';
import type { Size } from '../lib/psd/psdPlacement';
import type { ListedArtboard, ParsedArtboard } from '../lib/psd/psdProtocol';
import { MSG } from '../messages';
import { ArtboardRowGroup, PreviewStore, rangeKey } from './PsdArtboardList';
import { ROWS_PER_TASK, useRowsRevealed } from './useRowsRevealed';
import { useSingleFlight } from './useSingleFlight';
import './psdImport.css';

const texts = MSG.psdImport;

/** 导入失败 with the reason: a refusal, a broken file, a worker that died or stalled. */
export function showPsdImportFailure(reason: string): void {
  Modal.error({ title: texts.failedTitle, content: reason, okText: MSG.confirm.ok });
}

/** The reason 导入失败 gives for what the document rejected with. */
const failureReason = (failure: unknown): string => (failure instanceof PsdImportError ? failure.reasonText : texts.corrupt);

/**
 * The template import's choice as 导入 is pressed: the artboards listed, and their PNGs, which the dialog
 * waits for (saying how far they are) when `encoded` is called; null when the dialog was closed meanwhile
 * or said why they failed.
 */
export interface ChosenArtboards {
  artboards: ListedArtboard[];
  indexes: number[];
  encoded: () => Promise<ParsedArtboard[] | null>;
}

/**
 * What 导入 hands over. one: the layer import (exactly one 画板), its layers as drawn bitmaps at once, their
 * PNGs following in the background (the canvas shows bitmaps; a save waits for the PNGs). many: the template
 * import (at least one), from 导入 on, so that its wait for the PNGs it uploads is the import's too.
 */
export type PsdImportTake =
  | { mode: 'one'; onImport: (artboards: DrawnArtboard[]) => Promise<boolean> }
  | { mode: 'many'; onImport: (chosen: ChosenArtboards) => Promise<boolean> };

export type PsdImportDialogProps = PsdImportTake & {
  /** The chosen file; null closes the dialog. */
  file: File | null;
  title: string;
  /** The template canvas the artboards are fitted to. */
  canvas: Size;
  onClose: () => void;
  /** Artboards already imported from this file (a template import that stopped half-way): shown done, not offered again. */
  done?: ReadonlySet<number>;
  /** What the import is doing now (创建模板 2/3). */
  importStatus?: string | null;
};

/**
 * `apply` at most once per `ms`, the calls between dropped: each status update re-renders the dialog and
 * its list, and the worker reports every layer's PNG (100 for a full artboard).
 */
function atMostEvery<T>(ms: number, apply: (value: T) => void): (value: T) => void {
  let last = -Infinity;
  return (value) => {
    const now = performance.now();
    if (now - last < ms) return;
    last = now;
    apply(value);
  };
}

/** How often 导入's wait says how far the PNGs are. */
const STATUS_EVERY_MS = 200;

function progressText(progress: PsdProgress): string {
  if (progress.stage === 'reading') return texts.reading;
  if (progress.stage === 'parsing') return texts.parsing;
  return texts.encoding(progress.done, progress.total);
}

/**
 * The PSD dialog both imports share (spec 2 §4 "PSD import"): parses the file in the worker with
 * progress, then lists the artboards with a preview, their size and layer count before anything is
 * written, while the worker makes the layers' PNGs; 导入 waits for the chosen ones' (asked for first).
 * A file that cannot be imported closes the dialog with 导入失败 and the reason.
 */
export function PsdImportDialog(props: PsdImportDialogProps) {
  const { file, mode, title, canvas, onClose, done, importStatus } = props;
  const [listing, setListing] = useState<{ file: File; psd: PsdDocument } | null>(null);
  // Closed (no file), the last list stays while the dialog fades out, not the reading spinner of an empty
  // dialog; a new file's dialog never shows the last file's list.
  const psd = listing && (file === null || listing.file === file) ? listing.psd : null;
  const artboards = psd?.artboards ?? null;
  const [progress, setProgress] = useState<PsdProgress | null>(null);
  /** Drawn after the listing, one artboard at a time: the list does not wait for them. */
  const [previews, setPreviews] = useState(() => new PreviewStore());
  /** 导入 is waiting for PNGs or writing: a failure then is its to report. */
  const importing = useRef(false);
  /** The PNGs 导入 waits for, while it waits. */
  const [encoding, setEncoding] = useState<PsdProgress | null>(null);
  /** 导入 is waiting for PNGs, nothing written yet: the dialog can still be closed, which stops the wait. */
  const [waitingForPngs, setWaitingForPngs] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const canvasRef = useRef(canvas);
  canvasRef.current = canvas;
  const modeRef = useRef(mode);
  modeRef.current = mode;

  useEffect(() => {
    if (!file) return;
    const store = new PreviewStore();
    setPreviews(store);
    setSelected([]);
    setProgress(null);
    setEncoding(null);
    let current = true;
    // Closing the dialog closes the document: the worker stops making PNGs, the previews are let go.
    const closed = new AbortController();
    parsePsd(file, {
      canvas: canvasRef.current,
      drawnLayers: modeRef.current === 'one',
      signal: closed.signal,
      onProgress: (next) => current && setProgress(next),
      onPreview: (index, bitmap) => store.set(index, bitmap),
      // The worker is gone while the merchant reads the list: say so now rather than at 导入.
      onFailed: (failure) => {
        if (!current || importing.current) return;
        showPsdImportFailure(failureReason(failure));
        closeRef.current();
      },
    }).then(
      (parsed) => {
        if (!current) return;
        setListing({ file, psd: parsed });
        // The one importable artboard of a layer import is chosen already.
        const importable = parsed.artboards.flatMap((board, index) => (board.layers.length > 0 ? [index] : []));
        if (importable.length === 1) setSelected(importable);
      },
      (failure: unknown) => {
        if (!current) return;
        showPsdImportFailure(failureReason(failure));
        closeRef.current();
      },
    );
    return () => {
      current = false;
      closed.abort();
    };
  }, [file]);

  const { click: confirmClick, pending } = useSingleFlight(async () => {
    if (!psd) return;
    importing.current = true;
    try {
      await importChosen(psd);
    } finally {
      importing.current = false;
    }
  });

  async function importChosen(psd: PsdDocument) {
    const chosen = selected.filter((index) => !done?.has(index));
    if (mode === 'one' ? chosen.length !== 1 : chosen.length === 0) {
      Message.warning(mode === 'one' ? texts.selectOne : texts.selectAtLeastOne);
      return;
    }
    // The layer import writes the layers as soon as they are drawn: their PNGs are not what it places.
    if (props.mode === 'one') {
      setWaitingForPngs(true);
      const drawn = await settledOrClosed(psd.drawn(chosen));
      setWaitingForPngs(false);
      if (drawn && (await props.onImport(drawn))) onClose();
      return;
    }
    const encoded = async (): Promise<ParsedArtboard[] | null> => {
      setWaitingForPngs(true);
      // Said at once: the first PNG can take a while (a large layer, a busy worker), and the wait is 导入's.
      setEncoding({ stage: 'encoding', done: 0, total: chosen.reduce((sum, index) => sum + psd.artboards[index]!.layers.length, 0) });
      try {
        return await psd.encoded(chosen, atMostEvery(STATUS_EVERY_MS, setEncoding));
      } catch (failure) {
        reportUnlessClosed(failure);
        return null;
      } finally {
        setEncoding(null);
        setWaitingForPngs(false);
      }
    };
    if (await props.onImport({ artboards: chosen.map((index) => psd.artboards[index]!), indexes: chosen, encoded })) onClose();
  }

  /** Closed meanwhile: nothing to say. Otherwise the worker failed: 导入失败 as for the parse. */
  function reportUnlessClosed(failure: unknown) {
    if (failure instanceof DOMException && failure.name === 'AbortError') return;
    showPsdImportFailure(failureReason(failure));
    onClose();
  }

  /** What `wait` gives, or null once a failure was reported. */
  async function settledOrClosed<T>(wait: Promise<T>): Promise<T | null> {
    try {
      return await wait;
    } catch (failure) {
      reportUnlessClosed(failure);
      return null;
    }
  }
  const status = importStatus ?? (encoding ? progressText(encoding) : null);
  /** 导入 is writing what it chose (layers, templates): the dialog stays until that settles. */
  const writing = pending && !waitingForPngs;

  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  // One function for every render: the rows are memoised, and a new one would draw them all again.
  const toggle = useCallback(
    (index: number) => {
      if (pendingRef.current) return;
      if (mode === 'one') setSelected((last) => (last[0] === index ? [] : [index]));
      else setSelected((last) => (last.includes(index) ? last.filter((i) => i !== index) : [...last, index]));
    },
    [mode],
  );
  const rows = useRowsRevealed(artboards);
  const body = useRef<HTMLDivElement>(null);
  // Focus goes into the dialog here rather than through the focus lock's autoFocus, which ranks every
  // focusable element of the page (a designer holds hundreds) in the task that opens the dialog.
  useEffect(() => {
    if (file) body.current?.focus({ preventScroll: true });
  }, [file]);

  return (
    <Modal
      title={title}
      visible={file !== null}
      onCancel={onClose}
      onOk={confirmClick()}
      okText={texts.confirm}
      cancelText={MSG.confirm.cancel}
      confirmLoading={pending}
      okButtonProps={{ disabled: !artboards }}
      cancelButtonProps={{ disabled: writing }}
      closable={!writing}
      maskClosable={false}
      escToExit={!writing}
      unmountOnExit
      autoFocus={false}
      className="psd-import-dialog"
      style={{ width: 760, maxWidth: 'calc(100vw - 32px)' }}
    >
      <div ref={body} tabIndex={-1} className="psd-import-body">
        {!artboards ? (
          <div className="psd-import-progress">
            <Spin />
            <div role="status">{progress ? progressText(progress) : texts.reading}</div>
          </div>
        ) : (
          <>
            <Alert type="info" content={`${texts.textAsImage}。${texts.fitNote(canvas.width, canvas.height)}`} />
            <ul className="psd-import-artboards" aria-label={title}>
              {Array.from({ length: Math.ceil(rows / ROWS_PER_TASK) }, (_, group) => {
                const start = group * ROWS_PER_TASK;
                const end = Math.min(rows, start + ROWS_PER_TASK);
                return (
                  <ArtboardRowGroup
                    key={start}
                    artboards={artboards}
                    start={start}
                    end={end}
                    selectedKey={rangeKey(selected, start, end)}
                    importedKey={rangeKey(done ?? [], start, end)}
                    previews={previews}
                    onToggle={toggle}
                  />
                );
              })}
            </ul>
            {status && (
              <div className="psd-import-status" role="status">
                {status}
              </div>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
