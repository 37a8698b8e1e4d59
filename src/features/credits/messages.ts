import { MSG as COMMON } from '../../messages';
import { CREDITS_PER_IMAGE, CREDITS_PER_UNIT, RECHARGE_UNITS_MAX, RECHARGE_UNITS_MIN, YUAN_PER_UNIT } from '../../../contract/credits';

/** 10000000 as the spec writes it, 10,000,000. */
const grouped = (n: number) => n.toLocaleString('en-US');

/**
 * The texts only the credits feature shows, loaded with its screens rather than with the login page (the shell's
 * chunk carries src/messages.ts alone). A file of the feature
 * imports the shared texts (src/messages.ts) by name, as COMMON, beside this MSG, which holds only the feature's own.
 */
export const MSG = {

  /** Spec 3 §2–§5, §9: credits, recharge records, deduction records, recharge centre, payment result. */
  credits: {
    // The balance above the tabs (spec 3 §2).
    balance: '账户积分',
    refresh: '刷新',
    refreshed: '刷新成功',
    recharge: '充值',
    rechargeRecordsTab: '充值记录',
    usageRecordsTab: '扣费记录',
    rechargeCentreTab: '充值中心',
    // Filters of both record lists.
    dateRange: '时间范围',
    startDate: '开始日期',
    endDate: '结束日期',
    today: '今天',
    lastSevenDays: '近7天',
    query: '查询',
    reset: '重置',
    // Recharge records (spec 3 §3, §4).
    createdAt: '充值时间',
    paidAt: '支付时间',
    addedCredits: '充值积分',
    amount: '金额 (元)',
    operator: '操作人',
    status: '状态',
    /** Spec 3 §4's five payment states, by their value. */
    statuses: { 1: '未支付', 2: '已支付', 3: '未支付交易超时关闭', 4: '已退款', 5: '交易结束' } as Record<number, string>,
    unknownStatus: (value: unknown) => `未知状态（${String(value)}）`,
    syncOrder: '同步订单',
    synced: (status: string) => `同步成功，订单状态：${status}`,
    // Deduction records (spec 3 §2).
    shop: '店铺',
    allShops: '全部店铺',
    orderId: '定制单号',
    orderOriginalId: '平台订单号',
    usedAt: '扣费时间',
    usedCredits: '消耗积分',
    detail: '详情',
    detailTitle: '扣费详情',
    totalUsedCredits: '总消耗积分',
    customizedImages: '定制图',
    imageCredits: (credits: number) => `${credits}积分`,
    viewFullImage: '点击查看大图',
    unknownShop: '未知店铺',
    // Recharge centre (spec 3 §5, §9).
    rechargeCredits: '充值积分',
    thousands: '千积分',
    unitsHint: `以千积分为单位，整数，最少 ${RECHARGE_UNITS_MIN} 千，最多 ${grouped(RECHARGE_UNITS_MAX)} 千`,
    /** Spec 3 names no text for it: spec 1 §5's default. */
    unitsRequired: COMMON.common.required,
    unitsNotInteger: '充值数量必须是整数（单位：千积分）',
    unitsTooSmall: `最少充值 ${RECHARGE_UNITS_MIN} 千积分`,
    unitsTooLarge: `最多充值 ${grouped(RECHARGE_UNITS_MAX)} 千积分`,
    creditsOf: (credits: string) => `${credits} 积分`,
    price: '价格',
    yuan: (yuan: string) => `${yuan}元`,
    originalPrice: (yuan: string) => `原价${yuan}元`,
    unitPrice: `${YUAN_PER_UNIT}元/${CREDITS_PER_UNIT}积分`,
    quickPacks: '快捷套餐',
    packImages: (images: number) => `约${images}张`,
    perImage: `${(YUAN_PER_UNIT * CREDITS_PER_IMAGE) / CREDITS_PER_UNIT}元/张`,
    agreement: '我已阅读并同意：积分自充值之日起一年内有效，充值后不可退款、不可转让',
    notAgreedTitle: '您还未同意退款协议',
    notAgreedContent: '支付后不可退款、不可转让，请阅读并勾选协议后再支付。',
    payNow: '立即支付',
    gotIt: '知道了',
    // Paying (spec 3 §4).
    popupOpening: '正在打开支付页面…',
    popupBlocked: '支付窗口被浏览器拦截，请允许本站打开新窗口后重试',
    formInvalid: '支付表单无效，请稍后重试或联系客服',
    waitingTitle: '等待支付…',
    waitingHint: '请在新打开的窗口中完成支付，支付完成后本页会自动更新。',
    waitingRecord: (credits: string, yuan: string) => `充值 ${credits} 积分，金额 ${yuan} 元`,
    waitingClose: '关闭',
    paid: '支付成功',
    notCompleted: (status: string) => `支付未完成（${status}），积分未到账`,
    // Closed right after paying was asked for: the seller abandoned it; 超时 would be the wrong word here.
    closedWhileWaiting: '支付已关闭，积分未到账',
    // Payment result (spec 3 §2, §8).
    paymentSucceeded: '支付成功',
    paymentFailed: '支付失败',
    redirectIn: (seconds: number) => `${seconds} 秒后返回积分充值`,
    backNow: '立即返回',
    cannotRecharge: '暂时无法充值',
    // The result page asks the server about the record the provider named; the address alone proves nothing.
    checkingPayment: '正在确认支付结果…',
    checkingHint: '支付结果确认中，请稍候',
    resultUnknown: '请在充值记录中查看支付结果',
    resultUnknownHint: '本页无法确认这笔支付，是否到账以「充值记录」中的状态为准。',
    failedStatus: (status: string) => `充值订单状态：${status}`,
    closedStatus: '充值订单已关闭，积分未到账',
    failureReason: (reason: string) => `原因：“${reason}”`,
  },
} as const;
