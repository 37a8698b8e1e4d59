import { createChunkReceiver } from '../../../bridge/chunks';
import type { MethodName, Params, Result } from '../../../bridge/methods';
import { cloudStoreAnswer, marketplaceAnswer, unknownApiMessage } from '../platformFixtures';

type Handlers = Partial<{ [M in MethodName]: (params: Params<M>) => Promise<Result<M>> | Result<M> }>;

class HostError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function readJson<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as T | { message?: string } | null;
  if (!response.ok) throw new HostError('HOST_ERROR', (body as { message?: string } | null)?.message ?? `HTTP ${response.status}`);
  return body as T;
}

function download(fileName: string, mimeType: string, bytes: Uint8Array): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * What the Qianniu client does for the plugin, simulated: uploads land in the dev API's cloud file
 * store, marketplace calls answer from fixtures, a file save becomes a download.
 */
export function createSimulatorHandlers(apiOrigin: string): Handlers {
  const upload = createChunkReceiver('upload', async (file) => {
    const response = await fetch(`${apiOrigin}/api/__dev/cloud_files`, {
      method: 'POST',
      body: file.bytes as BodyInit,
      headers: { 'content-type': file.mimeType || 'application/octet-stream', 'x-file-name': encodeURIComponent(file.fileName) },
    });
    return readJson<Result<'cloudFile.uploadCommit'>>(response);
  });
  const save = createChunkReceiver('save', (file) => {
    download(file.fileName, file.mimeType, file.bytes);
    return { saved: true, path: file.fileName };
  });

  return {
    'host.hello': () => ({ host: 'qianniu-simulator', version: '1.0.0' }),
    ...upload,
    ...save,
    'cloudFile.delete': async ({ taobaoFileId }) =>
      readJson<Result<'cloudFile.delete'>>(
        await fetch(`${apiOrigin}/api/__dev/cloud_files/${encodeURIComponent(taobaoFileId)}`, { method: 'DELETE' }),
      ),
    'top.invoke': ({ api, data }) => {
      const reply = marketplaceAnswer(api, data);
      if (!reply) throw new HostError('isv.invalid-method', unknownApiMessage(api));
      if (!reply.ok) throw new HostError(reply.code, reply.message);
      return reply.answer as Result<'top.invoke'>;
    },
    'cloudStore.config': () => cloudStoreAnswer() as Result<'cloudStore.config'>,
  };
}
