/**
 * Spec 1 §7: the bodies of the upload calls (the form, the result, a marketplace image's registration), as the
 * dev API reads them. Apart from files.ts, which the screens import for FILE_KIND, so that a screen does not
 * load valibot with it.
 */
import * as v from 'valibot';
import { FILE_KIND, type FileKind } from './files';
import { at, booleanField, field, nonBlankText } from './wire';

const KINDS: readonly number[] = Object.values(FILE_KIND);

/**
 * Spec 1 §3's upload kinds 1 to 6: 3 and "3" alike (a Java-style backend binds either), digits only with a
 * sign, since Number() would read "0x3" and "3e0" as 3.
 */
const fileKind = v.pipe(
  field(v.unknown()),
  v.transform((raw) => (raw === null || raw === '' ? undefined : typeof raw === 'string' ? (/^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN) : raw)),
  // Safe integers only: 1e20 is an integer, but not one arithmetic on it can be trusted with.
  v.check((kind) => kind === undefined || (typeof kind === 'number' && Number.isSafeInteger(kind)), 'type 必须是整数'),
  v.custom<FileKind>((kind) => typeof kind === 'number' && KINDS.includes(kind), 'type 必须是 1 到 6 之间的整数'),
);

/** A number the body may leave out, or send as something else: then the service's own value is taken. */
const numberOrNone = v.pipe(
  v.optional(v.unknown()),
  v.transform((value) => (typeof value === 'number' ? value : undefined)),
);

/** POST /api/files/upload_form: step 1 of an upload. */
export const UploadFormBodySchema = v.object({ fileName: nonBlankText, type: fileKind });

/** POST /api/files/upload_result: step 3. The file is looked up after this. */
export const UploadResultBodySchema = v.object({
  fileId: v.pipe(
    field(v.unknown()),
    v.custom<string | number>((id) => (typeof id === 'string' && id !== '') || typeof id === 'number', at('必填')),
    v.transform(String),
  ),
  success: field(booleanField),
  /** When the upload finished; the service's clock when left out. */
  uploadTime: numberOrNone,
  /** Why it failed; '' when not said. */
  errorMessage: v.pipe(
    v.optional(v.unknown(), ''),
    v.transform((message) => (typeof message === 'string' ? message : '')),
  ),
});

/** POST /api/files/taobao: an image the Qianniu client put on the marketplace. Where its url may point is checked after this. */
export const MarketplaceFileBodySchema = v.object({
  url: nonBlankText,
  type: fileKind,
  taobaoFileId: v.pipe(
    v.optional(v.unknown()),
    v.transform((id) => (id === undefined || id === null ? undefined : String(id))),
  ),
  uploadTime: numberOrNone,
  /** Kept for the design-asset size limit (spec 1 §5): the service has no bytes of its own to measure. */
  fileSize: v.pipe(
    v.optional(v.unknown()),
    v.transform((size) => (typeof size === 'number' && Number.isFinite(size) ? size : undefined)),
  ),
});
