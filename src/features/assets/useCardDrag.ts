import { useRef, useState, type DragEvent } from 'react';

export interface CardDragProps {
  draggable: boolean;
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
  /** The card being dragged, and the card it would land on. */
  dragging: boolean;
  over: boolean;
}

/**
 * HTML5 drag and drop over a grid of cards (no library: the table's SortableTable does the same for
 * rows). A drop calls `onMove(from, to)` with indexes on the page; the card lands where the target was.
 * `startDrag` refuses a drag while a sort is being saved (and says so).
 */
export function useCardDrag(onMove: (fromIndex: number, toIndex: number) => void, startDrag: () => boolean = () => true) {
  const from = useRef<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const end = () => {
    from.current = null;
    setDragging(null);
    setOver(null);
  };

  const props = (index: number): CardDragProps => ({
    draggable: true,
    onDragStart: (event) => {
      if (!startDrag()) {
        event.preventDefault();
        return;
      }
      from.current = index;
      setDragging(index);
      event.dataTransfer.effectAllowed = 'move';
      // Firefox starts no drag without data; the index is never read back.
      event.dataTransfer.setData('text/plain', String(index));
    },
    onDragOver: (event) => {
      // Only our own cards are drop targets: a file dragged in from the desktop is not a sort.
      if (from.current === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== index) setOver(index);
    },
    onDragLeave: () => setOver((current) => (current === index ? null : current)),
    onDrop: (event) => {
      event.preventDefault();
      const source = from.current;
      end();
      if (source !== null && source !== index) onMove(source, index);
    },
    onDragEnd: end,
    dragging: dragging === index,
    over: over === index && dragging !== index,
  });

  return { props };
}
