// Wireframes (spec 1 §7): a foreground and/or a background image with the print-area margins. Stored
// by file id; the layer URLs are made at read time (see WireframeRecord).
import { notFound, type CatalogueState } from './catalogueState';
import { optionalId, splitIds } from './catalogueInput';
import { BACKGROUND_INDEX, FOREGROUND_INDEX, WIREFRAME_CONFLICT, type PrintArea, type Wireframe, type WireframeLayer } from '../../../../contract/catalogue';
import { type WireframeRecord } from './catalogueTypes';
import type { DevEnv } from '../context';
import { HttpError, badRequest, json, optionalInteger, readJsonObject } from '../http/http';
import { checkBaseRevision } from '../revisions';
import type { Router } from '../http/router';
import { nextId, type DevState } from '../state';

/** Spec 1 §5 texts. */
export const IMAGE_REQUIRED = '请上传背景图或前景图';
export const PRINT_AREA_TOO_WIDE = '打印区域不能超过背景图宽度';
export const PRINT_AREA_TOO_TALL = '打印区域不能超过背景图高度';
/** The 409 of an edit made from a revision another write has replaced. */
export const WIREFRAME_EDITED_ELSEWHERE = '该线框图已在其他页面修改，请重新加载';

const BASE = '/api/phone_case_wireframes';
const PRINT_AREA_FIELDS = ['printAreaLeft', 'printAreaRight', 'printAreaTop', 'printAreaBottom'] as const;

export function wireframeRoutes(router: Router): void {
  router.get(BASE, ({ url, state, env }) => {
    const raw = url.searchParams.get('ids');
    if (raw === null) throw badRequest('ids 必填');
    const { wireframes } = state.catalogue;
    // Unknown ids are skipped: the screen asks for the wireframes its SKUs name, some may be gone.
    const found = splitIds(raw).filter((id) => wireframes.has(id));
    return json(found.map((id) => view(wireframes.get(id)!, state, env)));
  });

  router.get(`${BASE}/:id`, ({ params, state, env }) => json(view(findWireframe(state.catalogue, params.id!), state, env)));

  router.post(BASE, async ({ request, state, env }) => {
    const fields = readFields(await readJsonObject(request), undefined, state);
    const record: WireframeRecord = { id: nextId(state), ...fields, revision: 1 };
    state.catalogue.wireframes.set(record.id, record);
    return json(view(record, state, env));
  });

  // Fields left out of the body keep their values, so a batch print-area edit may send only the margins;
  // the merged result is validated as a whole, exactly like a new one. An edit from the form sends the
  // revision it loaded: another tab's edit since gets 409 before any field is read, and nothing changes.
  router.patch(`${BASE}/:id`, async ({ request, params, state, env }) => {
    const record = findWireframe(state.catalogue, params.id!);
    const body = await readJsonObject(request);
    checkBaseRevision(body, record, { conflict: () => new HttpError(409, WIREFRAME_CONFLICT, WIREFRAME_EDITED_ELSEWHERE) });
    Object.assign(record, readFields(body, record, state), { revision: record.revision + 1 });
    return json(view(record, state, env));
  });
}

function findWireframe(catalogue: CatalogueState, id: string): WireframeRecord {
  const record = catalogue.wireframes.get(id);
  if (!record) throw notFound('线框图', id);
  return record;
}

type Fields = Omit<WireframeRecord, 'id' | 'revision'>;

function readFields(body: Record<string, unknown>, current: WireframeRecord | undefined, state: DevState): Fields {
  const width = 'width' in body || !current ? positiveInteger(body, 'width') : current.width;
  const height = 'height' in body || !current ? positiveInteger(body, 'height') : current.height;
  const foregroundFileId = 'foregroundImageFileId' in body || !current ? imageFileId(body, 'foregroundImageFileId', state) : current.foregroundFileId;
  const backgroundFileId = 'backgroundImageFileId' in body || !current ? imageFileId(body, 'backgroundImageFileId', state) : current.backgroundFileId;
  if (foregroundFileId === null && backgroundFileId === null) throw badRequest(IMAGE_REQUIRED);
  const touchesPrintArea = PRINT_AREA_FIELDS.some((field) => field in body);
  const printArea = touchesPrintArea || !current ? readPrintArea(body) : current.printArea;
  checkBounds(printArea, width, height);
  return { width, height, foregroundFileId, backgroundFileId, printArea };
}

function positiveInteger(body: Record<string, unknown>, field: string): number {
  const value = optionalInteger(body, field);
  if (value === undefined || value <= 0) throw badRequest(`${field} 必须是正整数`);
  return value;
}

/** The image must be a file the store has, fully uploaded: a wireframe pointing nowhere would show nothing. */
function imageFileId(body: Record<string, unknown>, field: string, state: DevState): string | null {
  const id = optionalId(body, field) ?? null;
  if (id === null) return null;
  const file = state.files.get(id);
  if (!file || file.status !== 'uploaded') throw badRequest(`${field} 指向的文件不存在或未上传完成: ${id}`);
  return id;
}

/**
 * Spec 1 §5: margins are integers; the client turns empty ones into 0 when any is set, and sends all
 * four as null when none is. So: all null is "no print area", all integers is one, a mix is a client bug.
 */
function readPrintArea(body: Record<string, unknown>): PrintArea | null {
  const [left, right, top, bottom] = PRINT_AREA_FIELDS.map((field) => optionalInteger(body, field));
  const given = [left, right, top, bottom].filter((value) => value !== undefined);
  if (given.length === 0) return null;
  if (given.length < 4) throw badRequest('打印区域四个边距须全部填写或全部留空');
  if (given.some((value) => value! < 0)) throw badRequest('打印区域边距不能为负数');
  return { left: left!, right: right!, top: top!, bottom: bottom! };
}

function checkBounds(printArea: PrintArea | null, width: number, height: number): void {
  if (printArea === null) return;
  if (printArea.left + printArea.right > width) throw badRequest(PRINT_AREA_TOO_WIDE);
  if (printArea.top + printArea.bottom > height) throw badRequest(PRINT_AREA_TOO_TALL);
}

/** The wire shape, with URLs made now: env.fileUrl knows marketplace URLs and the mock adapter's blob URLs. */
function view(record: WireframeRecord, state: DevState, env: DevEnv): Wireframe {
  const layers: WireframeLayer[] = [];
  const layer = (fileId: string, index: number) => {
    const file = state.files.get(fileId);
    const imageUrl = file ? env.fileUrl(file, state.owner) : `${env.origin}/api/files/${encodeURIComponent(fileId)}/content`;
    layers.push({ imageUrl, index, fileId });
  };
  // Bottom to top, as they are drawn.
  if (record.backgroundFileId !== null) layer(record.backgroundFileId, BACKGROUND_INDEX);
  if (record.foregroundFileId !== null) layer(record.foregroundFileId, FOREGROUND_INDEX);
  return {
    id: record.id,
    width: record.width,
    height: record.height,
    layers,
    printArea: record.printArea ? { ...record.printArea } : null,
    revision: record.revision,
  };
}
