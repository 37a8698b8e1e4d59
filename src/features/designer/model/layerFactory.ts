/**
 * New image layers (spec 2 §9): an uploaded sticker is 90 wide, any other image is fitted to the canvas
 * width; the height follows the image's aspect ratio. New layers are centred on the canvas, placed on
 * top and selected, with a new uuid and a null id.
 */
import { newLayer } from '../../../../contract/templates';
import { STICKER_WIDTH } from './constants';
import type { CanvasSize, DesignerState, Layer } from './types';
import { uuidV4 } from './uuid';

/** sticker: from the material library's stickers; image: its images; upload: the merchant's own file. */
export type ImageLayerKind = 'sticker' | 'image' | 'upload';

export interface ImageLayerInput {
  imageUrl: string;
  /** The image's natural size in pixels. */
  width: number;
  height: number;
  kind: ImageLayerKind;
  canvas: CanvasSize;
  /** Set when the image is already a file of the admin API (a library asset); null for a local upload. */
  imageFileId?: string | null;
  newUuid?: () => string;
}

export function imageLayer({ imageUrl, width, height, kind, canvas, imageFileId = null, newUuid = uuidV4 }: ImageLayerInput): Layer {
  if (!(width > 0 && height > 0)) throw new RangeError(`image size must be positive, got ${width} × ${height}`);
  const shownWidth = kind === 'sticker' ? STICKER_WIDTH : canvas.width;
  const shownHeight = (shownWidth * height) / width;
  return newLayer({
    uuid: newUuid(),
    imageUrl,
    imageFileId,
    type: 'IMAGE',
    width: shownWidth,
    height: shownHeight,
    originalWidth: width,
    originalHeight: height,
    left: (canvas.width - shownWidth) / 2,
    top: (canvas.height - shownHeight) / 2,
    isUserUploadImage: kind === 'upload',
  });
}

/** Puts a new layer on top and selects it alone. */
export function addLayer(state: DesignerState, layer: Layer): DesignerState {
  return { ...state, layers: [...state.layers, layer], selectedUuids: [layer.uuid] };
}
