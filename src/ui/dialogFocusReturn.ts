/**
 * Arco's Modal and Drawer keep the focus inside while open (their focus lock) but leave it on the page's
 * body when they close, so a keyboard user starts again from the top of the page. This gives the focus back
 * to what had it before the dialog took it (WCAG 2.4.3), unless the merchant has put it somewhere since.
 */
const DIALOG = '.arco-modal-wrapper, .arco-drawer-wrapper';

/** Laid out and visible: the dialogs are fixed boxes, which have no offsetParent even when shown. */
function isShown(element: Element): boolean {
  return element.isConnected && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

export function returnFocusFromDialogs(doc: Document = document): () => void {
  let lastOutside: HTMLElement | null = null;
  const openers = new WeakMap<Element, HTMLElement>();

  const settle = () => {
    const active = doc.activeElement;
    // The focus went somewhere on purpose (another field, a dialog opened from this one): leave it there.
    if (active && active !== doc.body && isShown(active)) return;
    for (const dialog of doc.querySelectorAll(DIALOG)) if (isShown(dialog)) return;
    const opener = lastOutside;
    if (opener && isShown(opener)) opener.focus({ preventScroll: true });
  };

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    const dialog = target.closest?.(DIALOG);
    if (!dialog) {
      lastOutside = target;
      return;
    }
    // Entering from outside is an opening (a dialog kept mounted between openings is opened again and
    // again): its opener is what had the focus last outside it, recorded anew each time.
    const from = event.relatedTarget;
    if (lastOutside && !(from instanceof Node && dialog.contains(from))) openers.set(dialog, lastOutside);
  };
  const onFocusOut = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    if (event.relatedTarget || !target.closest?.(DIALOG)) return;
    const dialog = target.closest(DIALOG)!;
    const opener = openers.get(dialog);
    if (opener) lastOutside = opener;
    // After the close has run its course: the dialog hidden, the focus fixed up to the body.
    setTimeout(settle, 0);
  };
  // A dialog that unmounts on close takes its focused element with it, and Chromium sends no focusout then.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        const element = node as Element;
        if (element.matches(DIALOG) || element.querySelector(DIALOG)) {
          setTimeout(settle, 0);
          return;
        }
      }
    }
  });
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('focusout', onFocusOut, true);
  observer.observe(doc.body, { childList: true });
  return () => {
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('focusout', onFocusOut, true);
    observer.disconnect();
  };
}
