import { expect } from 'vitest';
import { createChannel } from '../../../../bridge/channel';
import { createBridgeHost } from '../../../../bridge/createBridgeHost';
import { createMemoryTransportPair } from '../../../support/memoryTransport';
import { bytesToBase64 } from '../../../../bridge/base64';
import {
  createQianniuHostHandlers,
  type HostConfig,
  type QianniuHostOptions,
} from '../../../../adapters/qianniu/miniapp/host/handlers';
import { createFakeCloud } from '../../../support/fakeCloud';
import { createFakeMy, type FakeMy, type FakeMyOptions } from '../../../support/fakeMy';

export const CONFIG: HostConfig = {
  host: 'qianniu-pc',
  version: '9.8.0',
  cloudStore: { env: 'online', maxFileBytes: 20_971_520 },
};

export const NOW = 1_763_856_000_000;

/**
 * The host handlers on fakes of `my` and `cloud`, answering a console channel over a memory pair: the
 * way the console talks to the real page. The channel waits an hour, so the host's own limits show.
 */
export function setup(
  options: { my?: FakeMyOptions; beforeStart?: (fake: FakeMy) => void; config?: Partial<HostConfig> } & Omit<QianniuHostOptions, 'platform' | 'config'> = {},
) {
  const { my: myOptions, beforeStart, config, ...hostOptions } = options;
  const fake = createFakeMy(myOptions);
  // The host lists its folder as it starts: what the client does then is scripted before.
  beforeStart?.(fake);
  const cloud = createFakeCloud({ files: fake.files });
  const host = createQianniuHostHandlers({
    platform: { my: fake.my, cloud: cloud.cloud },
    config: { ...CONFIG, ...config },
    now: () => NOW,
    ...hostOptions,
  });
  const [consoleEnd, hostEnd] = createMemoryTransportPair();
  const channel = createChannel(consoleEnd, { defaultTimeoutMs: 3_600_000 });
  const bridge = createBridgeHost(hostEnd, host.handlers);
  return { fake, cloud, host, channel, bridge };
}

export type Setup = ReturnType<typeof setup>;

/** The one call a host makes as it starts: it lists its folder for leftovers (sweepTempFiles.ts). */
export const LISTED_AT_START = { api: 'readdir', options: { dirPath: 'https://usr' } };

export const base64Of = (bytes: Uint8Array | number[]) => bytesToBase64(Uint8Array.from(bytes));

export function bytesOf(length: number, seed = 1): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
}

/** Lets fake callbacks, memory deliveries and handler promises run. */
export async function settle(rounds = 20) {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

/** An error reply as the console sees it. */
export const remote = (remoteCode: string, message?: string) =>
  expect.objectContaining({ code: 'REMOTE', remoteCode, ...(message === undefined ? {} : { message }) });
