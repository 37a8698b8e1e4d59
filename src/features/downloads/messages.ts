import { CREDITS_PER_IMAGE } from '../../../contract/credits';

/**
 * The texts only the downloads feature shows, loaded with its screens rather than with the login page (the shell's
 * chunk carries src/messages.ts alone). The shared texts are imported from there by name.
 */
export const MSG = {
  /** Spec 3 §4, §8, §9: bulk download of customized and effect images, and the naming rules. */
  downloads: {
    downloadCustomized: '下载定制图',
    downloadEffect: '下载效果图',
    kindName: (kind: 'customized' | 'effect') => (kind === 'customized' ? '定制图' : '效果图'),
    toTiff: '转为TIF',
    /** What tiff.ts writes (tiff.test.ts checks each of these with tiffinfo). */
    toTiffHint:
      '开启后每张图片转为 TIF 再打包：RGBA，每通道 8 位，透明通道为非预乘（unassociated alpha），不压缩；分辨率沿用原图，原图未注明时为 300 dpi；完全不透明的图片不带透明通道（RGB）。本浏览器按账号记住此选项。',
    namingRules: '命名规则',
    noneTicked: '请至少勾选一个商品',
    noCustomizedItem: '请至少勾选一个有定制图的商品',
    noImage: (kind: 'customized' | 'effect') => (kind === 'customized' ? '所选订单中没有定制图' : '所选订单中没有效果图'),
    confirmTitle: '确认下载定制图',
    confirmContent: (images: number, fresh: number, cost: number, balance: number) =>
      `本次下载 ${images} 张定制图，其中 ${fresh} 张为首次下载，需扣除 ${cost} 积分（每张 ${CREDITS_PER_IMAGE} 积分，已下载过的不再扣费）。当前积分余额：${balance}。`,
    /** The charge rule (docs/downloads-and-charges.md "What a download charges"), in the confirmation. */
    confirmRule: '积分在开始下载时扣除；下载结束时，没有保存进压缩包的图片自动退还积分。失败的图片重试时不再扣费。',
    /** Items ticked whose designs are partly (or all) without a print file: named before anything is charged. */
    withoutPrintSummary: (images: number, without: number, orders: string) => `本次下载 ${images} 张，${without} 张没有定制图：订单 ${orders}`,
    withoutPrintHint: '没有定制图的定制不会下载，也不扣积分；压缩包的订单号文件中这些订单标为“不完整”。请勿按完整订单发货。',
    withoutPrintLine: (orderOriginalId: string, itemIndex: number, designs: number, without: number) =>
      `订单 ${orderOriginalId} 第 ${itemIndex} 个商品：${designs} 张定制中 ${without} 张没有定制图`,
    /** After the number on an order's line of the order-number list. */
    incompleteOrderNote: (designs: number, without: number) => (without === designs ? `不完整：${designs} 张定制都没有定制图` : `不完整：${designs} 张定制中 ${without} 张没有定制图`),
    incompleteTitle: '下载完成，部分定制没有定制图',
    incompleteHint: '下面的商品有定制没有定制图，压缩包中没有这些定制，订单号文件中这些订单标为“不完整”。请勿按完整订单发货。',
    withoutPrintTitle: '没有定制图的定制（未下载）',
    insufficientTitle: '积分不足',
    insufficientContent: (balance: number, fresh: number, affordable: number) =>
      `当前积分余额：${balance}，本次有 ${fresh} 张定制图为首次下载，需 ${fresh * CREDITS_PER_IMAGE} 积分；当前余额可下载 ${affordable} 张新定制图。`,
    insufficientCharged: (charged: number) => `另有 ${charged} 张已扣过积分的定制图，可免费下载。`,
    insufficientContinue: (images: number) => `继续下载将下载 ${images} 张定制图，其余的充值后再下载。`,
    insufficientNothing: '当前余额不足以下载任何一张新定制图，请先充值。',
    rechargeNow: '立即充值',
    continueDownload: '继续下载',
    progressTitle: (kind: 'customized' | 'effect') => `正在下载${kind === 'customized' ? '定制图' : '效果图'}`,
    preparing: '正在准备下载…',
    progressImages: (done: number, total: number) => `图片：${done} / ${total}`,
    progressFailed: (failed: number) => `（失败 ${failed} 张）`,
    progressBytes: (megabytes: string) => `已写入：${megabytes} MB`,
    progressPart: (part: number) => `当前分卷：第 ${part} 卷`,
    progressTarget: (label: string) => `保存到：${label}`,
    savedParts: (names: string) => `已保存：${names}`,
    // No part number: what is already on its way still arrives while the question is open, and the part being written may change.
    stopContent:
      '下载已暂停：在您选择之前不再取得新的原图，已在途中的图片仍会到达。停止后，正在写入的分卷将被放弃，不会留下看似完整的文件，已保存的分卷保留。没有保存进压缩包的图片退还本次扣的积分（已经取得原图的除外，这些图片之后再下载不再扣费）。',
    paused: '已暂停，等待您的选择',
    /** The cancel's summary, said once the refund has answered: what was saved, refunded and kept charged, and why. */
    cancelled: (kind: 'customized' | 'effect', images: number, saved: string) =>
      images > 0
        ? `已取消下载，未完成的分卷已放弃。已保存 ${images} 张${kind === 'customized' ? '定制图' : '效果图'}，分卷：${saved}`
        : '已取消下载，未完成的分卷已放弃，没有保存任何文件。',
    cancelledSavedKept: '已保存进压缩包的定制图不退还积分。',
    cancelledRefunded: (images: number, credits: number) => `已退还 ${images} 张没有保存的定制图的 ${credits} 积分。`,
    cancelledServedKept: (images: number) => `${images} 张定制图的原图在取消前已经取得，但没有保存进压缩包：积分不退还，之后再下载这些图片不再扣费。`,
    done: '下载完成',
    allFailedTitle: (kind: 'customized' | 'effect') => `下载${kind === 'customized' ? '定制图' : '效果图'}出错`,
    failureLine: (orderOriginalId: string, reason: string, fileName?: string) =>
      `${orderOriginalId} 失败原因：${reason}${fileName ? `（${fileName}）` : ''}`,
    partialTitle: (failed: number) => `${failed} 张图片下载失败`,
    partialHint: '其余图片已下载完成。重试只下载下面失败的图片，另存为一个新的压缩包，不会再次扣除积分。',
    allFailedHint: '没有图片下载成功，没有保存任何压缩包。重试只下载下面的图片，另存为一个新的压缩包。',
    /** What a charged image costs from here on, in the failure dialogs (the refund rule). */
    refundOnClose: (images: number, credits: number) =>
      `已扣积分的图片重试时免费下载，不会再次扣费；点“关闭”则退还没有下载成功的 ${images} 张定制图的 ${credits} 积分。`,
    retry: '重试',
    retryFailed: '重试失败的图片',
    refunded: (images: number, credits: number) => `已退还 ${images} 张没有下载成功的定制图的 ${credits} 积分`,
    refundKept: (images: number) => `${images} 张定制图的原图已经取得，但没有保存进压缩包：积分不退还，之后再下载这些图片不再扣费`,
    refundFailed: (images: number) => `${images} 张没有下载成功的定制图暂时未能退还积分，下次打开订单管理时会再次退还；在此之前下载这些图片不再扣费`,
    tooManyTitle: '在千牛中一次下载不了这么多图片',
    tooManyContent: (kind: 'customized' | 'effect', images: number, megabytes: number, parts: number, maxImages: number) =>
      `千牛中每个文件不能超过 ${megabytes} MB，本次 ${images} 张${kind === 'customized' ? '定制图' : '效果图'}约需分成 ${parts} 个压缩包，每个都要单独保存。` +
      `请在浏览器中打开后台下载（没有这个限制），或每次少勾选一些，最多 ${maxImages} 张${kind === 'customized' ? '定制图' : '效果图'}。${kind === 'customized' ? '本次没有扣除任何积分。' : ''}`,
    close: '关闭',
    diskFull: '磁盘空间不足，压缩包没有保存完整：请腾出空间或换一个文件夹后重试',
    errorTitle: (kind: 'customized' | 'effect') => `下载${kind === 'customized' ? '定制图' : '效果图'}时发生错误`,
    notReleased: '未取得定制图原图',
    rules: {
      title: '命名规则',
      hint: '图片文件名按下面的顺序由六项拼成，用上移、下移调整顺序。每个店铺的图片放在以店铺名命名的文件夹中。',
      tokens: {
        ORDER_ID: '订单ID',
        CUSTOMIZATION_INFO: '定制信息（品牌、机型、材质、颜色）',
        ORIGINAL_ID: '平台订单号',
        ORDER_ITEM_INDEX: '商品序号',
        SKU_INDEX: '定制序号（两位）',
        QUANTITY: '数量（定制N张）',
      },
      moveUp: '上移',
      moveDown: '下移',
      example: '示例文件名：',
      orderIdFile: '附带订单号文件',
      orderIdFileHint: '每个店铺文件夹中附带一个文本文件，列出平台订单号（排序、去重）。仅当第一项为“平台订单号”时生效。',
      orderIdFileInactive: '当前第一项不是“平台订单号”，下载时不会附带订单号文件。',
      restoreDefault: '恢复默认',
      restoredHint: '已恢复默认顺序，点击保存后生效。',
      saved: '保存成功',
    },
  },
  /** 生成排版: the day's print files laid on a jig or a film sheet. */
  sheets: {
    button: '生成排版',
    buttonHint: '把勾选的定制图按真实尺寸排到打印治具或胶片上，扣费规则与下载定制图相同',
    pickJig: '选择治具',
    noJigs: '还没有打印治具',
    manageJigs: '管理打印治具',
    loadingJigs: '正在读取治具…',
    jigsFailed: '读取治具失败',
    unreadable: '定制图无法读取（文件损坏或格式不支持）',
    tooLargeFile: (width: number, height: number) => `定制图尺寸 ${width} × ${height} 像素，超出排版可处理的范围`,
    notPlacedTitle: '以下定制图未排入',
    notPlacedHint: (placeable: number) => (placeable > 0 ? `其余 ${placeable} 张可以排版，未排入的不扣积分。是否继续？` : '没有可以排版的定制图，未扣除积分。'),
    continueLayout: '继续排版',
    tooManyCases: (cases: number, max: number) => `所选商品共 ${cases} 件，一次排版最多 ${max} 件，请分批勾选后再生成排版`,
    tooManySheets: (sheets: number, max: number) => `所选商品需要 ${sheets} 张版面，一次最多生成 ${max} 张，请分批勾选后再生成排版`,
    noPrintSize: (order: string, model: string) => `订单 ${order}：${model}未设置打印尺寸，请在「品牌型号」的型号列表中设置打印尺寸`,
    fitsNoSlot: (order: string, model: string, size: string) => `订单 ${order}：${model}的打印尺寸 ${size} 放不进所选治具的任何可放该型号的槽位`,
    unreadableLine: (order: string) => `订单 ${order}：定制图无法读取`,
    noPrintFileLine: (order: string, model: string) => `订单 ${order}：${model}没有定制图，订单不完整，请勿按完整订单发货`,
    failureLine: (order: string, reason: string) => `${order} 失败原因：${reason}`,
    previewTitle: (jig: string) => `排版预览 · ${jig}`,
    progress: (done: number, total: number, sheets: number) => `已读取定制图 ${done}/${total} 张 · 共 ${sheets} 张版面`,
    noSheets: '没有可以保存的版面',
    sheetsNav: '版面',
    sheetTab: (sheet: number, material: string, color: string, designs: number) => `第${sheet}张 · ${material} ${color} · ${designs}个`,
    sheetLabel: (sheet: number, material: string, color: string) => `第${sheet}张版面（${material} ${color}）`,
    savedMark: '已保存',
    slotLabel: (slot: number, order: string, copy: number, copies: number, check: string) => `${slot}号位：订单 ${order}，第${copy}/${copies}份，${check}`,
    /** Under a design in the preview: the order number's last digits (the slot's width holds no more at a readable size) and the copy. */
    slotCaption: (order: string, copy: number, copies: number) => `…${order.slice(-6)} · ${copy}/${copies}`,
    slotLeftEmpty: (slot: number) => `${slot}号位：已留空`,
    slotFree: (slot: number) => `${slot}号位：空`,
    slotTitle: (slot: number) => `${slot}号位`,
    badge: (dpi: number) => `${dpi} dpi`,
    reading: '读取中…',
    pickHint: '点击槽位查看详情；把一个槽位拖到另一个槽位上可以互换。也可以用 Tab 选中槽位后按回车。',
    order: '订单号',
    copy: '份数',
    model: '型号',
    blank: '材质颜色',
    check: '检查',
    swap: '与其他槽位互换',
    swapPickOther: '请点击要互换的槽位',
    leaveEmpty: '留空此槽位（坏件）',
    pushNext: '移到下一张',
    withTiff: '同时生成TIF',
    close: '关闭',
    saveSheet: (sheet: number) => `仅保存第${sheet}张`,
    saveAll: '保存全部排版',
    reprintSlot: '仅重印此槽位',
    slotSaved: (slot: number) => `已保存${slot}号位的重印版面`,
    saved: (sheets: number) => `已保存 ${sheets} 张版面`,
    saveFailed: (reason: string) => `保存排版失败：${reason}`,
    errorTitle: '生成排版时发生错误',
    confirmTitle: '确认生成排版',
    confirmContent: (images: number, fresh: number, cost: number, balance: number) =>
      `本次排版 ${images} 张定制图，其中 ${fresh} 张为首次取得，需扣除 ${cost} 积分（每张 ${CREDITS_PER_IMAGE} 积分，已下载或排版过的不再扣费）。当前积分余额：${balance}。`,
    /** The charge rule of a layout (docs/downloads-and-charges.md): the preview reads the print files before anything is saved. */
    confirmRule: '积分在读取定制图原图之前扣除。原图读取后，即使关闭预览不保存也不退还，之后再次排版或下载这些图片不再扣费；没能读取的图片关闭预览时自动退还积分。',
    withoutPrintHint: '没有定制图的定制不会排版，也不扣积分。请勿按完整订单发货。',
    archivePrefix: '排版',
    sheetTooLargeForTarget: (sheet: number, megabytes: number) => `第${sheet}张版面约 ${megabytes} MB，超出当前环境单个文件的上限，未保存：请在浏览器中生成排版`,
    tiffTooLargeForTarget: (stem: string, megabytes: number) => `${stem}.tif 约 ${megabytes} MB，超出当前环境单个文件的上限，未生成：请用同一压缩包中的 ${stem}.pdf 打印，或在浏览器中生成TIF`,
    making: (made: number, total: number) => `正在生成版面 ${made}/${total}…`,
    savedWithWarnings: '排版已保存，但有以下内容未保存',
  },
  /** The ones only this feature shows; the shared ones are in src/messages.ts. */
  downloadEngine: {
    deletedShop: '已删除的店铺',
  },
} as const;
