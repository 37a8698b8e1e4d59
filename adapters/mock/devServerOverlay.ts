/**
 * The dev server's error overlay covers the page for every uncaught error. Chromium reports a
 * ResizeObserver whose callback changed the layout it observes (Arco's tables and our own measured boxes do,
 * by design) as an error event, which is benign and no bug of ours: the overlay ignores exactly those two
 * messages (the current one and the older one), and shows everything else.
 *
 * The dev server sends this function to the browser as its source text (`client.overlay.runtimeErrors`),
 * so it must use nothing from outside its own body.
 */
export function overlayShowsRuntimeError(error: Error | string | null | undefined): boolean {
  const message = typeof error === 'string' ? error : (error?.message ?? '');
  return !/^(?:Uncaught )?ResizeObserver loop (?:completed with undelivered notifications|limit exceeded)\.?$/.test(message.trim());
}
