/**
 * The catalogue's wire shapes (spec 1 §3), read by the console and sent by the dev API. Ids are strings as the
 * admin API sends them; lists come in linked-list order with `next`.
 */
export type Id = string;

export interface PhoneBrand {
  id: Id;
  name: string;
  next: Id | null;
}

export interface PhoneModel {
  id: Id;
  phoneBrandId: Id;
  name: string;
  favorited: boolean;
  next: Id | null;
}

export interface MaterialColor {
  id: Id;
  name: string;
  /** Hex like #ffffff; null when the material needs no background. */
  defaultBackgroundColor: string | null;
  enabled: boolean;
  next: Id | null;
}

export interface PhoneCaseMaterial {
  id: Id;
  name: string;
  needBackground: boolean;
  colors: MaterialColor[];
  next: Id | null;
}

/** Addressed by `{phoneModelId}-{materialColorId}` (spec 1 §3). */
export interface Sku {
  id: string;
  phoneBrandId: Id;
  phoneModelId: Id;
  materialId: Id;
  materialColorId: Id;
  wireframeId: Id | null;
  enabled: boolean;
}

export interface PrintArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface WireframeLayer {
  imageUrl: string;
  /** Positive: foreground, drawn over the design; negative: background, drawn under it. */
  index: number;
  fileId: string;
}

export interface Wireframe {
  id: Id;
  width: number;
  height: number;
  layers: WireframeLayer[];
  printArea: PrintArea | null;
}

/** The write fields of spec 1 §3. */
export interface WireframeInput {
  width: number;
  height: number;
  foregroundImageFileId: string | null;
  backgroundImageFileId: string | null;
  printAreaLeft: number | null;
  printAreaTop: number | null;
  printAreaRight: number | null;
  printAreaBottom: number | null;
}

export function skuId(phoneModelId: Id, materialColorId: Id): string {
  return `${phoneModelId}-${materialColorId}`;
}

/** Layer indexes (spec 1 §3): positive is drawn over the design, negative under it. */
export const FOREGROUND_INDEX = 1;
export const BACKGROUND_INDEX = -1;

/**
 * The code of the 409 a stale wireframe write gets: the SKU's wireframe is no longer the one the tab saw
 * (another tab filled the row, or bound another wireframe, since this one loaded). Nothing is changed.
 */
export const WIREFRAME_CONFLICT = 'WIREFRAME_CONFLICT';

/**
 * Whether a wireframe write made from what a tab saw (`base`: the SKU's wireframe then, null for none)
 * would overwrite another tab's wireframe (`current`: the SKU's wireframe now, null for none or no SKU).
 * `undefined` base: the caller asked for no check. The console checks before it writes; the server
 * checks the bind (PATCH …/phone_case_skus/:id `baseWireframeId`), which settles a race between the two.
 */
export function isStaleWireframeBase(base: string | null | undefined, current: string | null): boolean {
  return base !== undefined && base !== current;
}
