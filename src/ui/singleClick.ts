/**
 * A click handler that acts once per click sequence: the second click of a double click (`detail` 2, 3…)
 * is ignored, so 复制图层 clicked twice quickly makes one copy and 锁定 does not lock and unlock again. A
 * keyboard press (`detail` 0) acts every time. Work that takes time is guarded by useSingleFlight as well:
 * this guard is for actions that finish within the click.
 */
export function singleClick(act: () => void): (event: unknown) => void {
  // Typed loosely: Arco's Button hands a plain Event, the DOM a MouseEvent; both carry `detail` on a click.
  return (event) => {
    const detail = (event as { detail?: unknown } | null)?.detail;
    if (typeof detail !== 'number' || detail <= 1) act();
  };
}
