// A stored file a route makes into an image record (a design asset, a font preview, a wireframe layer, a
// template's layer, stroke or thumbnail image): checked by the rule the console's upload applies
// (contract/imageUpload.ts), so a file sent past the console (another tool, an older console, a hand-made
// request) is refused with the words the console would have shown. The bytes were stored as sent; a
// marketplace file whose bytes nobody here holds (a real cloud URL) is let through, as the size and font checks do.
import { uploadedImageRefusal, wireframeImageRefusal } from '../../../../contract/imageUpload';
import type { DevEnv } from '../context';
import { badRequest } from '../http/http';
import type { DevState } from '../state';
import type { StoredFile } from '../types';
import { uploadedFile } from './fileRefs';
import { CLOUD_FILE_NOT_FOUND, cloudFileIdOf } from './marketplaceUrls';
import { bytesOf } from './seedFiles';

export type ImageRule = (bytes: Uint8Array, fileName: string) => string | null;

/** The asset library's and the designer's upload rule (format, declared size). */
export const UPLOAD_RULE: ImageRule = uploadedImageRefusal;
/** The wireframe form's and import's rule (a readable GIF, JPEG, PNG, BMP or SVG; declared size). */
export const WIREFRAME_RULE: ImageRule = wireframeImageRefusal;

/** 400 IMAGE_REFUSED with the console's words when `file` breaks `rule`. */
export async function checkStoredImage(file: StoredFile, state: DevState, env: DevEnv, rule: ImageRule): Promise<void> {
  const bytes = await bytesOf(file, state, env);
  if (bytes === undefined) {
    // A simulated cloud address whose file is gone (deleted since it was registered) has nothing to check
    // and nothing to serve: never a record made unchecked.
    if (file.url !== undefined && cloudFileIdOf(file.url) !== undefined) throw badRequest(`云文件不存在: ${file.fileName}`, CLOUD_FILE_NOT_FOUND);
    return;
  }
  const refusal = rule(bytes, file.fileName);
  if (refusal !== null) throw badRequest(refusal, IMAGE_REFUSED);
}

export const IMAGE_REFUSED = 'IMAGE_REFUSED';

/** uploadedFile (the store has it, fully uploaded), then checked as an image by `rule`. */
export async function uploadedImage(state: DevState, env: DevEnv, id: string, field: string, rule: ImageRule = UPLOAD_RULE): Promise<StoredFile> {
  const file = uploadedFile(state, id, field);
  await checkStoredImage(file, state, env, rule);
  return file;
}
