/**
 * Spec 3 §3, §4, §7: the factory ERP integration as the dev API sends it and the console reads it: the
 * integration (the seller's API key), the factories, their phone models and the sync task that fetches
 * them, materials and colours, the bindings of the product's catalogue to the factory's codes, and the push
 * of an order. Also the messages of the embedded push page (/push_order_to_factory) and its parent.
 */
import * as v from 'valibot';
import { PhoneCaseCustomizationInfoSchema } from './orders';
import { at, booleanField, digitsAsNumber, field, wireId } from './wire';
import { hasRefusedCharacter } from './textWidth';

/** Spec 3 §3: erp 1 is the one named factory ERP; no other is known. */
export const ErpKind = { FACTORY_ERP: 1 } as const;
export type ErpKind = (typeof ErpKind)[keyof typeof ErpKind];

export const ErpIntegrationSchema = v.object({
  id: v.string(),
  erp: v.picklist(Object.values(ErpKind)),
  apiAccessToken: v.string(),
});

/**
 * GET /api/erp/integrations lists the account's integrations (at most one per ERP). The service never sends
 * a key back whole: `apiAccessToken` is masked (its first and last four characters), enough to recognise it.
 */
export type ErpIntegration = v.InferOutput<typeof ErpIntegrationSchema>;

/** A key longer than this is no key the ERP hands out; both sides refuse it. */
export const ERP_KEY_MAX_LENGTH = 128;

/** Letters, digits, underscores and dashes, 8 to ERP_KEY_MAX_LENGTH of them: what the ERP hands out. */
export const ERP_KEY_MIN_LENGTH = 8;

export function isErpKeyFormat(key: string): boolean {
  return key.length >= ERP_KEY_MIN_LENGTH && key.length <= ERP_KEY_MAX_LENGTH && /^[A-Za-z0-9_-]+$/.test(key);
}

/** Spec 3 §5: the key is trimmed; '' means none was entered (请输入key). */
export function normaliseErpKey(raw: string): string {
  return raw.trim();
}

export const ERP_KEY_REQUIRED = '请输入key';
export const ERP_KEY_INVALID = `key无效：只能由字母、数字、下划线和短横线组成，长度 ${ERP_KEY_MIN_LENGTH} 到 ${ERP_KEY_MAX_LENGTH} 位`;

/** The key of POST /api/erp/integrations and PUT /api/erp/integrations/{id}, trimmed (spec 3 §5). */
export const ErpKeyBodySchema = v.object({
  apiAccessToken: v.pipe(
    v.optional(v.nullable(v.string(ERP_KEY_INVALID)), ''),
    v.transform((raw) => normaliseErpKey(raw ?? '')),
    v.nonEmpty(ERP_KEY_REQUIRED),
    v.check(isErpKeyFormat, ERP_KEY_INVALID),
  ),
});

/**
 * What the service shows of a key: a fixed run of stars and the last few characters, at most a quarter of
 * the key (4 of 16 or more), so the seller can tell which key is in use and neither its start nor its
 * length is given away.
 */
export function maskErpKey(key: string): string {
  const shown = Math.min(4, Math.floor(key.length / 4));
  return `${'*'.repeat(8)}${shown > 0 ? key.slice(-shown) : ''}`;
}

export const FactorySchema = v.object({
  id: v.string(),
  name: v.string(),
  /** ms timestamp */
  createdAt: v.number(),
});

/** Spec 3 §3. GET /api/erp/factories; POST /api/erp/factories/sync fetches the list from the ERP again. */
export type Factory = v.InferOutput<typeof FactorySchema>;

export const FactoryPhoneModelSchema = v.object({ code: v.string(), name: v.string() });

/**
 * GET /api/erp/factory_phone_models?factoryId=: the factory's phone models. Spec 3 §3 names only `code`; the
 * factory's own display name (brand included, in the factory's spelling) is what the auto-match reads.
 */
export type FactoryPhoneModel = v.InferOutput<typeof FactoryPhoneModelSchema>;

/** Spec 3 §3, §4: the task that fetches a factory's phone models (about 5 minutes on the real ERP). */
export const SyncTaskStatus = { RUNNING: 1, DONE: 2, FAILED: 3 } as const;
export type SyncTaskStatus = (typeof SyncTaskStatus)[keyof typeof SyncTaskStatus];

export const SyncTaskSchema = v.object({
  status: v.picklist(Object.values(SyncTaskStatus)),
  errorMessage: v.nullable(v.string()),
  progress: v.nullable(v.number()),
});

/**
 * POST /api/erp/factory_phone_models/sync_task { factoryId } starts one (or answers the running one);
 * GET /api/erp/factory_phone_models/sync_task?factoryId= reads it. `progress` (0 to 1) is ours, not the
 * spec's: what share of the factory's models has arrived, for the progress bar; null when unknown.
 */
export type SyncTask = v.InferOutput<typeof SyncTaskSchema>;

/** Spec 3 §9: the sync task is polled every second. */
export const SYNC_TASK_POLL_MS = 1000;

export const PhoneModelBindingSchema = v.object({ factoryId: v.string(), phoneModelId: v.string(), erpPhoneModelCode: v.string() });

/**
 * Spec 3 §3. GET /api/erp/factory_phone_model_bindings?factoryId=&phoneBrandId= lists a brand's bindings;
 * POST binds (or rebinds) one model; DELETE /api/erp/factory_phone_model_bindings/{factoryId}/{phoneModelId}.
 */
export type PhoneModelBinding = v.InferOutput<typeof PhoneModelBindingSchema>;

/**
 * What a POST of a binding may carry besides the binding: what the seller saw bound before (a code or id, null
 * for nothing), so that a binding changed in another tab meanwhile is not silently replaced. The service then
 * answers 409 BINDING_CHANGED, saying what is bound now, and changes nothing; without it, the POST simply binds.
 */
export const BINDING_CHANGED = 'BINDING_CHANGED';

export const FactoryMaterialColorSchema = v.object({ id: v.string(), code: v.string(), name: v.string() });

/** Spec 3 §3. GET /api/erp/phone_case_materials?factoryId=: the factory's materials with their colours. */
export type FactoryMaterialColor = v.InferOutput<typeof FactoryMaterialColorSchema>;

export const FactoryMaterialSchema = v.object({
  id: v.string(),
  code: v.string(),
  name: v.string(),
  colors: v.array(FactoryMaterialColorSchema),
});

export type FactoryMaterial = v.InferOutput<typeof FactoryMaterialSchema>;

export const MaterialBindingSchema = v.object({
  factoryId: v.string(),
  materialId: v.string(),
  erpMaterialId: v.string(),
  erpMaterialCode: v.string(),
});

/**
 * Spec 3 §3. GET /api/erp/phone_case_material_bindings?factoryId=, POST (binds or rebinds a material),
 * DELETE /api/erp/phone_case_material_bindings/{factoryId}/{materialId}.
 */
export type MaterialBinding = v.InferOutput<typeof MaterialBindingSchema>;

export const MaterialColorBindingSchema = v.object({
  factoryId: v.string(),
  materialColorId: v.string(),
  erpMaterialColorId: v.string(),
  erpMaterialColorCode: v.string(),
});

/**
 * Spec 3 §3. GET /api/erp/phone_case_material_color_bindings?factoryId=, POST,
 * DELETE /api/erp/phone_case_material_color_bindings/{factoryId}/{materialColorId}.
 */
export type MaterialColorBinding = v.InferOutput<typeof MaterialColorBindingSchema>;

export const PushOrderReplySchema = v.object({ success: v.literal(true) });

export type PushOrderReply = v.InferOutput<typeof PushOrderReplySchema>;

/**
 * POST /api/erp/print_files { orderOriginalIds } (PrintFilesBodySchema): what a push sends the factory for each
 * of the account's orders of those numbers (each order that carries items; another system's numbers are left
 * out): its items and each item's customization infos as the service holds them, each with its print address
 * once charged. A push sends the print file, never the display rendition, so it counts as a download for credits.
 */export const PrintFileInfoSchema = v.object({
  ...PhoneCaseCustomizationInfoSchema.entries,
  /** The info's position in its item's content (what a charge names). */
  infoIndex: v.number(),
  /**
   * The signed print address, absolute, working for FACTORY_PRINT_LINK_TTL_MS from the call; '' while the
   * image is not charged, or when the info has no print file (customizedImageUrl '').
   */
  printUrl: v.string(),
});

export const PrintFileItemSchema = v.object({
  orderItemId: v.string(),
  originalId: v.string(),
  infos: v.array(PrintFileInfoSchema),
});

export const PrintFileOrderSchema = v.object({
  orderOriginalId: v.string(),
  /** The order carrying the items (what a charge names). */
  orderId: v.string(),
  items: v.array(PrintFileItemSchema),
});
export type PrintFileOrder = v.InferOutput<typeof PrintFileOrderSchema>;
/** A factory may fetch a pushed print file days later (a queue, a reprint): a month, not a working day. */
export const FACTORY_PRINT_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The refusal of a push whose image addresses are not the service's print addresses of those images. */
export const NOT_PRINT_FILE = 'NOT_PRINT_FILE';

/** Orders one push may carry: a page of the order list at most, and what one embedded message may hand over. */
export const PUSH_ORDERS_MAX = 200;

/**
 * What one pushed order may hold, far above any real order. The service refuses more with a 400; the embedded
 * page ignores a parent's message with more, so it never offers to push what cannot be pushed.
 */
export const PUSH_LIMITS = {
  itemsPerOrder: 100,
  infosPerItem: 50,
  quantityMax: 9999,
  /** The infos' brand, model, material and colour names. */
  nameMax: 200,
  /** The infos' image addresses. */
  urlMax: 2048,
} as const;

/**
 * A marketplace order or sub-order number: 1 to 64 visible ASCII characters. Digits and dashes in practice;
 * no spaces, no control or direction characters that would show the seller another number than the one sent.
 */
export const isOrderNumber = (value: unknown): value is string => typeof value === 'string' && /^[\x21-\x7e]{1,64}$/.test(value);

/** An id in an ERP body (wireIdOf): left out, null or '' is none. */
export const erpBodyId = v.pipe(
  field(v.unknown()),
  v.check((value) => value !== null && value !== '', at('必填')),
  wireId(at('必须是 id')),
);

/** POST /api/erp/factory_phone_models/sync_task: the factory whose models to fetch. */
export const SyncTaskBodySchema = v.object({ factoryId: erpBodyId });

/** POST /api/erp/print_files: the numbers of the orders a push sends (PrintFileOrder). */
export const PrintFilesBodySchema = v.object({
  orderOriginalIds: v.pipe(
    field(v.unknown()),
    v.custom<string[]>(
      (value) => Array.isArray(value) && value.length > 0 && value.length <= PUSH_ORDERS_MAX && value.every(isOrderNumber),
      `orderOriginalIds 必须是 1 到 ${PUSH_ORDERS_MAX} 个订单号`,
    ),
  ),
});

/** No ERP code or order number is longer; a longer one is garbage, not a code. */
export const ERP_CODE_MAX_LENGTH = 64;

/** A factory's code for a model, material or colour: a short non-empty string. */
export const erpCode = v.pipe(
  field(v.unknown()),
  v.custom<string>((value) => typeof value === 'string' && value.trim() !== '', at('必须是非空字符串')),
  v.maxLength(ERP_CODE_MAX_LENGTH, at(`最长 ${ERP_CODE_MAX_LENGTH} 个字符`)),
);

/**
 * A binding POST's `base…` field (BINDING_CHANGED): what the seller saw bound, a code or id, or null for
 * nothing; left out, the POST binds whatever is bound now.
 */
const bindingBase = v.optional(v.nullable(v.string(at('必须是字符串或 null'))));

/** Ours (spec 3 §7 has one kind): an integration's `erp` other than the factory ERP. */
export const ERP_KIND_INVALID = 'erp 必须是 1（工厂ERP）';

/** POST /api/erp/integrations (PUT /api/erp/integrations/{id} sends only the key, ErpKeyBodySchema). */
export const ErpIntegrationBodySchema = v.object({
  erp: v.pipe(field(v.unknown()), digitsAsNumber, v.custom<ErpKind>((value) => value === ErpKind.FACTORY_ERP, ERP_KIND_INVALID)),
  ...ErpKeyBodySchema.entries,
});

export type ErpIntegrationInput = v.InferOutput<typeof ErpIntegrationBodySchema>;

/** POST /api/erp/factory_phone_model_bindings. */
export const PhoneModelBindingBodySchema = v.object({
  factoryId: erpBodyId,
  phoneModelId: erpBodyId,
  erpPhoneModelCode: erpCode,
  baseErpPhoneModelCode: bindingBase,
});

export type PhoneModelBindingInput = v.InferOutput<typeof PhoneModelBindingBodySchema>;

/** POST /api/erp/phone_case_material_bindings. */
export const MaterialBindingBodySchema = v.object({
  factoryId: erpBodyId,
  materialId: erpBodyId,
  erpMaterialId: erpBodyId,
  erpMaterialCode: erpCode,
  baseErpMaterialId: bindingBase,
});

export type MaterialBindingInput = v.InferOutput<typeof MaterialBindingBodySchema>;

/** POST /api/erp/phone_case_material_color_bindings. */
export const MaterialColorBindingBodySchema = v.object({
  factoryId: erpBodyId,
  materialColorId: erpBodyId,
  erpMaterialColorId: erpBodyId,
  erpMaterialColorCode: erpCode,
  baseErpMaterialColorId: bindingBase,
});

export type MaterialColorBindingInput = v.InferOutput<typeof MaterialColorBindingBodySchema>;

/** A number of an order or of one of its items (isOrderNumber). */
const orderNumber = v.pipe(field(v.unknown()), v.custom<string>(isOrderNumber, at('必须是 1 到 64 个可见字符（字母、数字或符号，不含空格）')));

/** An info's text: left out or null is empty. */
const pushText = (max: number) =>
  v.pipe(
    field(v.unknown()),
    v.transform((value) => value ?? ''),
    v.custom<string>((value) => typeof value === 'string' && value.length <= max, at(`必须是不超过 ${max} 个字符的字符串`)),
  );

/**
 * A catalogue name as the factory receives it: no character the names rule refuses (hasRefusedCharacter: a
 * control, a direction control, one that draws nothing, a pile of marks), the rule the console's names follow.
 */
const pushName = v.pipe(
  pushText(PUSH_LIMITS.nameMax),
  v.check((value) => !hasRefusedCharacter(value), at('不能包含控制字符、改变文字方向的字符或不可见字符')),
);

const pushId = field(wireId(at('必须是 id')));

/** An object, not a list: v.object alone would read a list's keys. */
const pushObject = v.custom<Record<string, unknown>>((raw) => raw !== null && typeof raw === 'object' && !Array.isArray(raw), at('必须是对象'));

/** One customization info of a pushed item, its ids, names and image addresses in this order. */
const PushInfoSchema = v.pipe(
  pushObject,
  v.object({
    phoneBrandId: pushId,
    phoneModelId: pushId,
    phoneCaseMaterialId: pushId,
    phoneCaseMaterialColorId: pushId,
    phoneBrandName: pushName,
    phoneModelName: pushName,
    phoneCaseMaterialName: pushName,
    phoneCaseMaterialColorName: pushName,
    customizedImageUrl: pushText(PUSH_LIMITS.urlMax),
    previewImageUrl: pushText(PUSH_LIMITS.urlMax),
    creditDeducted: v.pipe(
      v.optional(v.nullable(booleanField), false),
      v.transform((value) => value ?? false),
    ),
    /**
     * Ours, beside spec 3's fields: how many cases the factory prints from this info's file, by the rule the
     * archive names a file 定制N张 with (contract/casesPerFile.ts). An item's quantity counts its
     * cases, not its files: two designs on quantity 2 print one case each, not two each. Left out by a sender
     * that does not know it (the factory then has only the item's quantity to go by).
     */
    printQuantity: v.optional(
      v.custom<number>(
        (count) => typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= PUSH_LIMITS.quantityMax,
        at(`必须是 1 到 ${PUSH_LIMITS.quantityMax} 的整数`),
      ),
    ),
  }),
);

/** One customization info as a factory receives it (PushInfoSchema). */
export type PushCustomizationInfo = v.InferOutput<typeof PushInfoSchema>;

/** Spec 3 §3: one order item as the factory receives it. */
const PushOrderItemSchema = v.pipe(
  pushObject,
  // The count and the list of infos are read before the item's number, the infos themselves after it.
  v.looseObject({
    quantity: v.pipe(
      field(v.unknown()),
      v.custom<number>(
        (quantity) => typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= PUSH_LIMITS.quantityMax,
        at(`必须是 1 到 ${PUSH_LIMITS.quantityMax} 的整数`),
      ),
    ),
    phoneCaseCustomizationInfos: v.pipe(
      field(v.unknown()),
      v.custom<unknown[]>(Array.isArray, at('必须是数组')),
      v.maxLength(PUSH_LIMITS.infosPerItem, at(`最多 ${PUSH_LIMITS.infosPerItem} 项`)),
    ),
  }),
  v.object({
    originalId: orderNumber,
    quantity: v.number(),
    phoneCaseCustomizationInfos: v.array(PushInfoSchema),
  }),
);

export type PushOrderItem = v.InferOutput<typeof PushOrderItemSchema>;

/** An order to push, before a factory is chosen: what the order list and the embedded page's parent hand over. */
export type PushOrderInput = Omit<PushOrderRequest, 'factoryId'>;

/**
 * Spec 3 §3, §7: POST /api/erp/push_order, read strictly, with limits no real order comes near. The factory
 * answers 200 { success: true }; a refusal is a 4xx whose body's `message` says why (or, from some ERPs, a
 * body without one: the console then shows the raw response).
 */
export const PushOrderBodySchema = v.pipe(
  v.object({
    factoryId: erpBodyId,
    orderOriginalId: orderNumber,
    orderItems: v.pipe(
      field(v.unknown()),
      v.custom<unknown[]>((items) => Array.isArray(items) && items.length > 0, at('必须是非空数组')),
      v.maxLength(PUSH_LIMITS.itemsPerOrder, at(`最多 ${PUSH_LIMITS.itemsPerOrder} 项`)),
      v.array(PushOrderItemSchema),
    ),
  }),
  v.check(
    ({ orderItems }) => repeatedItem(orderItems) === undefined,
    (issue) => `orderItems 中的子订单 ${repeatedItem((issue.input as { orderItems: PushOrderItem[] }).orderItems)} 重复`,
  ),
);

export type PushOrderRequest = v.InferOutput<typeof PushOrderBodySchema>;

/** The first sub-order number an order lists twice. */
function repeatedItem(items: readonly PushOrderItem[]): string | undefined {
  const seen = new Set<string>();
  for (const { originalId } of items) {
    if (seen.has(originalId)) return originalId;
    seen.add(originalId);
  }
  return undefined;
}

/**
 * Spec 3 §4: the embedded push page and its parent. The parent sends PUSH_ORDERS with the orders; the page
 * opens and answers READY; on cancel it sends CLOSE_APP 300 ms later (spec 3 §9), so the parent can close it.
 */
export const EmbeddedPushMessageType = {
  PUSH_ORDERS: 'PUSH_ORDERS',
  READY: 'READY',
  CLOSE_APP: 'CLOSE_APP',
} as const;

export type EmbeddedPushReply = { type: typeof EmbeddedPushMessageType.READY } | { type: typeof EmbeddedPushMessageType.CLOSE_APP };

/** Spec 3 §9: the parent is told CLOSE_APP this long after cancel. */
export const CLOSE_APP_DELAY_MS = 300;
