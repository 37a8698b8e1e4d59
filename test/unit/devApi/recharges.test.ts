// Recharges and payment (ROUTES.md "Recharge and payment"): the seeded records, the payment form, the
// dev payment page paying and abandoning, syncing, timeouts, and each account's records to itself.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevApi } from '../../../adapters/mock/devApi';
import { PaymentStatus, type PaymentForm, type RechargeRecord } from '../../../contract/credits';
import type { RecordPage } from '../../support/recordPage';
import { client, type Client } from './catalogueHelpers';
import { BASE, call } from './helpers';
import { DAY, NOW, auditClient, fixedApi } from './orderHelpers';

const RECORDS = '/api/credit_recharge_records';

function formFields(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[match[1]!] = match[2]!;
  return { action, fields };
}

const post = (api: DevApi, action: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  call(api, action.slice(BASE.length), {
    method: 'POST',
    body: new URLSearchParams(body).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: BASE, 'sec-fetch-site': 'same-origin', ...headers },
  });

describe('dev API recharges and payment', () => {
  let api: DevApi;
  let c: Client;
  let now: number;
  beforeEach(() => {
    now = NOW;
    api = fixedApi(() => now);
    c = client(api);
  });

  const balance = async () => (await c.get<{ credits: number }>('/api/account_credits/current')).credits;
  const records = async (query = '') => (await c.get<RecordPage<RechargeRecord>>(`${RECORDS}?pageSize=500${query}`)).items;
  const sync = (id: string) => c.get<{ paymentStatus: PaymentStatus }>(`${RECORDS}/${id}/sync_payment_status`);

  it('seeds demo’s records in all five states, newest first, some older than 7 days; the audit account has none', async () => {
    const all = await records();
    expect(new Set(all.map((record) => record.paymentStatus))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(all.map((record) => record.createdAt)).toEqual([...all.map((record) => record.createdAt)].sort((a, b) => b - a));
    expect(all.some((record) => record.createdAt < NOW - 7 * DAY)).toBe(true);
    for (const record of all) {
      expect(record.amount).toBe((record.addedCredits / 1000) * 5);
      expect(record.paidAt === null).toBe(record.paymentStatus === 1 || record.paymentStatus === 3);
      expect(record).not.toHaveProperty('token');
    }
    expect((await auditClient(api).get<RecordPage<RechargeRecord>>(RECORDS)).totalItems).toBe(0);
    const week = await records(`&createdAtStart=${NOW - 7 * DAY}&createdAtEnd=${NOW}`);
    expect(week.length).toBeLessThan(all.length);
    expect(week.every((record) => record.createdAt >= NOW - 7 * DAY)).toBe(true);
    await c.fails('GET', `${RECORDS}?pageSize=20`, undefined, 400);
  });

  it('closes an awaiting record older than 30 minutes when synced, and keeps a newer one awaiting', async () => {
    const awaiting = (await records()).filter((record) => record.paymentStatus === PaymentStatus.AWAITING);
    const [recent, old] = awaiting;
    expect((await sync(old!.id)).paymentStatus).toBe(PaymentStatus.CLOSED);
    expect((await sync(recent!.id)).paymentStatus).toBe(PaymentStatus.AWAITING);
    now += 21 * 60_000;
    expect((await sync(recent!.id)).paymentStatus).toBe(PaymentStatus.CLOSED);
    expect((await auditClient(api).fails('GET', `${RECORDS}/${recent!.id}/sync_payment_status`, undefined, 404)).code).toBe('RECORD_NOT_FOUND');
  });

  it('refuses credits that are not a whole number of thousands from 1 to 10,000,000 thousands', async () => {
    for (const credits of ['', '0', '999', '1500', 'abc', '1e3', '-1000', '1000.0', String(10_000_001 * 1000)]) {
      await c.fails('GET', `/api/account_credits/payment_form?credits=${credits}`, undefined, 400);
    }
    expect(await records()).toHaveLength(7);
    await c.ok('GET', `/api/account_credits/payment_form?credits=${10_000_000 * 1000}`);
  });

  it('pays through the form and the dev payment page: SUCCESS, credits added, back to the result page with the record id', async () => {
    const form = await c.get<PaymentForm>('/api/account_credits/payment_form?credits=5000');
    const [created] = await records();
    expect(created).toMatchObject({ id: form.rechargeRecordId, paymentStatus: 1, addedCredits: 5000, amount: 25, paidAt: null, rechargeOperator: 'demo', createdAt: NOW });
    const { action, fields } = formFields(form.paymentForm);
    expect(action).toBe(`${BASE}/api/__dev/payment/${form.rechargeRecordId}`);
    expect(fields.token).toMatch(/^[0-9a-f]{32}$/);
    expect(form.paymentForm).toMatch(/method="post"/);

    const page = await post(api, action, fields);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('¥25.00');
    expect(html).toContain('确认支付');
    expect(html).toContain('放弃支付');
    expect((await call(api, `/api/__dev/payment/${form.rechargeRecordId}?token=${fields.token}`)).status).toBe(200);

    now += 60_000;
    const paid = await post(api, action, { token: fields.token!, action: 'pay' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${BASE}/app/payment_result?rechargeRecordId=${form.rechargeRecordId}`);
    expect(await balance()).toBe(8000);
    expect(await sync(form.rechargeRecordId)).toEqual({ paymentStatus: PaymentStatus.SUCCESS });
    expect((await records())[0]).toMatchObject({ paymentStatus: 2, paidAt: NOW + 60_000 });

    const twice = await post(api, action, { token: fields.token!, action: 'pay' });
    expect(twice.status).toBe(409);
    expect(await balance()).toBe(8000);
  });

  it('abandons: CLOSED, and the result page gets the reason', async () => {
    const form = await c.get<PaymentForm>('/api/account_credits/payment_form?credits=1000');
    const { action, fields } = formFields(form.paymentForm);
    const abandoned = await post(api, action, { token: fields.token!, action: 'abandon' });
    expect(abandoned.status).toBe(303);
    const location = new URL(abandoned.headers.get('location')!);
    expect(location.pathname).toBe('/app/payment_result');
    expect(location.searchParams.get('error')).toBe('您已放弃支付，充值订单已关闭');
    expect(location.searchParams.get('rechargeRecordId')).toBe(form.rechargeRecordId);
    expect(await sync(form.rechargeRecordId)).toEqual({ paymentStatus: PaymentStatus.CLOSED });
    expect(await balance()).toBe(3000);
  });

  it('shows a plain error page and changes nothing for a wrong token, a timed-out record, or a post from elsewhere', async () => {
    const form = await c.get<PaymentForm>('/api/account_credits/payment_form?credits=2000');
    const { action, fields } = formFields(form.paymentForm);
    for (const token of ['', 'x', fields.token!.replace(/^./, (ch) => (ch === 'a' ? 'b' : 'a'))]) {
      const refused = await post(api, action, { token, action: 'pay' });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('支付链接无效');
    }
    const foreign = await post(api, action, { token: fields.token!, action: 'pay' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(foreign.status).toBe(403);
    expect((await post(api, `${BASE}/api/__dev/payment/999999`, { token: fields.token!, action: 'pay' })).status).toBe(403);
    expect(await balance()).toBe(3000);
    now += 31 * 60_000;
    expect((await post(api, action, { token: fields.token!, action: 'pay' })).status).toBe(409);
    expect(await sync(form.rechargeRecordId)).toEqual({ paymentStatus: PaymentStatus.CLOSED });
    expect(await balance()).toBe(3000);
  });

  it('reuses the open awaiting record of the same credits (same id and token) instead of adding a row', async () => {
    const count = (await records()).length;
    const first = await c.get<PaymentForm>('/api/account_credits/payment_form?credits=4000');
    now += 29 * 60_000;
    const again = await c.get<PaymentForm>('/api/account_credits/payment_form?credits=4000');
    expect(again.rechargeRecordId).toBe(first.rechargeRecordId);
    expect(formFields(again.paymentForm).fields.token).toBe(formFields(first.paymentForm).fields.token);
    expect(await records()).toHaveLength(count + 1);
    // The seed's awaiting 6000 of ten minutes ago is still open: asking for 6000 pays that one.
    const seeded = (await records()).find((record) => record.paymentStatus === PaymentStatus.AWAITING && record.addedCredits === 6000);
    now = NOW;
    expect((await c.get<PaymentForm>('/api/account_credits/payment_form?credits=6000')).rechargeRecordId).toBe(seeded!.id);
    // Other credits, another account, or a record no longer open each get a new one.
    const other = await c.get<PaymentForm>('/api/account_credits/payment_form?credits=3000');
    expect(other.rechargeRecordId).not.toBe(first.rechargeRecordId);
    expect((await auditClient(api).get<PaymentForm>('/api/account_credits/payment_form?credits=4000')).rechargeRecordId).not.toBe(first.rechargeRecordId);
    now = NOW + 31 * 60_000;
    const late = await c.get<PaymentForm>('/api/account_credits/payment_form?credits=4000');
    expect(late.rechargeRecordId).not.toBe(first.rechargeRecordId);
    expect(await sync(first.rechargeRecordId)).toEqual({ paymentStatus: PaymentStatus.CLOSED });
    const { action, fields } = formFields(late.paymentForm);
    await post(api, action, { token: fields.token!, action: 'abandon' });
    const afterAbandon = await c.get<PaymentForm>('/api/account_credits/payment_form?credits=4000');
    expect(afterAbandon.rechargeRecordId).not.toBe(late.rechargeRecordId);
  });

  it('holds at most 10 awaiting records per account: the 11th is refused with 409 and adds nothing', async () => {
    // The seed's open 6000 counts; the 3-day-old awaiting one has timed out and does not.
    for (let thousands = 1; thousands <= 9; thousands++) {
      if (thousands === 6) continue;
      await c.ok('GET', `/api/account_credits/payment_form?credits=${thousands * 1000}`);
    }
    await c.ok('GET', '/api/account_credits/payment_form?credits=10000');
    const count = (await records()).length;
    expect((await records()).filter((record) => record.paymentStatus === PaymentStatus.AWAITING)).toHaveLength(10);
    const refused = await c.fails('GET', '/api/account_credits/payment_form?credits=11000', undefined, 409);
    expect(refused).toMatchObject({ code: 'TOO_MANY_AWAITING_RECHARGES', message: expect.stringContaining('待支付的充值订单已达 10 笔') });
    expect(await records()).toHaveLength(count);
    // Asking again for one already open still works, and the account's others are untouched.
    await c.ok('GET', '/api/account_credits/payment_form?credits=2000');
    await auditClient(api).ok('GET', '/api/account_credits/payment_form?credits=11000');
    // Once one leaves awaiting, there is room again.
    const open = (await records()).find((record) => record.addedCredits === 10000)!;
    now += 31 * 60_000;
    await sync(open.id);
    await c.ok('GET', '/api/account_credits/payment_form?credits=11000');
  });

  it('keeps each account’s recharges and credits to itself', async () => {
    const audit = auditClient(api);
    const form = await audit.get<PaymentForm>('/api/account_credits/payment_form?credits=1000');
    expect((await records()).map((record) => record.id)).not.toContain(form.rechargeRecordId);
    await c.fails('GET', `${RECORDS}/${form.rechargeRecordId}/sync_payment_status`, undefined, 404);
    const { action, fields } = formFields(form.paymentForm);
    await post(api, action, { token: fields.token!, action: 'pay' });
    expect((await audit.get<{ credits: number }>('/api/account_credits/current')).credits).toBe(1000);
    expect(await balance()).toBe(3000);
  });
});
