/**
 * Runs work in a task of its own once the next frame is painted, so that what the merchant just did shows
 * first: an undo of a 200-layer drag back to the saved state drops the draft, and that IndexedDB request
 * (with its walk over the layers' images) is no part of the undo's frame (docs/performance.md, the 200-layer
 * drag). A hidden page paints no frame: the work then waits for a timer alone. Returns what cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const later = () => {
    timer = setTimeout(work, 0);
  };
  if (document.visibilityState !== 'visible') {
    later();
    return () => clearTimeout(timer!);
  }
  const frame = requestAnimationFrame(later);
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
  };
}
