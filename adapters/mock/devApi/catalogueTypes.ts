// The catalogue's wire shapes (spec 1 §3), as the dev API sends them. They mirror src/api/catalogueTypes.ts,
// which the console reads them with; nothing outside src/ may import src/ (DESIGN), so the mirror lives
// here and test/unit/devApi/catalogueTypes.test.ts fails to compile if the two drift apart.

export interface PhoneBrand {
  id: string;
  name: string;
  next: string | null;
}

export interface PhoneModel {
  id: string;
  phoneBrandId: string;
  name: string;
  favorited: boolean;
  next: string | null;
}

export interface MaterialColor {
  id: string;
  name: string;
  defaultBackgroundColor: string | null;
  enabled: boolean;
  next: string | null;
}

export interface PhoneCaseMaterial {
  id: string;
  name: string;
  needBackground: boolean;
  colors: MaterialColor[];
  next: string | null;
}

export interface Sku {
  id: string;
  phoneBrandId: string;
  phoneModelId: string;
  materialId: string;
  materialColorId: string;
  wireframeId: string | null;
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
  index: number;
  fileId: string;
}

export interface Wireframe {
  id: string;
  width: number;
  height: number;
  layers: WireframeLayer[];
  printArea: PrintArea | null;
}

/**
 * What the dev API stores for a wireframe: file ids, not URLs. URLs are made when a wireframe is read,
 * because the in-browser mock adapter hands out blob: URLs lazily (and they would not survive a reload).
 */
export interface WireframeRecord {
  id: string;
  width: number;
  height: number;
  foregroundFileId: string | null;
  backgroundFileId: string | null;
  printArea: PrintArea | null;
}

/** Layer indexes (spec 1 §3): positive is drawn over the design, negative under it. */
export const FOREGROUND_INDEX = 1;
export const BACKGROUND_INDEX = -1;

/** Spec 1 §3: a SKU is addressed by {phoneModelId}-{materialColorId}. */
export function skuIdOf(phoneModelId: string, materialColorId: string): string {
  return `${phoneModelId}-${materialColorId}`;
}
