/**
 * A dialog opened by a click appears under the pointer: the second click of a double click on 新增…, or a
 * click while the dialog still zooms in, then lands on whatever the dialog shows there (a preset swatch, a
 * switch) and picks something the merchant never chose. Spec 1 §5 keeps a required field required only if
 * nothing fills it for the merchant, so such a click does nothing inside any dialog, whichever screen opened
 * it: a later click of the click sequence that opened it (`detail` 2, 3…), and any click while it opens.
 */
const DIALOG_BOX = '.arco-modal, .arco-drawer';

/** On screen: a dialog kept mounted while closed is hidden, and opening it again is a new opening. */
const isShown = (box: Element) => box.getClientRects().length > 0;

/** Still zooming or sliding in (a merchant who asked for less motion gets none: styles.css). */
function isOpening(box: Element): boolean {
  return typeof box.getAnimations === 'function' && box.getAnimations().some((animation) => animation.playState === 'running');
}

export function ignoreClicksOpeningDialogs(doc: Document = document): () => void {
  // The dialogs on screen when the current click sequence began: its later clicks may act in those only.
  let before = new WeakSet<Element>();

  const onClick = (event: MouseEvent) => {
    const box = (event.target as Element | null)?.closest?.(DIALOG_BOX);
    if (event.detail <= 1) {
      // A first click (or a key, detail 0) starts a sequence; the dialogs it may open are not in `before`.
      before = new WeakSet([...doc.querySelectorAll(DIALOG_BOX)].filter(isShown));
      if (!box || event.detail === 0 || !isOpening(box)) return;
    } else if (!box || before.has(box)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  // Capture, on the document: before React's listeners (on the root and on the portals' containers).
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
