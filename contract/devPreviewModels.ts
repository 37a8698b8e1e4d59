import * as v from 'valibot';
import { DevUsernameSchema } from './devOrders';
import { field, integerIn } from './wire';

/** One call's cap: a thousand wireframes is already more than any catalogue a screen is tested with. */
const MAX_PREVIEW_MODELS = 500;

/**
 * POST /api/__dev/preview_models (previewModelSeed.ts): `count` models with a SKU in one material colour, the
 * first `withoutWireframe` of them without a wireframe (the batch preview says 当前机型没有线框图). A dev tool's body;
 * the colour and the account (the merchant's when left out) are looked up after this.
 */
export const PreviewModelBodySchema = v.object({
  materialColorId: v.pipe(
    field(v.unknown()),
    v.custom<string>((id) => typeof id === 'string' && id !== '', 'materialColorId 必填'),
  ),
  count: v.pipe(field(v.unknown()), integerIn(1, MAX_PREVIEW_MODELS, `count 必须是 1 到 ${MAX_PREVIEW_MODELS} 之间的整数`)),
  withoutWireframe: v.optional(integerIn(0, MAX_PREVIEW_MODELS, `withoutWireframe 必须是 0 到 ${MAX_PREVIEW_MODELS} 之间的整数`)),
  /** The account they are added to. */
  username: v.optional(DevUsernameSchema),
});

export type PreviewModelOptions = v.InferOutput<typeof PreviewModelBodySchema>;
