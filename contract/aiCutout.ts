/**
 * Spec 2 §3, §7: AI cutout placeholder images and the cutout task, as the console sends them and the dev API
 * (placeholders, token, and its stand-in for the cutout host) checks them.
 */
import * as v from 'valibot';
import { imageSignature } from './imageSignature';
import { megabytes } from './limits';
import { AI_CUTOUT_TYPES, type AiCutoutType } from './templates';
import { at, field, nonBlankText } from './wire';

export type { AiCutoutType };

/** A task's `type` is the cutout type of the layer it is for. */
export const AI_CUTOUT_TYPES_FOR_TASK: readonly AiCutoutType[] = AI_CUTOUT_TYPES;

export type { AiCutoutPlaceholderImage, CutoutTask } from './aiCutoutReplies';

const AI_CUTOUT_TYPE_INVALID = `aiCutoutType 必须是 ${AI_CUTOUT_TYPES.join('、')} 之一`;

/**
 * POST /api/ai_cutout_placeholder_images. `url` is the uploaded file's address (spec 2 §7); `fileId` names the
 * same upload, for a service that cannot tell its own file from an address the client made (a blob: URL), and
 * is read first. Which file either names is looked up after this.
 */
export const PlaceholderImageBodySchema = v.pipe(
  v.object({
    aiCutoutType: v.pipe(field(v.unknown()), v.picklist(AI_CUTOUT_TYPES, AI_CUTOUT_TYPE_INVALID)),
    fileId: v.pipe(
      v.optional(v.unknown()),
      v.transform((id) => (typeof id === 'string' && id !== '' ? id : undefined)),
    ),
    url: v.optional(v.unknown()),
  }),
  v.check(({ fileId, url }) => fileId !== undefined || (typeof url === 'string' && url.trim() !== ''), 'url 必须是非空字符串'),
  v.transform(({ aiCutoutType, fileId, url }): { aiCutoutType: AiCutoutType; url: string; fileId?: string } => ({
    aiCutoutType,
    url: typeof url === 'string' ? url : '',
    ...(fileId !== undefined ? { fileId } : {}),
  })),
);

export type PlaceholderImageInput = v.InferOutput<typeof PlaceholderImageBodySchema>;

/** GET /api/ai_cutout_placeholder_images?aiCutoutType=: one cutout type's, or (absent or blank) all. */
export const PlaceholderQuerySchema = v.object({
  aiCutoutType: v.pipe(
    v.optional(v.string(), ''),
    v.check((type) => type === '' || (AI_CUTOUT_TYPES as readonly string[]).includes(type), AI_CUTOUT_TYPE_INVALID),
    v.transform((type) => (type === '' ? null : (type as AiCutoutType))),
  ),
});

/** Spec 2 §9: 3 MB, counted in bytes. */
export const PLACEHOLDER_MAX_BYTES = 3_145_728;
/** The refusal of a larger placeholder image, built from the bound (ARCHITECTURE.md "Texts"). */
export const PLACEHOLDER_TOO_LARGE = `图片大小不能超过${megabytes(PLACEHOLDER_MAX_BYTES)}M`;
export const PLACEHOLDER_MIME_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

export type PlaceholderFileProblem = 'type' | 'size';

/** Why a file cannot be a placeholder image, or null: PNG or JPEG, at most PLACEHOLDER_MAX_BYTES. */
export function placeholderFileProblem(file: { type: string; size: number }): PlaceholderFileProblem | null {
  if (!PLACEHOLDER_MIME_TYPES.includes(file.type.toLowerCase())) return 'type';
  if (file.size > PLACEHOLDER_MAX_BYTES) return 'size';
  return null;
}

export type PlaceholderFormat = 'png' | 'jpeg';

/**
 * What the bytes are, by their signature (like fontSignature): the PNG signature or a JPEG's SOI marker, else
 * null. The declared type is the client's word; a GIF or HTML file named `.png` is refused by this.
 */
export function placeholderSignature(bytes: ArrayLike<number>): PlaceholderFormat | null {
  const type = imageSignature(bytes);
  return type === 'png' || type === 'jpeg' ? type : null;
}

/** Spec 2 §9: the cutout's output is a png. */
export const CUTOUT_OUTPUT_FORMAT = 'png';

const positiveInteger = v.pipe(
  field(v.unknown()),
  v.custom<number>((value) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0, at('必须是正整数')),
);

/** Spec 2 §7: POST /api/image_cutout_task/token, and (with the token) the host's create call; checked in this order. */
export const CutoutTaskInputSchema = v.object({
  /** What is cut out: the cutout type of spec 2 §3. */
  type: v.pipe(field(v.unknown()), v.picklist(AI_CUTOUT_TYPES_FOR_TASK, `type 必须是 ${AI_CUTOUT_TYPES_FOR_TASK.join('、')} 之一`)),
  outputImageFormat: v.pipe(field(v.unknown()), v.literal(CUTOUT_OUTPUT_FORMAT, `outputImageFormat 必须是 ${CUTOUT_OUTPUT_FORMAT}`)),
  imageUrl: nonBlankText,
  fileName: nonBlankText,
  fileSize: positiveInteger,
  width: positiveInteger,
  height: positiveInteger,
});

export type CutoutTaskInput = v.InferOutput<typeof CutoutTaskInputSchema>;

/** The host's create call: the task's input, then the token the admin API gave for it (looked up after this). */
export const CutoutTaskCreateSchema = v.object({ ...CutoutTaskInputSchema.entries, token: nonBlankText });

/** The statuses spec 2 §4 names; a host may answer another, which the console treats as unknown. */
export const CUTOUT_STATUS = { RUNNING: 'RUNNING', SUCCESS: 'SUCCESS', FAILED: 'FAILED' } as const;

/** Spec 2 §9: the console asks for the task's state this often. */
export const CUTOUT_POLL_INTERVAL_MS = 1500;

/** The header the cutout host reads the task token from (the console's session token never goes there). */
export const CUTOUT_TOKEN_HEADER = 'x-cutout-token';
