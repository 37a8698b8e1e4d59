/** Spec 3 §3 and §5: a shop's products and SKUs, as the console reads them and the dev API sends them. */
import * as v from 'valibot';
import { nameProblem, type NameLimit } from './names';
import { NAME_DIRECTION_CONTROL, NAME_INVISIBLE_CHARACTER } from './nameTexts';
import { DEFAULT_PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZES } from './productPageSizes';
import { field, lenientText, pageSizeQuery, positiveIntegerQuery, requiredBodyId } from './wire';

export const ProductSkuSchema = v.object({
  id: v.string(),
  /** The SKU's id on the marketplace. */
  originalId: v.string(),
  /** The marketplace's SKU text, e.g. 颜色分类:透明;适用型号:iPhone 15. */
  propertiesName: v.string(),
});

export type ProductSku = v.InferOutput<typeof ProductSkuSchema>;

export const ProductSchema = v.object({
  id: v.string(),
  shopId: v.string(),
  /** The product's id on the marketplace. */
  originalId: v.string(),
  title: v.string(),
  imageUrl: v.nullable(v.string()),
  /** May be empty: a product without SKUs is configured as a whole (skuOriginalId ''). */
  skus: v.array(ProductSkuSchema),
});

export type Product = v.InferOutput<typeof ProductSchema>;

/** GET /api/products with shopId, pageNo (from 1), pageSize. */
export const ProductPageSchema = v.object({ items: v.array(ProductSchema), totalItems: v.number() });

export type ProductPage = v.InferOutput<typeof ProductPageSchema>;

/** POST /api/products (ProductBodySchema). Every text is sent trimmed; imageUrl '' or null means none. */
export type ProductInput = v.InferOutput<typeof ProductFieldsSchema>;

/** Not in the spec: a bound for texts the console shows, far above what marketplaces allow. */
export const PRODUCT_TEXT_MAX = 200;

/**
 * A product title and a SKU's property name are names (contract/names.ts): shown in lists, the SKU setting
 * dialog and orders, where a direction control would turn `iPhone 15 ‮xaM orP` into another model and
 * U+200B make a look-alike. Bound by PRODUCT_TEXT_MAX, in code points.
 */
export const PRODUCT_TEXT_LIMIT: NameLimit = { max: PRODUCT_TEXT_MAX, count: 'characters', tooLong: `内容不能超过${PRODUCT_TEXT_MAX}个字符` };

/** Spec 3 §5: the most ids a sync should take at once. The hint says so; the console only advises it. */
export const PRODUCT_SYNC_HINT_MAX = 50;

/**
 * Not in the spec (§5 gives 50 as advice and enforces nothing): the most ids one sync run takes. The ids
 * are synced one call at a time, so a run of 500 is minutes of waiting at a few hundred ms a call, and its
 * result list can still be read and retried; a paste of a whole shop (thousands of ids) is refused with
 * the limit named, so that the seller splits it rather than leaving a tab busy for an hour. Ten times the
 * advice, so a seller who went past the advice before (the service never refused) is not stopped.
 * Only the console needs it: the service takes one id per call and never sees a run.
 */
export const PRODUCT_SYNC_MAX = 500;

/** Not in the spec: the most SKUs a product may have (Taobao allows at most 600 on an item). */
export const PRODUCT_SKUS_MAX = 600;

/**
 * Spec 3 §5: 必须以http://或者https://开头. More than the prefix: an address with a host and no spaces or
 * quotes, so that what is stored is an image address and nothing else.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^/?#]/i.test(value) || /[\s"'<>\\`\p{Cc}\p{Cf}]/u.test(value)) return false;
  try {
    const url = new URL(value);
    // An address carrying a user and password is no image address; browsers warn about it, buyers see it.
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The separators spec 3 §5 names: comma, Chinese comma, newline, any other whitespace. */
const ID_SEPARATORS = /[,，\s]+/u;

/**
 * Marketplace ids are letters, digits and ASCII signs. An id holding a separator could be added by hand but
 * never synced, and settings are asked for by a comma list of product ids; an invisible or direction-turning
 * character would make two ids look alike. Anything but printable ASCII other than the comma is refused.
 */
export function isPlatformId(id: string): boolean {
  return /^[\x21-\x2b\x2d-\x7e]+$/.test(id);
}

/** Ids typed or pasted into the sync box: split, trimmed, blanks dropped, each once in first-seen order. */
export function splitProductIds(text: string): string[] {
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split(ID_SEPARATORS)) {
    const id = part.trim();
    if (id === '' || seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
  }
  return ids;
}

export type ProductField =
  | 'originalId'
  | 'idInvalid'
  | 'title'
  | 'imageUrl'
  | 'skus'
  | 'skusTooMany'
  | 'skuOriginalId'
  | 'skuIdInvalid'
  | 'skuDuplicate'
  | 'skuPropertiesName'
  | 'titleDirectionControl'
  | 'titleInvisibleCharacter'
  | 'skuPropertiesNameDirectionControl'
  | 'skuPropertiesNameInvisibleCharacter'
  | 'tooLong';

/** The dev API's text for each problem, the console's form's own. */
export const PRODUCT_MESSAGES: Record<ProductField, string> = {
  originalId: '必须填写商品的平台ID',
  idInvalid: '平台ID只能由字母、数字和英文符号组成，不能有逗号或空格',
  title: '必须填写商品的标题',
  imageUrl: '必须以http://或者https://开头',
  skus: '请新增至少一个商品规格',
  skusTooMany: `一个商品最多${PRODUCT_SKUS_MAX}个规格`,
  skuOriginalId: '必须填写商品规格的平台ID',
  skuIdInvalid: '平台ID只能由字母、数字和英文符号组成，不能有逗号或空格',
  skuPropertiesName: '必须填写商品规格的属性名称',
  // Not in the spec: settings are keyed by SKU id, so two SKUs of one product cannot share one.
  skuDuplicate: '商品规格的平台ID不能重复',
  // The names rule's texts (contract/names.ts): the spec quotes none.
  titleDirectionControl: NAME_DIRECTION_CONTROL,
  titleInvisibleCharacter: NAME_INVISIBLE_CHARACTER,
  skuPropertiesNameDirectionControl: NAME_DIRECTION_CONTROL,
  skuPropertiesNameInvisibleCharacter: NAME_INVISIBLE_CHARACTER,
  tooLong: PRODUCT_TEXT_LIMIT.tooLong,
};

export interface ProductProblem {
  field: ProductField;
  /** For SKU fields: which SKU (0-based). */
  skuIndex?: number;
  /** For tooLong: which text is (its SKU's, with skuIndex), so a form can mark each one too long at once. */
  text?: 'originalId' | 'title' | 'propertiesName';
}

/**
 * Spec 3 §5 for an added product, on trimmed input: every problem, in form order, so the console can mark
 * each field and the dev API can answer with the first.
 */
export function productInputProblems(input: Omit<ProductInput, 'shopId'>): ProductProblem[] {
  const problems: ProductProblem[] = [];
  const tooLong = (text: string) => Array.from(text).length > PRODUCT_TEXT_MAX;
  const originalId = input.originalId.trim();
  const title = input.title.trim();
  const imageUrl = (input.imageUrl ?? '').trim();
  if (originalId === '') problems.push({ field: 'originalId' });
  else if (tooLong(originalId)) problems.push({ field: 'tooLong', text: 'originalId' });
  else if (!isPlatformId(originalId)) problems.push({ field: 'idInvalid' });
  const titleProblem = textProblem(title, { required: 'title', directionControl: 'titleDirectionControl', invisibleCharacter: 'titleInvisibleCharacter' });
  if (titleProblem) problems.push({ field: titleProblem, ...(titleProblem === 'tooLong' ? { text: 'title' as const } : {}) });
  if (imageUrl !== '' && !isHttpUrl(imageUrl)) problems.push({ field: 'imageUrl' });
  if (input.skus.length === 0) problems.push({ field: 'skus' });
  if (input.skus.length > PRODUCT_SKUS_MAX) problems.push({ field: 'skusTooMany' });
  const skuIds = new Set<string>();
  input.skus.forEach((sku, skuIndex) => {
    const skuId = sku.originalId.trim();
    const name = sku.propertiesName.trim();
    if (skuId === '') problems.push({ field: 'skuOriginalId', skuIndex });
    else if (tooLong(skuId)) problems.push({ field: 'tooLong', skuIndex, text: 'originalId' });
    else if (!isPlatformId(skuId)) problems.push({ field: 'skuIdInvalid', skuIndex });
    // Settings are keyed by SKU id: two SKUs with one id could not be told apart.
    else if (skuIds.has(skuId)) problems.push({ field: 'skuDuplicate', skuIndex });
    skuIds.add(skuId);
    const nameField = textProblem(name, {
      required: 'skuPropertiesName',
      directionControl: 'skuPropertiesNameDirectionControl',
      invisibleCharacter: 'skuPropertiesNameInvisibleCharacter',
    });
    if (nameField) problems.push({ field: nameField, skuIndex, ...(nameField === 'tooLong' ? { text: 'propertiesName' as const } : {}) });
  });
  return problems;
}

/**
 * The field of the names rule's problem with a title or SKU property name (PRODUCT_TEXT_LIMIT), or null.
 * A text that shows nothing (only U+200B, say) is no text: the spec's required text answers for it.
 */
function textProblem(text: string, fields: Record<'required' | 'directionControl' | 'invisibleCharacter', ProductField>): ProductField | null {
  const problem = nameProblem(text, PRODUCT_TEXT_LIMIT);
  return problem === null ? null : problem === 'tooLong' ? 'tooLong' : fields[problem];
}

/** Trims every text of an added product, as spec 3 §5 asks; an empty image URL becomes null. */
export function trimProductInput(input: ProductInput): ProductInput {
  const imageUrl = (input.imageUrl ?? '').trim();
  return {
    shopId: input.shopId,
    originalId: input.originalId.trim(),
    title: input.title.trim(),
    imageUrl: imageUrl === '' ? null : imageUrl,
    skus: input.skus.map((sku) => ({ originalId: sku.originalId.trim(), propertiesName: sku.propertiesName.trim() })),
  };
}

/** GET /api/products?shopId=&pageNo=&pageSize= (pageNo from 1). */
export const ProductQuerySchema = v.object({
  shopId: v.pipe(v.optional(v.string(), ''), v.nonEmpty('shopId 必填')),
  pageNo: positiveIntegerQuery('pageNo', 1),
  pageSize: pageSizeQuery(PRODUCT_PAGE_SIZES, DEFAULT_PRODUCT_PAGE_SIZE),
});

export type ProductQuery = v.InferOutput<typeof ProductQuerySchema>;

/** A SKU of a body: anything but an object has no texts, so the spec's texts for empty ones answer for it. */
const ProductSkuFieldsSchema = v.pipe(
  v.unknown(),
  v.transform((sku) => (sku !== null && typeof sku === 'object' ? sku : {})),
  v.object({ originalId: field(lenientText), propertiesName: field(lenientText) }),
);

/** The fields of POST /api/products, texts read leniently (a missing text is empty), in the order checked. */
const ProductFieldsSchema = v.object({
  shopId: requiredBodyId,
  originalId: field(lenientText),
  title: field(lenientText),
  imageUrl: v.optional(v.nullable(lenientText), ''),
  skus: v.pipe(
    v.optional(v.nullable(v.array(ProductSkuFieldsSchema)), []),
    v.transform((skus) => skus ?? []),
  ),
});

/**
 * POST /api/products: the texts trimmed, then spec 3 §5's rules (productInputProblems, the console form's
 * own) in form order, the first broken one answering with its text.
 */
export const ProductBodySchema = v.pipe(
  // A list of SKUs that is no list is refused before anything else is read.
  v.looseObject({ skus: v.optional(v.nullable(v.array(v.unknown(), 'skus 必须是数组'))) }),
  ProductFieldsSchema,
  v.transform(trimProductInput),
  v.check(
    (input) => productInputProblems(input).length === 0,
    (issue) => PRODUCT_MESSAGES[productInputProblems(issue.input as ProductInput)[0]!.field],
  ),
);

/** Spec 3 §5: the marketplace id a sync is for is required. */
const SYNC_ID_REQUIRED = '必须填写商品的平台ID';

/**
 * POST /api/products/sync: one marketplace item into a shop. The id is 12 or "12" alike (a Java-style backend
 * binds either), trimmed. The dev API looks up the shop and the marketplace item after this.
 */
export const ProductSyncBodySchema = v.object({
  shopId: requiredBodyId,
  productOriginalId: v.pipe(
    field(v.unknown()),
    v.transform((raw) => (typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '').trim()),
    v.nonEmpty(SYNC_ID_REQUIRED),
  ),
});

export type ProductSyncInput = v.InferOutput<typeof ProductSyncBodySchema>;
