/**
 * Where an artboard's layers land on a template canvas (500 × 1044 by default). The artboard is scaled to
 * fit inside the canvas, keeping its aspect, and centred: an artboard of the canvas's shape fills it
 * exactly, a wider one touches the sides, a taller one the top and bottom, and no layer is cut off that
 * was inside the artboard. Layers reaching outside the artboard keep their overhang (the canvas clips).
 */
import { fittedName, LAYER_NAME_LIMIT } from '../../../contract/names';
import { newLayer, type Layer } from '../../../contract/templates';
import { coverBox } from '../backgroundLayer';

export interface Size {
  width: number;
  height: number;
}

export interface Fit {
  scale: number;
  offsetX: number;
  offsetY: number;
}

export function fitArtboard(artboard: Size, canvas: Size): Fit {
  const scale = Math.min(canvas.width / artboard.width, canvas.height / artboard.height);
  return { scale, offsetX: (canvas.width - artboard.width * scale) / 2, offsetY: (canvas.height - artboard.height * scale) / 2 };
}

/** A layer of the artboard as the worker hands it over: its box relative to the artboard, in PSD pixels. */
export interface ArtboardLayerBox {
  left: number;
  top: number;
  width: number;
  height: number;
  /** The artboard's background colour (psdProtocol.ts): the layer comes in as the background. */
  background?: boolean;
}

/**
 * The folder a layer is in, within its artboard (its outermost one: the designer's groups have one level).
 * `key` tells the folders of one artboard apart; the designer makes it a group (model/groups.ts).
 */
export interface PsdFolder {
  key: number;
  name: string;
}

/** What an imported layer is called in the file: its name, and its folder's. */
export interface NamedLayerBox extends ArtboardLayerBox {
  name?: string;
  folder?: PsdFolder;
}

export interface PlacedBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Two decimals, like every other size the designer stores. */
const round2 = (value: number) => Math.round(value * 100) / 100;

export function placeOnCanvas(box: ArtboardLayerBox, fit: Fit): PlacedBox {
  return {
    left: round2(fit.offsetX + box.left * fit.scale),
    top: round2(fit.offsetY + box.top * fit.scale),
    width: round2(box.width * fit.scale),
    height: round2(box.height * fit.scale),
  };
}

/**
 * Where a layer lands as the merchant will see it: the artboard's background covering the canvas (spec 2
 * §4, lib/backgroundLayer.ts), any other layer where the artboard's fit puts it. For the previews and the
 * thumbnail, which show the template as the import makes it.
 */
export function placeShown(box: ArtboardLayerBox, fit: Fit, canvas: Size): PlacedBox {
  return box.background ? coverBox(box, canvas) : placeOnCanvas(box, fit);
}

/** A layer box the canvas can hold: a finite place and a positive finite size. */
export function isSaneBox(box: PlacedBox): boolean {
  return [box.left, box.top, box.width, box.height].every(Number.isFinite) && box.width > 0 && box.height > 0;
}

/**
 * The layers of an artboard that land on the canvas as a real box, and how many do not: a damaged file
 * can give NaN or 0 × 0 (and a 1-pixel layer of a huge artboard rounds to 0 wide). Those never reach the
 * model or a template create; the caller says how many were skipped.
 */
export function placeableLayers<T extends ArtboardLayerBox>(artboard: Size, layers: readonly T[], canvas: Size): { fit: Fit; layers: T[]; skipped: number } {
  const fit = fitArtboard(artboard, canvas);
  const kept = layers.filter((layer) => isSaneBox(placeOnCanvas(layer, fit)));
  return { fit, layers: kept, skipped: layers.length - kept.length };
}

/**
 * A new IMAGE layer for one imported PSD layer: null id, a new uuid, the image as given (a local object
 * URL in the designer, an uploaded file on the template screen), the image's pixel size (the box's unless
 * said otherwise) as the original size.
 */
export function importedImageLayer(
  box: NamedLayerBox,
  fit: Fit,
  image: { url: string; fileId: string | null; width?: number; height?: number },
  uuid: string,
): Layer {
  return newLayer({
    uuid,
    imageUrl: image.url,
    imageFileId: image.fileId,
    type: 'IMAGE',
    ...placeOnCanvas(box, fit),
    originalWidth: image.width ?? box.width,
    originalHeight: image.height ?? box.height,
    // The merchant's own file, like an upload (not a library asset).
    isUserUploadImage: true,
    isBackground: box.background === true,
    ...namesFromFile(box),
  });
}

/**
 * The layer's name from the file, and its folder as a group (the background stays out of any group: it
 * lies under the others, spec 2 §4). The group's id is one per folder of the artboard; the designer gives
 * each import's groups ids of their own (model/importActions.ts).
 */
function namesFromFile(box: NamedLayerBox): Partial<Layer> {
  const name = box.name === undefined ? undefined : fittedName(box.name, LAYER_NAME_LIMIT);
  const folder = box.folder && !box.background ? box.folder : undefined;
  const groupName = folder && fittedName(folder.name, LAYER_NAME_LIMIT);
  return {
    ...(name !== undefined && { name }),
    ...(folder && { groupId: `psd-folder-${folder.key}` }),
    ...(groupName !== undefined && { groupName }),
  };
}
