/**
 * Lets `count` turns of Node's event loop pass: what is in flight (a port's message, an I/O callback, the next
 * step of a stream) moves on by turns, not milliseconds, so a wait counted in turns lets the same work happen
 * however busy the machine is, where a sleep lets less of it happen under load.
 */
export async function eventLoopTurns(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setImmediate(resolve));
}
