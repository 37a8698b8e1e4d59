/**
 * A picture of a template's whole canvas: the thumbnail the designer and the PSD import save, the import
 * dialog's previews, and the size the service reports for a thumbnail. One rule for all of them.
 */

/** Spec 2 §9: a template's thumbnail is 600 high. */
export const THUMBNAIL_HEIGHT = 600;

/**
 * Ours: a picture at most this many times as wide as it is high. A canvas the API takes may be 30000 × 20
 * (contract/templates.ts TEMPLATE_MAX_SIDE); 600 high it would be 900,000 wide, past what any browser canvas
 * holds, and the template could never be saved.
 */
export const PICTURE_MAX_ASPECT = 8;

export interface CanvasPictureSize {
  width: number;
  height: number;
  /** What the canvas's coordinates are multiplied by to land on the picture. */
  scale: number;
}

/** The canvas `height` high, or narrower where that would pass PICTURE_MAX_ASPECT; each side at least 1 px. */
export function canvasPictureSize(canvas: { width: number; height: number }, height: number): CanvasPictureSize {
  const scale = Math.min(height / canvas.height, (height * PICTURE_MAX_ASPECT) / canvas.width);
  return { width: Math.max(1, Math.round(canvas.width * scale)), height: Math.max(1, Math.round(canvas.height * scale)), scale };
}
