/**
 * Spec 1 §7: the bodies of the upload calls (the form, the result, a marketplace image's registration), as the
 * dev API reads them (their replies: fileReplies.ts). Apart from files.ts, which the screens import for FILE_KIND, so that a screen does not
 * load valibot with it.
 */
import * as v from 'valibot';
import { FILE_KIND, type FileKind } from './files';
import { UPLOAD_FILE_NAME_MAX, uploadFileName } from './fileNames';
import { at, booleanField, field, nonBlankText, readDigits } from './wire';

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

/** The latest time a Date can hold (ECMA-262 §21.4.1.1): a timestamp past it is no time at all. */
const LATEST_TIME_MS = 8.64e15;
/** Not in the spec: a marketplace image's address is a CDN path, far under what a browser takes (about 2000). */
const URL_MAX = 2048;
/** Not in the spec: the cloud's file id is a short token; what the dev API keeps of a request stays small. */
const CLOUD_FILE_ID_MAX = 256;

/**
 * A whole number from 0 that the body may leave out (or send null): 12 and "12" alike, digits only (Number()
 * would read "0x10" and "1e3"); a fraction, a sign or 1e20 is refused rather than taken or ignored, so that a
 * size sent as a string still counts against the limits it is kept for.
 */
const optionalCount = (max: number, message: string) =>
  v.pipe(
    v.optional(v.unknown()),
    v.transform((value) => (value === null ? undefined : readDigits(value))),
    v.custom<number | undefined>((value) => value === undefined || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max), message),
  );

/** When an upload finished, in ms (the console sends Date.now()); the service's clock when left out. */
const uploadTime = optionalCount(LATEST_TIME_MS, 'uploadTime 必须是毫秒时间戳');

/** A text with more than spaces in it, of at most `max` characters. */
const boundedText = (name: string, max: number) => v.pipe(nonBlankText, v.maxLength(max, `${name} 最多 ${max} 个字符`));

/** The name an upload's form takes: one the console would send as it is (contract/fileNames.ts uploadFileName). */
const uploadName = v.pipe(
  nonBlankText,
  v.check((name) => uploadFileName(name) === name, `fileName 最多 ${UPLOAD_FILE_NAME_MAX} 个字符，且不能含半个字符（不成对的代理项）`),
);

/** POST /api/files/upload_form: step 1 of an upload. */
export const UploadFormBodySchema = v.object({ fileName: uploadName, type: fileKind });

/** POST /api/files/upload_result: step 3. The file is looked up after this. */
export const UploadResultBodySchema = v.object({
  fileId: v.pipe(
    field(v.unknown()),
    v.custom<string | number>((id) => (typeof id === 'string' && id !== '') || typeof id === 'number', at('必填')),
    v.transform(String),
  ),
  success: field(booleanField),
  uploadTime,
  /**
   * Why it failed; '' when not said. Read leniently and at any length: it carries the storage's own reply
   * (threeStepUpload.ts), and a refused report would leave the failed file pending.
   */
  errorMessage: v.pipe(
    v.optional(v.unknown(), ''),
    v.transform((message) => (typeof message === 'string' ? message : '')),
  ),
});

/**
 * POST /api/files/taobao: an image the Qianniu client put on the marketplace (adapters/qianniu: the cloud's
 * url, taobaoFileId, uploadTime and fileSize as the host answered them). Where its url may point is checked after this.
 */
export const MarketplaceFileBodySchema = v.object({
  url: boundedText('url', URL_MAX),
  type: fileKind,
  /** The cloud's id of the file: a string, or (from another system) a whole number. */
  taobaoFileId: v.pipe(
    v.optional(v.unknown()),
    v.transform((id) => (id === null ? undefined : id)),
    v.custom<string | number | undefined>(
      (id) => id === undefined || (typeof id === 'string' && id.trim() !== '' && id.length <= CLOUD_FILE_ID_MAX) || (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0),
      `taobaoFileId 必须是不超过 ${CLOUD_FILE_ID_MAX} 个字符的 id`,
    ),
    v.transform((id) => (id === undefined ? undefined : String(id))),
  ),
  uploadTime,
  /** Kept for the design-asset size limit (spec 1 §5): the service has no bytes of its own to measure. */
  fileSize: optionalCount(Number.MAX_SAFE_INTEGER, 'fileSize 必须是不小于 0 的整数（字节数）'),
});
