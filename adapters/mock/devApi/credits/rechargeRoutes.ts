// Recharges and payment (spec 3 §3, §4, §7, §9): the records, the payment form, syncing a record's status,
// and the dev payment page the form posts to (paymentPage.ts). Each account's own.
import * as api from '../../../../contract/endpoints/credits';
import { PaymentStatus, rechargePrice, type PaymentForm } from '../../../../contract/credits';
import { notFound } from '../catalogue/catalogueState';
import { balanceOf, expireIfTimedOut, rechargeWire, type StoredRecharge } from './creditState';
import { randomHex } from '../http/encoding';
import { HttpError, json } from '../http/http';
import { inRange, pageOf } from '../orders/orderInput';
import { ABANDONED_REASON, htmlHeaders, paymentFormHtml, paymentPageHtml, plainPage } from './paymentPage';
import type { Router } from '../http/router';
import type { RouteContext } from '../context';
import { nextId, type DevState } from '../state';
import { sameSecret } from '../http/hmac';

export const PAYMENT_LINK_INVALID = '支付链接无效';
export const PAYMENT_NOT_AWAITING = '该充值订单不是待支付状态，无法支付';
export const PAYMENT_RESULT_PATH = '/app/payment_result';
/** Open (awaiting) recharges one account may hold at once: a script calling payment_form cannot pile up rows. */
export const AWAITING_RECHARGES_MAX = 10;
export const TOO_MANY_AWAITING = 'TOO_MANY_AWAITING_RECHARGES';
export const TOO_MANY_AWAITING_MESSAGE = `待支付的充值订单已达 ${AWAITING_RECHARGES_MAX} 笔，请先完成支付或等待其超时关闭（30 分钟）后再充值`;

export function rechargeRoutes(router: Router): void {
  router.on(api.recharges.list, ({ query: readQuery, state, username }) => {
    const query = readQuery();
    const mine = state.credits.recharges.filter((record) => record.owner === username && inRange(record.createdAt, query));
    const page = pageOf(mine, query);
    return json({ items: page.items.map(rechargeWire), totalItems: page.totalItems });
  });

  router.on(api.recharges.syncPaymentStatus, ({ params, state, username, env }) => {
    const record = state.credits.recharges.find((candidate) => candidate.id === params.id && candidate.owner === username);
    if (!record) throw notFound('充值记录', params.id!);
    expireIfTimedOut(record, env.now());
    return json({ paymentStatus: record.paymentStatus });
  });

  router.on(api.recharges.paymentForm, ({ query, state, username, env }) => {
    const { credits } = query();
    const record = openRecharge(state.credits.recharges, username, credits, env.now()) ?? newRecharge(state, username, credits, env.now());
    const reply: PaymentForm = { rechargeRecordId: record.id, paymentForm: paymentFormHtml(env.origin, record) };
    return json(reply);
  });

  router.on(api.recharges.paymentPage, (context) => paymentPage(context, context.query().token, ''));
  router.on(api.recharges.pay, async (context) => {
      const form = new URLSearchParams(await context.request.text());
      return paymentPage(context, form.get('token') ?? '', form.get('action') ?? '');
    },
  );
}

/**
 * The awaiting record of this account for the same credits, when one is still open (created within the
 * payment timeout): asking for the same form again (a retried click, a second tab) pays that record, with
 * its id and token, instead of adding a row.
 */
function openRecharge(recharges: StoredRecharge[], owner: string, credits: number, now: number): StoredRecharge | undefined {
  for (const record of recharges) {
    if (record.owner !== owner) continue;
    expireIfTimedOut(record, now);
    if (record.paymentStatus === PaymentStatus.AWAITING && record.addedCredits === credits) return record;
  }
  return undefined;
}

function newRecharge(state: DevState, owner: string, credits: number, now: number): StoredRecharge {
  const awaiting = state.credits.recharges.filter((record) => record.owner === owner && record.paymentStatus === PaymentStatus.AWAITING);
  if (awaiting.length >= AWAITING_RECHARGES_MAX) throw new HttpError(409, TOO_MANY_AWAITING, TOO_MANY_AWAITING_MESSAGE);
  const record: StoredRecharge = {
    id: nextId(state),
    owner,
    createdAt: now,
    paidAt: null,
    addedCredits: credits,
    amount: rechargePrice(credits),
    rechargeOperator: owner,
    paymentStatus: PaymentStatus.AWAITING,
    token: randomHex(16),
  };
  state.credits.recharges.unshift(record);
  return record;
}

/** Shows the page, or pays or abandons; a wrong token or a record no longer awaiting changes nothing. */
function paymentPage({ params, state, env }: RouteContext, token: string, action: string): Response {
  const record = state.credits.recharges.find((candidate) => candidate.id === params.id);
  if (!record || token === '' || !sameSecret(token, record.token)) return plainPage(403, PAYMENT_LINK_INVALID);
  expireIfTimedOut(record, env.now());
  if (record.paymentStatus !== PaymentStatus.AWAITING) return plainPage(409, PAYMENT_NOT_AWAITING);
  if (action === 'pay') {
    record.paymentStatus = PaymentStatus.SUCCESS;
    record.paidAt = env.now();
    state.credits.balances.set(record.owner, balanceOf(state.credits, record.owner) + record.addedCredits);
    return redirect(resultUrl(env.origin, record));
  }
  if (action === 'abandon') {
    record.paymentStatus = PaymentStatus.CLOSED;
    return redirect(resultUrl(env.origin, record, ABANDONED_REASON));
  }
  return new Response(paymentPageHtml(record), { status: 200, headers: htmlHeaders() });
}

/** The result page learns which record it is about, and asks the server for its state (it never trusts the address alone). */
function resultUrl(origin: string, record: StoredRecharge, error?: string): string {
  const query = new URLSearchParams({ rechargeRecordId: record.id });
  if (error !== undefined) query.set('error', error);
  return `${origin}${PAYMENT_RESULT_PATH}?${query.toString()}`;
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}
