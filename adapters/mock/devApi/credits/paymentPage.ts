// The dev stand-in for the payment provider (ROUTES.md "Recharge and payment"): the form the payment_form
// call hands out, and the page it posts to, where a tester pays or abandons. Dev only, like the host
// simulator: it lives in the dev API, never in the console bundle.
import { pathOf } from '../../../../contract/endpoint';
import { recharges } from '../../../../contract/endpoints/credits/recharges';
import type { StoredRecharge } from './creditState';

export const ABANDONED_REASON = '您已放弃支付，充值订单已关闭';
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export const paymentPagePath = (id: string): string => pathOf(recharges.paymentPage, { id });

/** What the provider would send: a form that posts itself to its page. The console submits it, never runs it. */
export function paymentFormHtml(origin: string, record: StoredRecharge): string {
  const field = (name: string, value: string | number) => `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`;
  return [
    `<form id="dev-payment" name="dev-payment" method="post" action="${escapeHtml(origin + paymentPagePath(record.id))}">`,
    field('rechargeRecordId', record.id),
    field('token', record.token),
    field('credits', record.addedCredits),
    field('amount', record.amount.toFixed(2)),
    '</form>',
    "<script>document.forms['dev-payment'].submit();</script>",
  ].join('');
}

export function paymentPageHtml(record: StoredRecharge): string {
  const button = (action: string, label: string) =>
    `<button type="submit" name="action" value="${action}" style="margin:0 8px;padding:8px 24px;font-size:16px">${label}</button>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>模拟支付</title></head>
<body style="font-family:sans-serif;text-align:center;padding-top:60px">
<h1>模拟支付（开发环境）</h1>
<p>充值积分：<strong>${record.addedCredits}</strong></p>
<p>应付金额：<strong id="amount">¥${record.amount.toFixed(2)}</strong></p>
<form method="post" action="${escapeHtml(paymentPagePath(record.id))}">
<input type="hidden" name="token" value="${escapeHtml(record.token)}">
${button('pay', '确认支付')}${button('abandon', '放弃支付')}
</form></body></html>`;
}

export function plainPage(status: number, message: string): Response {
  return new Response(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>模拟支付</title></head><body><p>${escapeHtml(message)}</p></body></html>`,
    { status, headers: htmlHeaders() },
  );
}

export function htmlHeaders(): Record<string, string> {
  return { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'content-security-policy': PAGE_CSP };
}
