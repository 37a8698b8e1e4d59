/**
 * Whether a click is a later click of one click sequence: the second click of a double click (`detail` 2,
 * 3…). A keyboard press (`detail` 0) and a first click are not. Typed loosely: Arco's Button hands a plain
 * Event or React's click event, the DOM a MouseEvent; a click carries `detail` on each.
 */
function isLaterClick(event: unknown): boolean {
  const detail = (event as { detail?: unknown } | null)?.detail;
  return typeof detail === 'number' && detail > 1;
}

/**
 * A click handler that acts once per click sequence: the second click of a double click is ignored, so
 * 复制图层 clicked twice quickly makes one copy and 锁定 does not lock and unlock again. A keyboard press
 * acts every time. Work that takes time goes through useSingleFlight's `click`, which adds this guard to
 * its own: a reply faster than the double click ends the first run before the second click arrives.
 */
export function singleClick(act: () => void): (event: unknown) => void {
  return (event) => {
    if (!isLaterClick(event)) act();
  };
}

/**
 * The onClick of a form's submit button: the second click of a double click does not submit the form
 * again (its default action, the submission, is cancelled). The enter key and a first click submit.
 */
export function submitOnFirstClick(event: Event): void {
  if (isLaterClick(event)) event.preventDefault();
}
