import { Alert, Button, Message, Modal, Spin } from '@arco-design/web-react';
import { IconCheckCircleFill, IconFile } from '@arco-design/web-react/icon';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { parsePsd, PsdImportError, startPsdWorker, type PsdDocument, type PsdProgress } from '../lib/psd/psdClient';
import type { Size } from '../lib/psd/psdPlacement';
import { MAX_ARTBOARD_SIDE } from '../lib/psd/psdArtboards';
import type { ListedArtboard, ParsedArtboard } from '../lib/psd/psdProtocol';
import { MSG } from '../messages';
import { ROWS_PER_TASK, useRowsRevealed } from './useRowsRevealed';
import { useSingleFlight } from './useSingleFlight';
import './psdImport.css';

const texts = MSG.psdImport;

/** The picker offers PSDs; a PSB or anything else chosen through 所有文件 is refused with its reason. */
const PSD_ACCEPT = '.psd,image/vnd.adobe.photoshop,application/x-photoshop';

/** 导入失败 with the reason: a refusal, a broken file, a worker that died or stalled. */
export function showPsdImportFailure(reason: string): void {
  Modal.error({ title: texts.failedTitle, content: reason, okText: MSG.confirm.ok });
}

/** The reason 导入失败 gives for what the document rejected with. */
const failureReason = (failure: unknown): string => (failure instanceof PsdImportError ? failure.reasonText : texts.corrupt);

/**
 * 导入PSD: picks a file and hands it on (the dialog opens with it). The press starts the PSD worker, so it
 * is ready by the time the merchant has found the file.
 */
export function PsdImportButton({ onFile, disabled, className }: { onFile: (file: File) => void; disabled?: boolean; className?: string }) {
  const input = useRef<HTMLInputElement>(null);
  function pick() {
    startPsdWorker();
    input.current?.click();
  }
  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again (after fixing it in Photoshop) must fire change again.
    event.target.value = '';
    if (file) onFile(file);
  }
  return (
    <>
      <Button className={className} icon={<IconFile />} disabled={disabled} onClick={pick}>
        {texts.importButton}
      </Button>
      <input ref={input} type="file" accept={PSD_ACCEPT} hidden data-testid="psd-import-input" onChange={chosen} />
    </>
  );
}

export interface PsdImportDialogProps {
  /** The chosen file; null closes the dialog. */
  file: File | null;
  /** one: the layer import (exactly one 画板); many: the template import (at least one). */
  mode: 'one' | 'many';
  title: string;
  /** The template canvas the artboards are fitted to. */
  canvas: Size;
  onClose: () => void;
  /** Writes the chosen artboards; the dialog stays busy until it settles, and closes when it resolves true. */
  onImport: (artboards: ParsedArtboard[], indexes: number[]) => Promise<boolean>;
  /** Artboards already imported from this file (a template import that stopped half-way): shown done, not offered again. */
  done?: ReadonlySet<number>;
  /** What the import is doing now (创建模板 2/3). */
  importStatus?: string | null;
}

/** Why an artboard cannot be chosen, shown in its place of the size or layer count. */
function refusalText(board: ListedArtboard): string | null {
  if (!board.refusal) return null;
  if (board.refusal.reason === 'badSize') return texts.badArtboardSize(MAX_ARTBOARD_SIDE);
  return texts.tooManyLayers(board.refusal.count, board.refusal.max);
}

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

/** A preview as the dialog keeps it: its size, and its bitmap until drawn (then let go). */
interface PreviewEntry {
  width: number;
  height: number;
  bitmap: ImageBitmap;
  /** On its canvas, the bitmap closed: a second run of the effect (React's strict mode) draws nothing. */
  drawn: boolean;
}

/**
 * The previews of one file as they come, each box listening for its own: a preview redraws its box, not
 * the whole list (a file of a few thousand artboards would otherwise redraw the list as often).
 */
class PreviewStore {
  private readonly entries = new Map<number, PreviewEntry>();
  private readonly listeners = new Map<number, () => void>();

  set(index: number, bitmap: ImageBitmap): void {
    this.entries.set(index, { width: bitmap.width, height: bitmap.height, bitmap, drawn: false });
    this.listeners.get(index)?.();
  }

  get(index: number): PreviewEntry | null {
    return this.entries.get(index) ?? null;
  }

  listen(index: number, listener: () => void): () => void {
    this.listeners.set(index, listener);
    return () => this.listeners.delete(index);
  }
}

/**
 * An artboard's preview once it has come, drawn from the worker's bitmap (which crossed without a copy).
 * Once on the canvas the bitmap is closed: the canvas holds the pixels, and keeping both doubled what a
 * file of thousands of artboards held. The canvas's size comes from the entry, which a closed bitmap
 * (0 × 0) would otherwise clear on the next render.
 */
function ArtboardPreview({ store, index }: { store: PreviewStore; index: number }) {
  const listen = useCallback((listener: () => void) => store.listen(index, listener), [store, index]);
  const entry = useSyncExternalStore(listen, () => store.get(index));
  const canvas = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!entry || entry.drawn || !context) return;
    context.drawImage(entry.bitmap, 0, 0);
    entry.bitmap.close();
    entry.drawn = true;
  }, [entry]);
  // Still being drawn: said in words, so the box does not read as an artboard with nothing on it. Static: a
  // spinner in each of a few thousand boxes kept the page busy animating them.
  return entry ? (
    <canvas ref={canvas} width={entry.width} height={entry.height} />
  ) : (
    <span className="psd-import-preview-wait">{texts.previewComing}</span>
  );
}

interface ArtboardRowProps {
  board: ListedArtboard;
  index: number;
  imported: boolean;
  selected: boolean;
  previews: PreviewStore;
  onToggle: (index: number) => void;
}

/** One artboard of the list; unchanged rows are not drawn again as more rows come or one is chosen. */
const ArtboardRow = memo(function ArtboardRow({ board, index, imported, selected, previews, onToggle }: ArtboardRowProps) {
  const refusal = refusalText(board);
  const empty = board.layers.length === 0;
  const textLayers = board.layers.filter((layer) => layer.text).length;
  return (
    <li>
      <button
        type="button"
        className={['psd-import-artboard', selected && 'selected'].filter(Boolean).join(' ')}
        aria-pressed={selected}
        disabled={empty || imported}
        onClick={() => onToggle(index)}
        data-testid="psd-artboard"
      >
        <span className="psd-import-preview">{!empty && <ArtboardPreview store={previews} index={index} />}</span>
        <span className="psd-import-name" title={board.name}>
          {board.name || texts.unnamed}
        </span>
        {board.refusal?.reason !== 'badSize' && (
          <span className="psd-import-meta">
            {board.width} × {board.height}
          </span>
        )}
        {refusal ? (
          <span className="psd-import-refusal">{refusal}</span>
        ) : (
          <span className="psd-import-meta">
            {empty ? texts.noLayers : texts.layerCount(board.layers.length)}
            {textLayers > 0 && `，${texts.textLayerCount(textLayers)}`}
          </span>
        )}
        {board.skippedLayers > 0 && <span className="psd-import-refusal">{texts.skippedLayers(board.skippedLayers)}</span>}
        {imported && <span className="psd-import-done">{texts.imported}</span>}
        {selected && <IconCheckCircleFill className="psd-import-check" />}
      </button>
    </li>
  );
});

/** The indexes of `indexes` from `start` to before `end`, as one string: equal while those rows stay as they are. */
function rangeKey(indexes: Iterable<number>, start: number, end: number): string {
  return [...indexes]
    .filter((index) => index >= start && index < end)
    .sort((a, b) => a - b)
    .join(',');
}

const indexesOf = (key: string) => new Set(key ? key.split(',').map(Number) : []);

interface RowGroupProps {
  artboards: readonly ListedArtboard[];
  start: number;
  end: number;
  /** The group's chosen rows and its imported ones (rangeKey): a group whose rows did not change is not drawn again. */
  selectedKey: string;
  importedKey: string;
  previews: PreviewStore;
  onToggle: (index: number) => void;
}

/**
 * A batch of rows (useRowsRevealed's): with thousands of rows, choosing one drew every row's element again
 * to compare it (about 50 ms for 3,000); now only its group is.
 */
const ArtboardRowGroup = memo(function ArtboardRowGroup({ artboards, start, end, selectedKey, importedKey, previews, onToggle }: RowGroupProps) {
  const selected = indexesOf(selectedKey);
  const imported = indexesOf(importedKey);
  return (
    <>
      {artboards.slice(start, end).map((board, offset) => {
        const index = start + offset;
        return (
          <ArtboardRow
            key={index}
            board={board}
            index={index}
            imported={imported.has(index)}
            selected={selected.has(index) && !imported.has(index)}
            previews={previews}
            onToggle={onToggle}
          />
        );
      })}
    </>
  );
});

/**
 * The PSD dialog both imports share (spec 2 §4 "PSD import"): parses the file in the worker with
 * progress, then lists the artboards with a preview, their size and layer count before anything is
 * written, while the worker makes the layers' PNGs; 导入 waits for the chosen ones' (asked for first).
 * A file that cannot be imported closes the dialog with 导入失败 and the reason.
 */
export function PsdImportDialog({ file, mode, title, canvas, onClose, onImport, done, importStatus }: PsdImportDialogProps) {
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

  const { run: confirm, pending } = useSingleFlight(async () => {
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
    let boards: ParsedArtboard[];
    setWaitingForPngs(true);
    // Said at once: the first PNG can take a while (a large layer, a busy worker), and the wait is 导入's.
    setEncoding({ stage: 'encoding', done: 0, total: chosen.reduce((sum, index) => sum + psd.artboards[index]!.layers.length, 0) });
    try {
      boards = await psd.encoded(chosen, atMostEvery(STATUS_EVERY_MS, setEncoding));
    } catch (failure) {
      // Closed meanwhile: nothing to say. Otherwise the worker failed on the PNGs: 导入失败 as for the parse.
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      showPsdImportFailure(failureReason(failure));
      onClose();
      return;
    } finally {
      setEncoding(null);
      setWaitingForPngs(false);
    }
    if (await onImport(boards, chosen)) onClose();
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
      onOk={() => void confirm()}
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
