import { createServer, type AddressInfo } from 'node:net';

/** A loopback port nothing listens on now, for a server a test starts itself (the dev server, nginx). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
