// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { extractPaymentForm, submitPaymentForm } from '../../../src/features/credits/paymentForm';

const BASE = 'http://127.0.0.1:5173/app/pay/recharge';

/** The shape of a provider's page-pay form: hidden fields, a hidden submit, and a script that submits it. */
const ALIPAY_LIKE = `
<form name="punchout_form" method="post" action="https://openapi.alipay.com/gateway.do?charset=UTF-8&method=alipay.trade.page.pay">
  <input type="hidden" name="biz_content" value='{"out_trade_no":"R1","total_amount":"30.00"}'>
  <input type="hidden" name="sign" value="a+b/c==">
  <input type="submit" value="立即支付" style="display:none">
</form>
<script>document.forms[0].submit();</script>`;

describe('the provider form (spec 3 §7: payment_form is HTML; we take its form, never run it)', () => {
  it('takes the first form: its address, method and the fields it would send', () => {
    expect(extractPaymentForm(ALIPAY_LIKE, BASE)).toEqual({
      action: 'https://openapi.alipay.com/gateway.do?charset=UTF-8&method=alipay.trade.page.pay',
      method: 'post',
      acceptCharset: null,
      fields: [
        ['biz_content', '{"out_trade_no":"R1","total_amount":"30.00"}'],
        ['sign', 'a+b/c=='],
      ],
    });
  });

  it('refuses a form whose action is javascript:', () => {
    expect(extractPaymentForm('<form action="javascript:alert(document.cookie)"><input name="a" value="1"></form>', BASE)).toBeNull();
    expect(extractPaymentForm('<form action=" JavaScript:alert(1)"></form>', BASE)).toBeNull();
  });

  it('refuses data: and other schemes, and a form with no action (it would post to the console)', () => {
    expect(extractPaymentForm('<form action="data:text/html,<script>alert(1)</script>"></form>', BASE)).toBeNull();
    expect(extractPaymentForm('<form action="ftp://x/"></form>', BASE)).toBeNull();
    expect(extractPaymentForm('<form method="post"><input name="a" value="1"></form>', BASE)).toBeNull();
  });

  it('finds nothing in HTML with no form', () => {
    expect(extractPaymentForm('<p>支付服务暂不可用</p><script>alert(1)</script>', BASE)).toBeNull();
    expect(extractPaymentForm('', BASE)).toBeNull();
  });

  it('ignores extra scripts and takes only the first form, and parsing runs none of them', () => {
    const html = `<script>window.__ran = true</script><img src=x onerror="window.__ran = true">
      <form action="https://pay.example.com/a" method="GET"><input name="one" value="1"><script>window.__ran = true</script></form>
      <form action="https://evil.example.com/b"><input name="two" value="2"></form>`;
    const form = extractPaymentForm(html, BASE);
    expect(form).toEqual({ action: 'https://pay.example.com/a', method: 'get', acceptCharset: null, fields: [['one', '1']] });
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('resolves a relative action against the console, and sends what a browser would send', () => {
    const html = `<form action="/dev/pay?r=1" accept-charset="GBK">
      <input name="plain">
      <input type="checkbox" name="off" value="x"><input type="checkbox" name="on" value="y" checked>
      <input type="text" name="gone" value="z" disabled><input type="button" name="btn" value="b">
      <textarea name="note">注意</textarea>
      <select name="pick"><option value="a">A</option><option value="b" selected>B</option></select>
      <input value="nameless"></form>`;
    expect(extractPaymentForm(html, BASE)).toEqual({
      action: 'http://127.0.0.1:5173/dev/pay?r=1',
      method: 'post',
      acceptCharset: 'GBK',
      fields: [
        ['plain', ''],
        ['on', 'y'],
        ['note', '注意'],
        ['pick', 'b'],
      ],
    });
  });

  it('submits a form of its own making with the fields as hidden inputs, then removes it', () => {
    const submitted: { action: string; method: string; target: string; fields: [string, string][] }[] = [];
    const realSubmit = HTMLFormElement.prototype.submit;
    HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
      submitted.push({
        action: this.action,
        method: this.method,
        target: this.target,
        fields: [...this.querySelectorAll('input')].map((input) => [input.name, input.value] as [string, string]),
      });
    };
    const form = extractPaymentForm(ALIPAY_LIKE, BASE)!;
    try {
      submitPaymentForm(document, form, 'payment_window');
    } finally {
      HTMLFormElement.prototype.submit = realSubmit;
    }
    expect(submitted).toEqual([{ action: form.action, method: 'post', target: 'payment_window', fields: form.fields }]);
    expect(document.querySelectorAll('form')).toHaveLength(0);
  });
});
