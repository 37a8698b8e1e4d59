import { MSG as COMMON } from '../../messages';

/**
 * The texts only the products feature shows, loaded with its screens rather than with the login page (the shell's
 * chunk carries src/messages.ts alone). A file of the feature
 * imports the shared texts (src/messages.ts) by name, as COMMON, beside this MSG, which holds only the feature's own.
 */
export const MSG = {

  /** Spec 3 §2 and §5: a shop's products and SKUs (sku_customization_setting). */
  products: {
    shop: '店铺',
    pickShop: '请选择店铺',
    noShops: '还没有店铺，请先在店铺设置中添加店铺',
    goAddShop: '去添加店铺',
    product: '商品',
    sku: 'SKU',
    configStatus: '配置状态',
    configure: '配置',
    batchConfigure: '批量配置',
    selectSkusFirst: '请先勾选要配置的SKU',
    synced: '同步成功',
    selectAll: '全选本页SKU',
    // Ticks are kept across pages; the banner says how many, and how many of them are on other pages.
    tickedCount: (n: number, elsewhere: number) => (elsewhere > 0 ? `已勾选 ${n} 个SKU（其中 ${elsewhere} 个在其他页）` : `已勾选 ${n} 个SKU`),
    clearTicks: '清空',
    selectRow: (name: string) => `勾选 ${name}`,
    noSku: '无SKU',
    platformId: (id: string) => `平台ID：${id}`,
    copyId: '复制平台ID',
    empty: '暂无商品，请点击左上角添加商品',
    // Spec 3 §2 names the empty text of a shop that adds products; the others say what their platform does.
    emptySync: (platform: string) => `暂无商品。${platform}店铺的商品按商品ID从平台同步：点击左上角“同步商品”，或下面的按钮。`,
    emptyNoProducts: (platform: string) =>
      `${platform}店铺的商品不在这里添加，也不能同步，所以这里没有商品可以按规格配置。买家通过店铺的定制链接定制，订单连同定制信息进入订单管理。要按商品和规格配置，请使用抖店、快手小店（添加商品）或淘宝（同步商品）店铺。`,
    goToLinks: '前往定制链接',
    add: '添加商品',
    originalId: '商品平台ID',
    title: '商品标题',
    imageUrl: '商品图片链接',
    imageUrlPlaceholder: '选填，以http://或https://开头',
    skus: '商品规格',
    skuOriginalId: '规格平台ID',
    skuPropertiesName: '规格属性名称',
    skuPropertiesPlaceholder: '如 颜色分类:透明;适用型号:iPhone 15',
    addSku: '新增规格',
    removeSku: '删除规格',
    // The form's field texts (spec 3 §5) are the contract's PRODUCT_MESSAGES, the dev API's alike.
    added: '添加成功',
    deleteWarning: (title: string) => `确定删除商品「${title}」吗？它所有SKU的定制配置将一并删除，不能恢复；以后重新添加或同步这个商品，需要重新配置。`,
    sync: '同步商品',
    syncIds: '商品ID',
    /** The box's placeholder; left empty it says spec 1 §5's default (syncIdsRequired). */
    syncIdsPlaceholder: '请输入商品ID',
    /** Spec 3 names no text for it: spec 1 §5's default. */
    syncIdsRequired: COMMON.common.required,
    // Spec 3 §5's 50 is advice (PRODUCT_SYNC_HINT_MAX); the hint must not read as the limit syncOverMax names.
    syncHint: (max: number) => `多个商品ID用逗号、中文逗号、换行或空格分隔，建议每次不超过${max}个`,
    syncOverHint: (max: number) => `超过建议的每次${max}个，同步需要更长时间`,
    syncCount: (count: number) => `共${count}个商品ID`,
    syncOverMax: (count: number, max: number) => `一次最多同步${max}个商品ID，本次共${count}个。请只保留${max}个，其余的分批再同步`,
    syncOnlyFailed: '只看失败项',
    syncStart: '开始同步',
    syncProgress: (done: number, total: number) => `正在同步 ${done}/${total}`,
    syncSummary: (ok: number, failed: number) => `同步完成：成功 ${ok} 个，失败 ${failed} 个`,
    syncSucceeded: '成功',
    syncFailed: '失败',
    syncPending: '等待中',
    syncRunning: '同步中',
    syncStoppedLanded: (ids: string) => `已同步：${ids}`,
    syncStoppedLeft: (ids: string) => `未同步（失败或已停止）：${ids}`,
    syncStopped: '未同步',
    syncResult: '结果',
    syncReason: '失败原因',
    retryFailed: '重试失败项',
    finish: '完成',
    syncWork: '同步商品',
  },
} as const;
