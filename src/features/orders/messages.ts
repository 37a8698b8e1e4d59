/**
 * The texts only the orders feature shows, loaded with its screens rather than with the login page (the shell's
 * chunk carries src/messages.ts alone). A file of the feature
 * imports the shared texts (src/messages.ts) by name, as COMMON, beside this MSG, which holds only the feature's own.
 */
export const MSG = {

  /** Spec 3 §2–§3: the order list (order_management). */
  orders: {
    shop: '店铺',
    allShops: '全部店铺',
    noShops: '还没有店铺，请先在店铺设置中添加店铺',
    goAddShop: '去添加店铺',
    noOrdersYet: '还没有订单。买家打开定制链接、定制手机壳并下单后，订单会出现在这里。',
    goToLinks: '去生成定制链接',
    createdAt: '下单时间',
    startDate: '开始日期',
    endDate: '结束日期',
    today: '今天',
    last7Days: '近7天',
    last30Days: '近30天',
    orderNumber: '平台订单号',
    orderNumberPlaceholder: '输入平台订单号',
    query: '查询',
    reset: '重置',
    order: '订单',
    product: '商品',
    customizationInfo: '定制信息',
    customizedImage: '定制图',
    effectImage: '效果图',
    pushStatus: '推送状态',
    empty: '暂无订单',
    copyOrderNumber: '复制平台订单号',
    orderedAt: (time: string) => `下单时间：${time}`,
    quantity: (n: number) => `×${n}`,
    mergeParent: '合并订单',
    mergedFrom: (n: number) => `由 ${n} 个订单合并`,
    splitParent: '拆分订单',
    splitInto: (n: number) => `拆分为 ${n} 个订单`,
    mergeThenSplit: '合并后拆分',
    manualIndependent: '手动独立',
    mergeChild: '合并子订单',
    splitChild: '拆分子订单',
    /** A child order under its parent: merged into it, or split from it. */
    mergedInto: (parent: string) => `合并至 ${parent}`,
    splitFrom: (parent: string) => `拆分自 ${parent}`,
    noItems: '该订单没有商品',
    noCustomization: '无定制信息',
    unreadable: '定制信息无法识别',
    noImage: '无',
    imageFailed: '图片加载失败',
    downloaded: '已下载',
    laidOut: (time: string) => `已排版 ${time}`,
    laidOutMark: '已排版',
    openImage: (what: string) => `查看${what}大图`,
    notPushed: '未推送',
    pushed: '已推送',
    pushedTo: (factory: string) => `工厂：${factory}`,
    selectPage: '勾选本页全部商品',
    selectItem: (title: string) => `勾选 ${title}`,
    /** Ticks outlive a search: those the current filters do not list are counted, never acted on unseen. */
    tickedCount: (n: number, outside: number) => (outside > 0 ? `已勾选 ${n} 个商品，其中 ${outside} 个不在当前结果` : `已勾选 ${n} 个商品`),
    clearTicks: '清空',
    clearTicksTitle: '清空已勾选的商品？',
    clearTicksContent: (n: number, outside: number) =>
      outside > 0 ? `将取消全部 ${n} 个商品的勾选，其中 ${outside} 个不在当前结果，需要重新查询才能再勾选。` : `将取消全部 ${n} 个商品的勾选。`,
    /** The balance beside the download toolbar (spec 3 §7): downloads spend it. */
    credits: '账户积分',
    creditsFailed: '积分加载失败',
  },
} as const;
