// The upload flows of spec 1 §7 (Files): the browser's three steps, and the registration of images that
// the Qianniu client already put on the marketplace's cloud storage.
import { pathOf } from '../../../../contract/endpoint';
import * as api from '../../../../contract/endpoints/files';
import { MAX_FILE_BYTES } from '../http/bodyLimits';
import { randomHex } from '../http/encoding';
import { fileReply } from './fileServing';
import { HttpError, badRequest, json } from '../http/http';
import { CLOUD_FILE_NOT_FOUND, checkMarketplaceUrl, cloudFileIdOf } from './marketplaceUrls';
import { mimeTypeOf } from './mime';
import { bytesOf } from './seedFiles';
import { authenticate, ownerOf, sessionToken, unauthorized } from '../auth/auth';
import type { DevEnv, RouteContext } from '../context';
import { isSignedRequest, signedOwner } from './fileLinks';
import type { EndpointContext, Router } from '../http/router';
import { nextId, type DevState } from '../state';
import type { StoredFile } from '../types';
import { ownOrigins } from '../http/origins';
import { acceptUpload } from './uploads';
import { sameSecret } from '../http/hmac';

export function fileRoutes(router: Router): void {
  router.on(api.files.uploadForm, createUploadForm);
  // The storage endpoint stands in for OSS: it authenticates by the form's signature, not by a bearer token.
  router.on(api.files.storage, receiveUpload);
  router.on(api.files.uploadResult, recordUploadResult);
  router.on(api.files.registerMarketplaceFile, registerTaobaoFile);
  // Public to the router: an <img src> sends no bearer token. The route itself asks for the owner's session
  // (the bearer token or the `_token_` cookie) or a signed address (fileLinks.ts).
  router.on(api.files.content, serveContent);
}

async function createUploadForm({ body, state, env }: EndpointContext<typeof api.files.uploadForm>): Promise<Response> {
  const { fileName, type: kind } = await body();
  const id = nextId(state);
  const file: StoredFile = {
    id,
    fileName,
    mimeType: mimeTypeOf(fileName),
    bytes: new Uint8Array(0),
    kind,
    uploadedAt: env.now(),
    status: 'pending',
  };
  const policy = btoa(
    JSON.stringify({
      expiration: new Date(env.now() + 60 * 60 * 1000).toISOString(),
      conditions: [['eq', '$key', id], ['content-length-range', 0, MAX_FILE_BYTES]],
    }),
  );
  const signature = randomHex(10);
  state.files.set(id, file);
  state.uploadTickets.set(id, { owner: state.owner, policy, signature, bytesReceived: false });
  return json({
    uploadUrl: `${env.origin}${pathOf(api.files.storage)}`,
    params: { key: id, policy, signature },
    fileId: id,
    fileUrl: env.fileUrl(file, state.owner),
  });
}

async function receiveUpload({ request, state, accountOf }: RouteContext): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('上传内容不是有效的 multipart/form-data');
  }
  const key = form.get('key');
  const ticket = typeof key === 'string' ? state.uploadTickets.get(key) : undefined;
  // No session here: the form's ticket names the account whose file this is.
  const file = typeof key === 'string' && ticket ? accountOf(ticket.owner)?.files.get(key) : undefined;
  if (!ticket || !file || !sameSecret(String(form.get('policy') ?? ''), ticket.policy) || !sameSecret(String(form.get('signature') ?? ''), ticket.signature)) {
    throw badRequest('上传签名无效', 'INVALID_SIGNATURE');
  }
  // Once upload_result has been reported the form is spent, as an expired OSS policy would be.
  if (file.status !== 'pending') throw badRequest('上传凭证已失效', 'INVALID_SIGNATURE');
  const part = form.get('file');
  if (!isBlob(part)) throw badRequest('缺少文件 file', 'FILE_MISSING');
  // The type the form was asked for (by file name) unless the part declares a real one; an SVG is
  // sanitised here, once, so that every SVG the store holds is safe to show (fileServing.ts).
  const accepted = acceptUpload(new Uint8Array(await part.arrayBuffer()), part.type || file.mimeType, file.fileName);
  file.bytes = accepted.bytes;
  file.mimeType = accepted.mimeType;
  ticket.bytesReceived = true;
  // OSS answers a form upload with 204 unless success_action_status says otherwise.
  return new Response(null, { status: 204 });
}

async function recordUploadResult({ body, state, env }: EndpointContext<typeof api.files.uploadResult>): Promise<Response> {
  const result = await body();
  const { fileId } = result;
  const file = state.files.get(fileId);
  const ticket = state.uploadTickets.get(fileId);
  if (!file || !ticket) throw new HttpError(404, 'FILE_NOT_FOUND', `文件不存在: ${fileId}`);
  if (result.success) {
    // Catches a client that reports success without having sent the bytes (or sent them elsewhere).
    if (!ticket.bytesReceived) throw badRequest('文件内容尚未上传', 'FILE_NOT_RECEIVED');
    file.status = 'uploaded';
    file.uploadedAt = result.uploadTime ?? env.now();
    delete file.errorMessage;
  } else {
    file.status = 'failed';
    file.errorMessage = result.errorMessage;
  }
  return json({});
}

async function registerTaobaoFile({ body: readBody, request, state, env }: EndpointContext<typeof api.files.registerMarketplaceFile>): Promise<Response> {
  const body = await readBody();
  const url = checkMarketplaceUrl(body.url, request.url, ownOrigins(request, env));
  // A simulated cloud file is read by the id in its address (seedFiles.ts): an id beside it that names
  // another file would have the checks read bytes the address does not serve.
  const cloudFileId = cloudFileIdOf(url);
  if (cloudFileId !== undefined && body.taobaoFileId !== undefined && body.taobaoFileId !== cloudFileId) {
    throw badRequest(`taobaoFileId 与 url 中的云文件 id（${cloudFileId}）不一致`, 'CLOUD_FILE_ID_MISMATCH');
  }
  // An address of the simulated cloud with no file behind it would make a record of nothing to check or serve.
  if (cloudFileId !== undefined && !state.cloudFiles.has(cloudFileId)) throw badRequest(`云文件不存在: ${cloudFileId}`, CLOUD_FILE_NOT_FOUND);
  const taobaoFileId = cloudFileId ?? body.taobaoFileId;
  const kind = body.type;
  // The simulated cloud's address ends in its id, not a name: the name it was uploaded under is the file's,
  // as a marketplace address's last segment is (the upload rule reads the name with the bytes).
  const fileName = (cloudFileId !== undefined ? state.cloudFiles.get(cloudFileId)?.fileName : undefined) ?? fileNameOfUrl(url);
  const id = nextId(state);
  state.files.set(id, {
    id,
    fileName,
    mimeType: mimeTypeOf(fileName),
    bytes: new Uint8Array(0),
    kind,
    uploadedAt: body.uploadTime ?? env.now(),
    status: 'uploaded',
    url,
    ...(taobaoFileId !== undefined ? { taobaoFileId } : {}),
    ...(body.fileSize !== undefined ? { fileSize: body.fileSize } : {}),
  });
  return json({ id });
}

async function serveContent({ request, url, params, state: shared, accountOf, env }: RouteContext): Promise<Response> {
  const id = params.id!;
  const state = accountOf(fileReader(request, url, id, shared, env)) ?? shared;
  const file = state.files.get(id);
  // Marketplace-hosted images have no bytes here; send the browser to where they live.
  if (file?.url) return new Response(null, { status: 302, headers: { location: file.url, 'cache-control': 'no-store' } });
  // An upload is served once its bytes arrived; a seeded file (wireframe and asset SVGs, fonts and their
  // previews) has no upload ticket and is served when stored as uploaded.
  const ticket = state.uploadTickets.get(id);
  const servable = ticket ? ticket.bytesReceived : file?.status === 'uploaded';
  if (!file || !servable) throw new HttpError(404, 'FILE_NOT_FOUND', `文件不存在: ${id}`);
  // A seeded font or preview is read from its fixture on the first request (seedFiles.ts).
  return fileReply((await bytesOf(file, state, env)) ?? file.bytes, file);
}

/**
 * Whose files the request may read (fileLinks.ts): the account a signed address names, else the signed-in
 * account's (a sub-account reads its main account's). A signature that does not hold, or no proof at all,
 * reads nothing: 404 as for a file that does not exist, and 401 without any proof.
 */
function fileReader(request: Request, url: URL, id: string, shared: DevState, env: DevEnv): string {
  if (isSignedRequest(url)) {
    const owner = signedOwner(env.fileSecret, id, url);
    if (owner === undefined) throw new HttpError(404, 'FILE_NOT_FOUND', `文件不存在: ${id}`);
    return owner;
  }
  const token = sessionToken(request);
  if (token === undefined) throw unauthorized();
  return ownerOf(authenticate(request, env.tokens, shared.passwords, token));
}

function fileNameOfUrl(url: string): string {
  try {
    return decodeURIComponent(new URL(url, 'http://host.invalid/').pathname.split('/').pop() ?? '') || 'taobao-file';
  } catch {
    return 'taobao-file';
  }
}

/** Duck-typed: happy-dom and Node each bring their own File class. */
function isBlob(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function';
}
