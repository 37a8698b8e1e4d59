/**
 * The catalogue's refusal texts, apart from its schemas (catalogue.ts): the first screen after signing in shows
 * them and must not load valibot and every catalogue schema with them.
 */

/** Spec 1 §5: a name is trimmed, and empty after trimming gives the field's text. */
export const BRAND_NAME_REQUIRED = '请填写品牌';
export const MODEL_NAME_REQUIRED = '型号必填';
export const MATERIAL_NAME_REQUIRED = '材质名称必填';
export const COLOR_NAME_REQUIRED = '颜色名称必填';
export const BACKGROUND_REQUIRED = '背景色设置必填';

/** Spec 1 §5: a batch delete of models with none chosen. */
export const SELECT_AT_LEAST_ONE_MODEL = '请选择至少一个型号';

/** Spec 1 §5: a wireframe without either image. */
export const WIREFRAME_IMAGE_REQUIRED = '请上传背景图或前景图';
