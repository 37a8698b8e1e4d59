import { IconCheckCircleFill } from '@arco-design/web-react/icon';
import { memo, useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { MAX_ARTBOARD_SIDE } from '../lib/psd/psdArtboards';
import type { ListedArtboard } from '../lib/psd/psdProtocol';
import { MSG } from '../messages';

const texts = MSG.psdImport;

/** Why an artboard cannot be chosen, shown in its place of the size or layer count. */
function refusalText(board: ListedArtboard): string | null {
  if (!board.refusal) return null;
  if (board.refusal.reason === 'badSize') return texts.badArtboardSize(MAX_ARTBOARD_SIDE);
  return texts.tooManyLayers(board.refusal.count, board.refusal.max);
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
export class PreviewStore {
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
export function rangeKey(indexes: Iterable<number>, start: number, end: number): string {
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
export const ArtboardRowGroup = memo(function ArtboardRowGroup({ artboards, start, end, selectedKey, importedKey, previews, onToggle }: RowGroupProps) {
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
