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

/**
 * Spec 1 §4, §5: 需要背景色 turned on while these colours have no background. The console says it before it
 * asks, and the dev API when it refuses the PATCH, in the same words.
 */
export const backgroundMissing = (colors: readonly string[]) => `${BACKGROUND_REQUIRED}：请先为 ${colors.join('、')} 设置默认背景色`;

/**
 * 409 `CATALOGUE_EDIT_CONFLICT` of a brand, model (its print size included), material or colour edit: a field it changes was changed by another tab
 * since this one read it (the body's base value is not the stored one). Nothing is saved.
 */
export const CATALOGUE_EDIT_CONFLICT = 'CATALOGUE_EDIT_CONFLICT';
export const COLOR_EDITED_ELSEWHERE = '该颜色已在其他页面修改，请确认后再保存';
export const MATERIAL_EDITED_ELSEWHERE = '该材质已在其他页面修改，请确认后再保存';
export const BRAND_EDITED_ELSEWHERE = '该品牌已在其他页面修改，请确认后再保存';
export const MODEL_EDITED_ELSEWHERE = '该型号已在其他页面修改，请确认后再保存';

/** Spec 1 §5: a batch delete of models with none chosen. */
export const SELECT_AT_LEAST_ONE_MODEL = '请选择至少一个型号';

/** Spec 1 §5: a wireframe without either image. */
export const WIREFRAME_IMAGE_REQUIRED = '请上传背景图或前景图';
