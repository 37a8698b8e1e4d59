import { useEffect, useRef, useState, type DragEvent } from 'react';

/**
 * Whether a drag carries files from the desktop. A layer row's drag (text/plain), a link or selected text
 * carries none: such a drag is left alone, neither shown a hint nor taken.
 */
export function carriesFiles(event: { dataTransfer: DataTransfer | null }): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

export interface FileDrop {
  /** Files are being dragged over the zone: it shows its drop hint. */
  over: boolean;
  /** Spread on the zone's element. */
  handlers: {
    onDragEnter: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDragLeave: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
  };
}

/**
 * A zone that takes files dropped from the desktop (the designer's canvas, the upload wizard). Entering and
 * leaving the zone's children fire enter/leave pairs, so the hint counts them rather than flickering. While
 * the zone is shown, files dropped beside it are not opened by the browser in place of the console (which
 * would leave the page and its unsaved work).
 */
export function useFileDrop(onFiles: (files: File[]) => void): FileDrop {
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const latest = useRef(onFiles);
  latest.current = onFiles;

  useEffect(() => {
    const missed = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    document.addEventListener('dragover', missed);
    document.addEventListener('drop', missed);
    return () => {
      document.removeEventListener('dragover', missed);
      document.removeEventListener('drop', missed);
    };
  }, []);

  return {
    over,
    handlers: {
      onDragEnter: (event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      },
      onDragOver: (event) => {
        if (!carriesFiles(event)) return;
        // Without it the browser refuses the drop.
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave: (event) => {
        if (!carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      },
      onDrop: (event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        latest.current(Array.from(event.dataTransfer.files));
      },
    },
  };
}
