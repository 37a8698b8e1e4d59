/** The admin API's file wire shapes, which the adapters send and the dev API answers. */

/** Spec 1 §3: file upload kinds. */
export const FILE_KIND = {
  DESIGN_ASSET: 1,
  TEMPLATE_THUMBNAIL: 2,
  TEMPLATE_LAYER: 3,
  WIREFRAME: 4,
  ORDER: 5,
  FONT: 6,
} as const;
export type FileKind = (typeof FILE_KIND)[keyof typeof FILE_KIND];

export type { UploadForm } from './fileReplies';
