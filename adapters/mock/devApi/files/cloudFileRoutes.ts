// A stand-in for the marketplace's cloud storage (cloud.file.uploadFile in the mini-program), so the
// Qianniu host simulator can answer the bridge's cloudFile.upload/delete with a URL that really serves
// the image. Dev-only: public, and never subject to injected faults.
import { pathOf } from '../../../../contract/endpoint';
import * as api from '../../../../contract/endpoints/files';
import { fileReply } from './fileServing';
import { HttpError, badRequest, json } from '../http/http';
import type { RouteContext } from '../context';
import type { Router } from '../http/router';
import { nextId } from '../state';
import { randomHex } from '../http/encoding';
import { acceptUpload } from './uploads';

export function cloudFileRoutes(router: Router): void {
  router.on(api.cloudFiles.create, storeCloudFile);
  router.on(api.cloudFiles.get, serveCloudFile);
  router.on(api.cloudFiles.remove, deleteCloudFile);
}

async function storeCloudFile({ request, state, env }: RouteContext): Promise<Response> {
  const fileName = decodeFileName(request.headers.get('x-file-name'));
  const received = new Uint8Array(await request.arrayBuffer());
  if (received.byteLength === 0) throw badRequest('缺少文件内容');
  const { bytes, mimeType } = acceptUpload(received, request.headers.get('content-type'), fileName);
  // Marketplace file ids are long digit strings; prefixing ours keeps them apart from admin file ids. The
  // address is all that guards a file here (GET is public, as a CDN's is), so it is not guessable from the
  // last one seen: the counter alone would hand one account's uploads to anyone counting on from theirs.
  const taobaoFileId = `tb${nextId(state)}${randomHex(12)}`;
  const uploadTime = env.now();
  state.cloudFiles.set(taobaoFileId, {
    taobaoFileId,
    fileName,
    mimeType,
    bytes,
    uploadTime,
  });
  return json({
    url: `${env.origin}${pathOf(api.cloudFiles.get, { taobaoFileId })}`,
    taobaoFileId,
    fileSize: bytes.byteLength,
    uploadTime,
  });
}

function serveCloudFile({ params, state }: RouteContext): Response {
  const file = state.cloudFiles.get(params.taobaoFileId!);
  if (!file) throw new HttpError(404, 'FILE_NOT_FOUND', `云文件不存在: ${params.taobaoFileId}`);
  return fileReply(file.bytes, file);
}

function deleteCloudFile({ params, state }: RouteContext): Response {
  return json({ deleted: state.cloudFiles.delete(params.taobaoFileId!) });
}

/** Headers are Latin-1 only, so the simulator URI-encodes Chinese file names. */
function decodeFileName(header: string | null): string {
  if (!header) return 'unnamed';
  try {
    return decodeURIComponent(header);
  } catch {
    throw badRequest('x-file-name 不是有效的 URI 编码');
  }
}
