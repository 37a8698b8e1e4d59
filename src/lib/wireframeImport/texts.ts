import { MSG } from '../../messages';

/**
 * The bulk wireframe import's texts (spec 1 §5, §8). The spec's texts are written exactly as the spec
 * writes them, full-width punctuation and ~ included; the ones marked "ours" fill a gap in the spec.
 */
export const WIREFRAME_IMPORT_TEXT = {
  /** A file name that is not brand-model-material-color-前景图|背景图.ext; the message lists the names. */
  misnamed: MSG.catalogue.importMisnamed,
  /** More than two images, or two of the same layer, for one brand-model-material-color. */
  tooManyInGroup: MSG.catalogue.importTooManyInGroup,
  /** Foreground and background differ in size, or one of the two is damaged. */
  sizeMismatch: MSG.catalogue.importSizeMismatch,
  /** The only image of a group is damaged. */
  badImage: MSG.catalogue.importBadImage,
  /** Spec 1 §8: a SKU points at a wireframe the catalogue fetch did not return. */
  fetchFailed: MSG.catalogue.importFetchFailed,
  /** Ours: the wireframe already has both layers (or a layer the import keeps) in another size. */
  existingSizeDiffers: MSG.catalogue.importExistingSizeDiffers,
} as const;

// The wizard's "more than 500 images may be slow" warning (spec 1 §9) names this number.
