import { useEffect, useRef } from 'react';
import { isDialogOpen } from '../../../ui/dialogOpen';
import type { DesignerStore } from '../model';
import { CLIPBOARD_COPY_TYPE, copySelection, cutSelection, pasteLayers, pasteSource, type DesignerClipboard } from './designerClipboard';
import { isTextField } from './useDesignerKeyboard';

/**
 * Ctrl/⌘ + C, X and V as the browser's copy, cut and paste events, which those keys (and the browser's own
 * menu) send to the focused element. A paste event carries what the system clipboard holds, an image
 * included, without the permission prompt of the async Clipboard API.
 *
 * Which paste wins, the system clipboard's image or the designer's layers: the most recent copy
 * (designerClipboard.ts pasteSource). An image is added as the upload adds it, with its checks and words.
 *
 * Text fields keep their own copy and paste, as do dialogs and any drawer over the designer.
 */
export function useClipboardEvents(store: DesignerStore, clipboard: DesignerClipboard, addImageFiles: (files: readonly File[]) => Promise<unknown>): void {
  const addImages = useRef(addImageFiles);
  addImages.current = addImageFiles;

  useEffect(() => {
    const forDesigner = (event: ClipboardEvent): boolean => {
      if (event.defaultPrevented || isDialogOpen()) return false;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (!target || isTextField(target) || target.closest('.arco-trigger-popup')) return false;
      // Not under the batch preview, which the designer's keys leave alone too (DesignerDrawer), wherever
      // the focus stayed; and not for a focus in another part of the page.
      if (document.querySelector('.batch-preview-drawer')?.getClientRects().length) return false;
      return target === document.body || target.closest('.designer-drawer') !== null;
    };
    /** A drag, resize, turn or slider is held: a cut or paste then would be undone by its end (useDesignerKeyboard.ts). */
    const heldBack = (event: ClipboardEvent): boolean => {
      if (!store.isInteracting()) return false;
      event.preventDefault();
      return true;
    };
    const onCopyOrCut = (event: ClipboardEvent) => {
      if (!forDesigner(event) || heldBack(event)) return;
      // Nothing selected: the browser does what it would (copying text selected on the page, if any).
      if (store.getState().selectedUuids.length === 0) return;
      event.preventDefault();
      const started = event.type === 'cut' ? cutSelection(store, clipboard) : copySelection(store, clipboard);
      if (started) event.clipboardData?.setData(CLIPBOARD_COPY_TYPE, started.id);
    };
    const onPaste = (event: ClipboardEvent) => {
      if (!forDesigner(event) || heldBack(event)) return;
      event.preventDefault();
      const data = event.clipboardData;
      const files = data ? Array.from(data.files) : [];
      if (pasteSource(data ? Array.from(data.types) : [], files.length) === 'files') {
        // Each file checked alone, as the upload takes them; several are one undo step.
        void addImages.current(files);
        return;
      }
      void pasteLayers(store, clipboard);
    };
    document.addEventListener('copy', onCopyOrCut);
    document.addEventListener('cut', onCopyOrCut);
    document.addEventListener('paste', onPaste);
    return () => {
      document.removeEventListener('copy', onCopyOrCut);
      document.removeEventListener('cut', onCopyOrCut);
      document.removeEventListener('paste', onPaste);
    };
  }, [store, clipboard]);
}
