/**
 * Spec 3 §3 and §4: what a buyer may customize on a SKU (a phone case customization setting) or through a
 * shop's customization link (a shop customization setting), and the product mode both carry.
 */
import * as v from 'valibot';
import type { Id } from './catalogue';
import { ShopSchema } from './shops';
import { at, bodyIdOf, field, lenientText, readDigits, requiredBodyId } from './wire';

/**
 * The product mode, numbered as spec 2 §3 numbers it (1 to 5). One enum for the SKU setting dialog, the
 * customization links and the batch template settings.
 */
export const ProductMode = {
  DEFAULT: 1,
  DIY: 2,
  SINGLE_TEMPLATE: 3,
  TEMPLATE_COLLECTIONS: 4,
  TEMPLATE_COLLECTIONS_AND_DIY: 5,
} as const;
export type ProductMode = (typeof ProductMode)[keyof typeof ProductMode];

export function isProductMode(value: unknown): value is ProductMode {
  return typeof value === 'number' && Object.values(ProductMode).includes(value as ProductMode);
}

/**
 * What the dialog offers: template groups is one choice whatever the 'own customization page' switch says;
 * the switch picks between modes 4 and 5 (spec 3 §4).
 */
export type ModeChoice = 'default' | 'diy' | 'collections' | 'single';

export function modeOf(choice: ModeChoice, ownPageEnabled: boolean): ProductMode {
  switch (choice) {
    case 'default':
      return ProductMode.DEFAULT;
    case 'diy':
      return ProductMode.DIY;
    case 'single':
      return ProductMode.SINGLE_TEMPLATE;
    case 'collections':
      return ownPageEnabled ? ProductMode.TEMPLATE_COLLECTIONS_AND_DIY : ProductMode.TEMPLATE_COLLECTIONS;
  }
}

export function choiceOf(mode: ProductMode): { choice: ModeChoice; ownPageEnabled: boolean } {
  switch (mode) {
    case ProductMode.DEFAULT:
      return { choice: 'default', ownPageEnabled: false };
    case ProductMode.DIY:
      return { choice: 'diy', ownPageEnabled: true };
    case ProductMode.SINGLE_TEMPLATE:
      return { choice: 'single', ownPageEnabled: false };
    case ProductMode.TEMPLATE_COLLECTIONS:
      return { choice: 'collections', ownPageEnabled: false };
    case ProductMode.TEMPLATE_COLLECTIONS_AND_DIY:
      return { choice: 'collections', ownPageEnabled: true };
  }
}

/** A brand and the models of it a buyer may pick; no models = every model of the brand. */
const PhoneBrandBindingSchema = v.object({ id: v.string(), modelIds: v.array(v.string()) });

const CustomizationFieldEntries = {
  mode: v.custom<ProductMode>(isProductMode),
  bindingMaterialIds: v.array(v.string()),
  bindingPhoneBrands: v.array(PhoneBrandBindingSchema),
  /** For a single template, the one group it is chosen from. */
  bindingTemplateCollectionIds: v.array(v.string()),
  bindingTemplateId: v.nullable(v.string()),
  imageUploadEnabled: v.boolean(),
  stickerAssetEnabled: v.boolean(),
  imageAssetEnabled: v.boolean(),
  textEnabled: v.boolean(),
  backgroundEnabled: v.boolean(),
};

/** The fields both kinds of setting share. An empty brand list means every brand and model (spec 3 §5). */
export type CustomizationFields = v.InferOutput<v.ObjectSchema<typeof CustomizationFieldEntries, undefined>>;

/** Not in the spec: the most ids one list of a setting may hold (a catalogue has tens of each). */
export const CUSTOMIZATION_LIST_MAX = 1000;

export const CUSTOMIZATION_SWITCHES = [
  'imageUploadEnabled',
  'stickerAssetEnabled',
  'imageAssetEnabled',
  'textEnabled',
  'backgroundEnabled',
] as const satisfies readonly (keyof CustomizationFields)[];
export type CustomizationSwitch = (typeof CUSTOMIZATION_SWITCHES)[number];

/** A new setting: default mode, everything allowed, the five switches on (spec 3 §3). */
export function defaultCustomizationFields(): CustomizationFields {
  return {
    mode: ProductMode.DEFAULT,
    bindingMaterialIds: [],
    bindingPhoneBrands: [],
    bindingTemplateCollectionIds: [],
    bindingTemplateId: null,
    imageUploadEnabled: true,
    stickerAssetEnabled: true,
    imageAssetEnabled: true,
    textEnabled: true,
    backgroundEnabled: true,
  };
}

/** A SKU's setting. A product without SKUs is configured as a whole with skuOriginalId ''. */
export const PhoneCaseCustomizationSettingSchema = v.object({
  ...CustomizationFieldEntries,
  shopId: v.string(),
  productOriginalId: v.string(),
  skuOriginalId: v.string(),
  /** Which save this is: the service changes it on every write (SkuSettingInput.baseRevision). */
  revision: v.number(),
});
export type PhoneCaseCustomizationSetting = v.InferOutput<typeof PhoneCaseCustomizationSettingSchema>;

/**
 * Which SKU a save configures (PhoneCaseCustomizationSettingInput's shopId, productOriginalId and
 * skuOriginalId), trimmed. The dev API looks up after this that the shop has that product, and that SKU if
 * the product has any.
 */
export const SkuSettingKeySchema = v.object({
  shopId: requiredBodyId,
  productOriginalId: v.pipe(field(lenientText), v.trim(), v.nonEmpty('productOriginalId 必填')),
  skuOriginalId: v.pipe(field(v.unknown()), v.string('skuOriginalId 必须是字符串（无规格的商品为空字符串）'), v.trim()),
});

/** The code of the 409 a stale setting save gets (the SKU's or the shop's; `baseRevision`). */
export const SETTING_CONFLICT = 'SETTING_CONFLICT';

export const CustomizationTiming = { BEFORE_ORDER: 1, AFTER_ORDER: 2 } as const;
export type CustomizationTiming = (typeof CustomizationTiming)[keyof typeof CustomizationTiming];

export const ShopCustomizationSettingSchema = v.object({
  ...CustomizationFieldEntries,
  id: v.string(),
  shopId: v.string(),
  isDefault: v.boolean(),
  customizationTiming: v.picklist(Object.values(CustomizationTiming)),
  /** Which save this is: changes on every write, a default moved away by another setting's save included. */
  revision: v.number(),
});
export type ShopCustomizationSetting = v.InferOutput<typeof ShopCustomizationSettingSchema>;

const AFTER_ORDER_IN_DEVELOPMENT = '下单后定制功能开发中，暂时只能选择下单前定制';
const TIMING_INVALID = 'customizationTiming 必须是 1（下单前定制）';

/**
 * A shop setting's customizationTiming: 1 and "1" alike, 1 when left out or null. Spec 3 §3 names 下单后定制,
 * which is not built yet: 2 gets its own refusal.
 */
export const ShopSettingTimingSchema = v.object({
  customizationTiming: v.pipe(
    v.nullish(v.unknown(), CustomizationTiming.BEFORE_ORDER),
    v.transform(readDigits),
    v.check((timing) => timing !== CustomizationTiming.AFTER_ORDER, AFTER_ORDER_IN_DEVELOPMENT),
    v.literal(CustomizationTiming.BEFORE_ORDER, TIMING_INVALID),
  ),
});

/** GET /api/shop_customization_urls: every shop with the links of its settings. */
export const ShopCustomizationUrlsSchema = v.object({
  shop: ShopSchema,
  customizationUrls: v.array(v.object({ url: v.string(), shopCustomizationSetting: ShopCustomizationSettingSchema })),
});
export type ShopCustomizationUrls = v.InferOutput<typeof ShopCustomizationUrlsSchema>;

/**
 * Spec 3 §3: a link is the shop's buyer-page origin, with ?s={settingId} when the setting is not the
 * default one. The origin is the service's to give (it comes with each link from the list call).
 */
export function customizationLink(origin: string, setting: Pick<ShopCustomizationSetting, 'id' | 'isDefault'>): string {
  const base = origin.replace(/\/+$/, '');
  return setting.isDefault ? base : `${base}/?s=${encodeURIComponent(setting.id)}`;
}

export type CustomizationProblem = 'templateGroupRequired' | 'templateRequired' | 'brandRequired';

/** Spec 3 §4 and §5: what must be chosen before a setting can be saved, in form order. */
export function customizationProblems(fields: CustomizationFields): { problem: CustomizationProblem; row?: number }[] {
  const problems: { problem: CustomizationProblem; row?: number }[] = [];
  const { mode } = fields;
  if (modeUsesGroups(mode) && fields.bindingTemplateCollectionIds.length === 0) problems.push({ problem: 'templateGroupRequired' });
  if (mode === ProductMode.SINGLE_TEMPLATE && fields.bindingTemplateId === null) problems.push({ problem: 'templateRequired' });
  fields.bindingPhoneBrands.forEach((binding, row) => {
    if (binding.id === '') problems.push({ problem: 'brandRequired', row });
  });
  return problems;
}

/** Spec 3 §4 and §5: the texts of customizationProblems, as the setting dialog shows them. */
export const CUSTOMIZATION_MESSAGES: Record<CustomizationProblem, string> = {
  templateGroupRequired: '请选择模板分组',
  templateRequired: '请选择一个定制模板',
  brandRequired: '必须选择一个品牌',
};

export const MODE_INVALID = 'mode 必须是 1 到 5 的整数（默认、DIY、单个模板、模板分组、模板分组加自定义）';
export const SINGLE_TEMPLATE_ONE_GROUP = '单个模板只能选择一个模板分组';

/** Whether a mode reads template groups: the template modes; a single template is chosen from one group. */
export function modeUsesGroups(mode: ProductMode): boolean {
  return mode === ProductMode.TEMPLATE_COLLECTIONS || mode === ProductMode.TEMPLATE_COLLECTIONS_AND_DIY || mode === ProductMode.SINGLE_TEMPLATE;
}

/** 3 and "3" alike (a Java-style backend binds either); anything but 1 to 5 is refused. */
const modeField = v.pipe(
  field(v.unknown()),
  v.transform(readDigits),
  v.custom<ProductMode>(isProductMode, MODE_INVALID),
);

/** A template id (bodyIdOf: a string, or a whole number from 0), or nothing chosen (absent, null or ''). */
const templateIdField = v.pipe(
  field(v.unknown()),
  v.check((raw) => raw === undefined || raw === null || raw === '' || bodyIdOf(raw) !== undefined, at('必须是 id')),
  v.transform((raw): Id | null => (raw === undefined || raw === null || raw === '' ? null : bodyIdOf(raw)!)),
);

/**
 * A list of ids, 12 and "12" alike, each once in first-seen order; absent or null is none. A catalogue has
 * tens of materials and brands, not thousands: a longer list is an attack on the server.
 */
const idListField = v.pipe(
  v.nullish(v.array(v.unknown(), at('必须是 id 数组')), []),
  v.maxLength(CUSTOMIZATION_LIST_MAX, at(`最多 ${CUSTOMIZATION_LIST_MAX} 项`)),
  v.check((list) => list.every((entry) => bodyIdOf(entry) !== undefined), at('必须是 id 数组')),
  v.transform((list): Id[] => [...new Set(list.map((entry) => bodyIdOf(entry)!))]),
);

/** A row whose brand is missing reads as '' so that the spec's 必须选择一个品牌 answers for it. */
const brandBindingRow = v.pipe(
  v.unknown(),
  v.transform((row) => (row !== null && typeof row === 'object' ? (row as Record<string, unknown>) : {})),
  v.object({
    id: v.pipe(
      field(v.unknown()),
      v.transform((id): Id => bodyIdOf(id) ?? ''),
    ),
    modelIds: idListField,
  }),
);

const brandBindingsField = v.pipe(
  v.nullish(v.array(v.unknown(), at('必须是数组')), []),
  v.maxLength(CUSTOMIZATION_LIST_MAX, at(`最多 ${CUSTOMIZATION_LIST_MAX} 项`)),
  v.array(brandBindingRow),
);

/** Spec 3 §3: each switch defaults to on. */
const switchField = v.nullish(v.boolean(at('必须是布尔值')), true);

/**
 * The body of a customization setting (a SKU's or a shop's), read in three passes so that rules answer in the
 * dialog's order: first the mode, the template and the material and brand lists; then the template groups;
 * then the switches. Every field's shape is read in every mode, but only a mode that uses a field keeps its
 * value (modeUsesGroups; the template for a single template): another mode ignores the ids sent, not a list
 * that is no list of ids. The choices the form requires (customizationProblems) and the ids' existence come after.
 */
export const CustomizationBodySchema = v.object({
  mode: modeField,
  bindingTemplateId: templateIdField,
  bindingMaterialIds: idListField,
  bindingPhoneBrands: brandBindingsField,
});

export const CustomizationGroupsSchema = v.object({ bindingTemplateCollectionIds: idListField });

export const CustomizationSwitchesSchema = v.object({
  imageUploadEnabled: switchField,
  stickerAssetEnabled: switchField,
  imageAssetEnabled: switchField,
  textEnabled: switchField,
  backgroundEnabled: switchField,
} satisfies Record<CustomizationSwitch, typeof switchField>);

/** The dev API's own text: a brand is one row of the form, so two rows of one brand is a client's mix-up. */
const BRAND_TWICE = '同一个品牌不能选择两次';

/**
 * A customization setting's body (a SKU's or a shop's): its three passes in their order, one after the other as
 * the fields of one object (the mode and lists, the template groups, the switches), then the choices the form
 * requires (customizationProblems), a single template's one group, and each brand once. Only what the mode uses
 * is kept: groups for the template modes, the template for a single template. Whether the ids exist is looked
 * up by the dev API after this.
 */
export const CustomizationSettingBodySchema = v.pipe(
  v.object({ ...CustomizationBodySchema.entries, ...CustomizationGroupsSchema.entries, ...CustomizationSwitchesSchema.entries }),
  v.transform(({ mode, bindingTemplateId, bindingMaterialIds, bindingPhoneBrands, bindingTemplateCollectionIds, ...switches }): CustomizationFields => ({
    mode,
    bindingMaterialIds,
    bindingPhoneBrands,
    bindingTemplateCollectionIds: modeUsesGroups(mode) ? bindingTemplateCollectionIds : [],
    bindingTemplateId: mode === ProductMode.SINGLE_TEMPLATE ? bindingTemplateId : null,
    ...switches,
  })),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const fields = dataset.value;
    const [first] = customizationProblems(fields);
    if (first) return addIssue({ message: CUSTOMIZATION_MESSAGES[first.problem] });
    if (fields.mode === ProductMode.SINGLE_TEMPLATE && fields.bindingTemplateCollectionIds.length > 1) return addIssue({ message: SINGLE_TEMPLATE_ONE_GROUP });
    const brands = fields.bindingPhoneBrands.map((binding) => binding.id);
    if (new Set(brands).size < brands.length) addIssue({ message: BRAND_TWICE });
  }),
);

/** Spec 3 §9: summaries list up to 3 names, then 等N个 with N the whole count. */
export const SUMMARY_NAMES_MAX = 3;

export function summaryNames(names: readonly string[]): { shown: string[]; total: number; more: boolean } {
  return { shown: names.slice(0, SUMMARY_NAMES_MAX), total: names.length, more: names.length > SUMMARY_NAMES_MAX };
}

/**
 * Whether a link (a shop customization setting) may be deleted. A shop with links has exactly one default,
 * the link without ?s= that buyers open the shop's customization page by: the default goes only when it is
 * the shop's last link; while others remain, another must be made the default first.
 */
export function isLinkDeletable(setting: Pick<ShopCustomizationSetting, 'isDefault'>, linksOfShop: number): boolean {
  return !setting.isDefault || linksOfShop <= 1;
}
