/**
 * Spec 1 §7: what the upload calls answer. Apart from files.ts, which the screens import for FILE_KIND, so that a
 * screen does not load valibot with it.
 */
import * as v from 'valibot';

/** Spec 1 §7, step 1 of an upload: where to send the bytes, with the form's fields, and the file it makes. */
export const UploadFormSchema = v.object({
  uploadUrl: v.string(),
  params: v.record(v.string(), v.string()),
  fileId: v.string(),
  fileUrl: v.string(),
});
export type UploadForm = v.InferOutput<typeof UploadFormSchema>;

/** POST /api/files/taobao: the admin file the marketplace image now is. */
export const MarketplaceFileReplySchema = v.object({ id: v.string() });
