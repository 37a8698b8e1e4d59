/** Spec 1 §5 and §9: at most 2 images (a foreground and a background) per brand-model-material-color. */
export const MAX_IMAGES_PER_WIREFRAME = 2;

/** Spec 1 §9: more than 500 images may be slow; the wizard warns before it starts. */
export const IMPORT_SLOW_THRESHOLD = 500;

export function isImportSlow(imageCount: number): boolean {
  return imageCount > IMPORT_SLOW_THRESHOLD;
}
