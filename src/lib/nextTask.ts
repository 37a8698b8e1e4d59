/**
 * Resolves in the page's next task, after what came meanwhile (input, a frame): a long piece of work on the
 * main thread pauses here. A message, not a timer, since nested timers are held back to 4 ms each.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      // Closed, so that a port left open does not keep Node's event loop alive (unit tests).
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
