import { MSG as COMMON } from '../../messages';
import { CREDITS_PER_IMAGE, REFUND_WINDOW_MS } from '../../../contract/credits';

/**
 * The texts only the factoryPush feature shows, loaded with its screens rather than with the login page (the shell's
 * chunk carries src/messages.ts alone). A file of the feature
 * imports the shared texts (src/messages.ts) by name, as COMMON, beside this MSG, which holds only the feature's own.
 */
export const MSG = {
  /** Spec 3 §4, §5, §8: pushing orders to a factory, from the order list and the embedded page. */
  factoryPush: {
    open: '推送到工厂',
    title: (n: number) => `推送订单到工厂（共 ${n} 个订单）`,
    factory: '工厂',
    factoryPlaceholder: '请选择工厂',
    factoryRequired: '必须选择工厂',
    noFactories: '还没有工厂，请先在“工厂对接”中同步工厂',
    push: '推送',
    cancel: '取消',
    close: '关闭',
    order: (originalId: string) => `订单 ${originalId}`,
    /**
     * What each print file of an item stands for, in the archive's words (定制N张, spec 3 §9): the factory
     * prints that many cases from it, not the item's quantity from each.
     */
    printFiles: (item: string, files: readonly { position: number; count: number }[]) =>
      `子订单 ${item} 的印刷文件：${files.map(({ position, count }) => `第${position}张 ${COMMON.downloadEngine.quantity(count)}`).join('，')}`,
    items: (lines: number, pieces: number) => (lines === pieces ? `${pieces} 件` : `${lines} 个商品，共 ${pieces} 件`),
    progress: (done: number, total: number) => `${done} / ${total}`,
    pushingNow: (done: number, total: number) => `正在推送 ${done} / ${total}`,
    waiting: '待推送',
    pushing: '推送中',
    succeeded: '推送成功',
    failed: '推送失败',
    skipped: '未推送',
    /** As the bulk download says 没有定制图: what of the ticked orders the factory will not receive. */
    designsWithoutPrint: (item: string, designs: number) => `子订单 ${item}：${designs} 张定制没有定制图，工厂不会收到`,
    orderWithoutPrint: '没有定制图，不推送',
    withoutPrintSummary: (designs: number, orders: number, names: string) =>
      [
        ...(designs > 0 ? [`${designs} 张定制没有定制图，工厂不会收到`] : []),
        ...(orders > 0 ? [`${orders} 个订单没有定制图，不推送：${names}`] : []),
      ].join('；') + '。',
    summary: (succeeded: number, failed: number, skipped: number, earlier = 0) =>
      `推送完成：成功 ${succeeded} 个，失败 ${failed} 个${skipped > 0 ? `，未推送 ${skipped} 个` : ''}${earlier > 0 ? `，${earlier} 个已在该工厂，未重复推送` : ''}`,
    notSentAgain: '未重复推送',
    sessionEnded: '登录已过期，其余订单未推送。请先登录后重新推送。',
    selectOrders: '请至少勾选一个订单的商品',
    noItems: '勾选的订单没有可推送的商品',
    tooMany: (max: number) => `一次最多推送 ${max} 个订单，请减少勾选`,
    work: '推送订单',
    signInFirst: '请先登录壳美定制商家后台：点击“登录”在新窗口中登录，登录后回到这里即可推送。',
    signIn: '登录',
    signedInNow: '我已登录',
    account: (username: string) => `推送账号：${username}`,
    accountChanged: (username: string) => `本浏览器的登录账号已变为“${username}”，原来的推送已关闭，请在原系统中重新推送。`,
    signedOutElsewhere: '本浏览器已退出登录，原来的推送已关闭。请登录后在原系统中重新推送。',
    waitingForOrders: '等待推送的订单…',
    pushedEarlier: (factory: string) => `已推送至${factory}`,
    unreadableOrders: '收到的订单无法读取（格式不对、超出上限或订单号不合法），已忽略，请在原系统中检查后重新推送。',
    unfinishedTitle: '上次推送没有完成',
    unfinishedSucceeded: (factory: string, n: number, names: string) => `已推送到${factory || '工厂'}的 ${n} 个订单：${names}`,
    unfinishedFailed: (n: number, names: string) => `推送失败的 ${n} 个订单：${names}`,
    unfinishedNotSent: (n: number, names: string) => `没有推送的 ${n} 个订单（可勾选后重新推送，推送状态以订单列表为准）：${names}`,
    /** What a push cut short charged, settled on the next visit (pushCharges.ts), one line per outcome. */
    leftChargesTitle: '上次推送的积分',
    refundedLeft: (images: number, credits: number) => `已退还没有送达工厂的 ${images} 张定制图的 ${credits} 积分`,
    keptAccepted: (images: number) => `${images} 张定制图所在的订单已被工厂接收，积分不退还`,
    keptServed: (images: number) => `${images} 张定制图的印刷文件已被取走，积分不退还；之后再下载或推送这些图片不再扣费`,
    nothingToRefund: (images: number) =>
      `${images} 张定制图没有可退还的积分：当时没有扣费、已经退还，或扣费已超过 ${REFUND_WINDOW_MS / 3_600_000} 小时`,
    refundLater: (images: number) => `${images} 张定制图暂时未能退还积分，下次打开订单管理时会再次退还；在此之前下载或推送这些图片不再扣费`,
    /** The charge rule of a push (docs/downloads-and-charges.md "Pushing orders to a factory"), in the dialog. */
    chargeRule: `推送会把每张定制图的印刷文件发给工厂，与下载同样计费：首次发出的定制图每张 ${CREDITS_PER_IMAGE} 积分，已扣过积分的不再扣费；工厂没有接收的订单，退还本次扣的积分。`,
    chargeEstimate: (images: number, fresh: number, balance: number) =>
      `本次共 ${images} 张定制图，其中 ${fresh} 张首次发出，需扣除 ${fresh * CREDITS_PER_IMAGE} 积分；当前积分余额：${balance}。`,
    chargeShort: '积分不足的订单将推送失败，可充值后重试。',
    retryFailed: '重试失败的订单',
    itemNotInOrder: (item: string) => `订单中没有子订单 ${item}，请刷新订单后重试`,
    shortOfCredits: (images: number) => `积分不足：该订单有 ${images} 张定制图首次发出，需 ${images * CREDITS_PER_IMAGE} 积分，请充值后重试`,
    noPrintFile: (item: string, position: number) => `子订单 ${item} 第 ${position + 1} 张定制图未取得印刷文件，请稍后重试`,
    foreignAddress: (item: string, position: number) => `子订单 ${item} 第 ${position + 1} 张定制图的地址不是工厂可下载的完整地址（http:// 或 https://）`,
  },
} as const;
