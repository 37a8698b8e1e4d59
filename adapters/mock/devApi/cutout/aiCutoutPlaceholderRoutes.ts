// Spec 2 §7: AI cutout placeholder images per cutout type. A record names an uploaded file; its `url` is made
// at read time (env.fileUrl), like the design assets'.
import * as api from '../../../../contract/endpoints/cutout';
import {
  PLACEHOLDER_MAX_BYTES,
  PLACEHOLDER_TOO_LARGE,
  placeholderFileProblem,
  placeholderSignature,
  type AiCutoutPlaceholderImage,
  type PlaceholderImageInput,
} from '../../../../contract/aiCutout';
import { declaredSizeRefusal, declaredSizeText } from '../../../../contract/imageUpload';
import { IMAGE_REFUSED } from '../files/storedImages';
import type { DevEnv } from '../context';
import { cutoutStateOf, type PlaceholderRecord } from './cutoutState';
import { contentFileId } from './imageSource';
import { seedPlaceholders } from './placeholderSeed';
import { uploadedFile, urlOfFile } from '../files/fileRefs';
import { HttpError, badRequest, json } from '../http/http';
import { ownOrigins } from '../http/origins';
import type { Router } from '../http/router';
import { bytesOf, sizeOf } from '../files/seedFiles';
import { nextId, type DevState } from '../state';
import type { StoredFile } from '../types';

export function aiCutoutPlaceholderRoutes(router: Router): void {
  router.on(api.cutoutPlaceholders.list, ({ query, state, env }) => {
    const { aiCutoutType: type } = query();
    const list = placeholdersOf(state).filter((record) => type === null || record.aiCutoutType === type);
    return json(list.map((record) => view(record, state, env)));
  });

  router.on(api.cutoutPlaceholders.create, async ({ body: readBody, request, state, env }) => {
    const body = await readBody();
    const { aiCutoutType } = body;
    const file = fileOf(body, state, ownOrigins(request, env));
    const size = (await sizeOf(file, state, env)) ?? 0;
    const problem = placeholderFileProblem({ type: file.mimeType, size });
    if (problem === 'type') throw badRequest(`占位图像只能是 PNG 或 JPEG 图片: ${file.fileName}`);
    if (problem === 'size') throw badRequest(`${PLACEHOLDER_TOO_LARGE}（${PLACEHOLDER_MAX_BYTES} 字节）`);
    // The declared type is the client's word; the bytes decide. A marketplace file whose bytes we cannot see is
    // let through, as the font route does.
    const bytes = await bytesOf(file, state, env);
    if (bytes !== undefined && placeholderSignature(bytes) === null) {
      throw badRequest(`${file.fileName} 不是 PNG 或 JPEG 图片（文件内容与声明的类型不符）`, 'NOT_AN_IMAGE');
    }
    // The designer draws it as a layer's picture: no larger than any image the console decodes, and with a
    // size its header gives (whatever follows the header: a browser decodes it anyway).
    const sizeRefusal = bytes === undefined ? null : declaredSizeRefusal(bytes, file.fileName);
    if (sizeRefusal) throw badRequest(declaredSizeText(sizeRefusal), IMAGE_REFUSED);
    const record: PlaceholderRecord = { id: nextId(state), aiCutoutType, fileId: file.id };
    placeholdersOf(state).push(record);
    return json(view(record, state, env));
  });

  // Templates that use it keep its id; their cutout layer then has no placeholder to show (the console warns).
  router.on(api.cutoutPlaceholders.remove, ({ params, state }) => {
    const list = placeholdersOf(state);
    const at = list.findIndex((record) => record.id === params.id);
    if (at < 0) throw new HttpError(404, 'NOT_FOUND', `占位图像不存在: ${params.id}`);
    list.splice(at, 1);
    return json({});
  });
}

function placeholdersOf(state: DevState): PlaceholderRecord[] {
  const cutout = cutoutStateOf(state);
  cutout.placeholders ??= seedPlaceholders(state);
  return cutout.placeholders;
}

/**
 * By `fileId` when the client names its upload, else by the address of one of our files: a path, or a full
 * address on one of the dev API's own origins (another host's `/api/files/…` is not ours).
 */
function fileOf(body: PlaceholderImageInput, state: DevState, origins: readonly string[]): StoredFile {
  if (body.fileId !== undefined) return uploadedFile(state, body.fileId, 'fileId');
  const { url } = body;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url, origins[origins.length - 1] ?? 'http://dev.invalid');
  } catch {
    // An address that does not parse names no file of ours: refused below.
  }
  if (parsed && !origins.includes(parsed.origin)) throw badRequest(`url 必须是开发接口自己的文件地址: ${url}`, 'URL_NOT_ALLOWED');
  const stored = contentFileId(parsed?.pathname ?? '');
  if (stored === undefined) throw badRequest(`url 不是已上传的文件: ${url}`);
  return uploadedFile(state, stored, 'url');
}

function view(record: PlaceholderRecord, state: DevState, env: DevEnv): AiCutoutPlaceholderImage {
  return { id: record.id, url: urlOfFile(record.fileId, state, env), aiCutoutType: record.aiCutoutType };
}
