// Wireframes (spec 1 §7): a foreground and/or a background image with the print-area margins. Stored
// by file id; the layer URLs are made at read time (see WireframeRecord).
import { pathOf } from '../../../../contract/endpoint';
import { files } from '../../../../contract/endpoints/files/files';
import * as api from '../../../../contract/endpoints/catalogue';
import { notFound, type CatalogueState } from './catalogueState';
import { splitIds } from './catalogueInput';
import {
  BACKGROUND_INDEX,
  FOREGROUND_INDEX,
  WIREFRAME_CONFLICT,
  type PrintArea,
  type WireframeInput,
  type Wireframe,
  type WireframeLayer,
} from '../../../../contract/catalogue';
import { type WireframeRecord } from './catalogueTypes';
import type { DevEnv } from '../context';
import { HttpError, badRequest, json } from '../http/http';
import { checkBaseRevision } from '../revisions';
import type { Router } from '../http/router';
import { WIREFRAME_RULE, checkStoredImage } from '../files/storedImages';
import { nextId, type DevState } from '../state';

/** The 409 of an edit made from a revision another write has replaced. */
export const WIREFRAME_EDITED_ELSEWHERE = '该线框图已在其他页面修改，请重新加载';

const PRINT_AREA_FIELDS = ['printAreaLeft', 'printAreaRight', 'printAreaTop', 'printAreaBottom'] as const;

export function wireframeRoutes(router: Router): void {
  router.on(api.wireframes.list, ({ query, state, env }) => {
    const { ids } = query();
    const { wireframes } = state.catalogue;
    // Unknown ids are skipped: the screen asks for the wireframes its SKUs name, some may be gone.
    const found = splitIds(ids).filter((id) => wireframes.has(id));
    return json(found.map((id) => view(wireframes.get(id)!, state, env)));
  });

  router.on(api.wireframes.get, ({ params, state, env }) => json(view(findWireframe(state.catalogue, params.id!), state, env)));

  router.on(api.wireframes.create, async ({ body, state, env }) => {
    const fields = readFields(await body(), state);
    await checkNewImages(fields, state, env);
    const record: WireframeRecord = { id: nextId(state), ...fields, revision: 1 };
    state.catalogue.wireframes.set(record.id, record);
    return json(view(record, state, env));
  });

  // Fields left out of the body keep their values (mergedBody), so a batch print-area edit may send only the
  // margins; the merged result is validated as a whole, exactly like a new one. An edit from the form sends the
  // revision it loaded: another tab's edit since gets 409 before any field is read, and nothing changes.
  router.on(api.wireframes.update, async ({ body, params, state, env }) => {
    const record = findWireframe(state.catalogue, params.id!);
    const input = await body((sent) => {
      checkBaseRevision(sent, record, { conflict: () => new HttpError(409, WIREFRAME_CONFLICT, WIREFRAME_EDITED_ELSEWHERE) });
      return mergedBody(sent, record);
    });
    const fields = readFields(input, state);
    await checkNewImages(fields, state, env, record);
    Object.assign(record, fields, { revision: record.revision + 1 });
    return json(view(record, state, env));
  });
}

function findWireframe(catalogue: CatalogueState, id: string): WireframeRecord {
  const record = catalogue.wireframes.get(id);
  if (!record) throw notFound('线框图', id);
  return record;
}

type Fields = Omit<WireframeRecord, 'id' | 'revision'>;

/**
 * A PATCH's body over the stored fields: a field left out keeps its value, and the four margins go together
 * (one of them given replaces the print area), so that the merged result is read whole, as a new one is.
 */
function mergedBody(body: Record<string, unknown>, current: WireframeRecord): Record<string, unknown> {
  const area = current.printArea;
  const touchesPrintArea = PRINT_AREA_FIELDS.some((field) => field in body);
  const stored = {
    width: current.width,
    height: current.height,
    foregroundImageFileId: current.foregroundFileId,
    backgroundImageFileId: current.backgroundFileId,
    ...(touchesPrintArea || !area ? {} : { printAreaLeft: area.left, printAreaRight: area.right, printAreaTop: area.top, printAreaBottom: area.bottom }),
  };
  return { ...stored, ...body };
}

/** The fields of a body its schema read (contract/catalogue.ts WireframeBodySchema), its images checked in the store. */
function readFields(input: WireframeInput, state: DevState): Fields {
  const { printAreaLeft: left, printAreaRight: right, printAreaTop: top, printAreaBottom: bottom } = input;
  const printArea: PrintArea | null = typeof left === 'number' ? { left, right: right!, top: top!, bottom: bottom! } : null;
  return {
    width: input.width,
    height: input.height,
    foregroundFileId: storedImage(input.foregroundImageFileId ?? null, 'foregroundImageFileId', state),
    backgroundFileId: storedImage(input.backgroundImageFileId ?? null, 'backgroundImageFileId', state),
    printArea,
  };
}

/** The image must be a file the store has, fully uploaded: a wireframe pointing nowhere would show nothing. */
function storedImage(id: string | null, field: string, state: DevState): string | null {
  if (id === null) return null;
  const file = state.files.get(id);
  if (!file || file.status !== 'uploaded') throw badRequest(`${field} 指向的文件不存在或未上传完成: ${id}`);
  return id;
}

/**
 * The images a body brings that the wireframe (`current`, on PATCH) does not hold yet, held to the wireframe
 * form's rule (files/storedImages.ts): those it holds were checked when they came.
 */
async function checkNewImages(fields: Fields, state: DevState, env: DevEnv, current?: WireframeRecord): Promise<void> {
  const held = new Set([current?.foregroundFileId, current?.backgroundFileId]);
  for (const id of [fields.foregroundFileId, fields.backgroundFileId]) {
    if (id !== null && !held.has(id)) await checkStoredImage(state.files.get(id)!, state, env, WIREFRAME_RULE);
  }
}

/** The wire shape, with URLs made now: env.fileUrl knows marketplace URLs and the mock adapter's blob URLs. */
function view(record: WireframeRecord, state: DevState, env: DevEnv): Wireframe {
  const layers: WireframeLayer[] = [];
  const layer = (fileId: string, index: number) => {
    const file = state.files.get(fileId);
    const imageUrl = file ? env.fileUrl(file, state.owner) : `${env.origin}${pathOf(files.content, { id: fileId })}`;
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
