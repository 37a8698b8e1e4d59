/**
 * For the browser side of a benchmark: a MessageChannel ping-pong that answers within a millisecond unless
 * the main thread is busy. Call the returned function to stop it; it answers the longest gap seen.
 */
export function heartbeat(): () => number {
  const channel = new MessageChannel();
  let last = performance.now();
  let longest = 0;
  let running = true;
  channel.port1.onmessage = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
  return () => {
    running = false;
    channel.port1.close();
    return Math.max(longest, performance.now() - last);
  };
}
