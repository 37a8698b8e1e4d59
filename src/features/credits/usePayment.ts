import { Message, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import type { Id } from '../../../contract/catalogue';
import { ApiError } from '../../api/client';
import { getPaymentForm } from '../../api/credits';
import { MSG } from './messages';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { extractPaymentForm, submitPaymentForm } from './paymentForm';
import { rechargeQuote } from './rechargeUnits';
import { noteStartedPayment } from './startedPayments';

/** A recharge whose payment window is open: what the waiting dialog shows and polls. */
export interface PendingPayment {
  rechargeRecordId: Id;
  credits: number;
  price: number;
}

let windowCount = 0;

/**
 * 立即支付 (spec 3 §4): opens the payment window, asks for a new recharge and its provider form, and submits
 * that form into the window. One payment at a time: the guard is taken synchronously, so a double click
 * opens one window and makes one recharge.
 */
export function usePayment() {
  const [pending, setPending] = useState<PendingPayment | null>(null);
  const pay = useSingleFlight(async (units: number) => {
    // Opened before any await: a popup blocker lets a page open windows only within the click itself.
    const popup = window.open('', `phonecase_payment_${Date.now()}_${++windowCount}`);
    if (!popup) {
      Message.error(MSG.credits.popupBlocked);
      return;
    }
    showOpening(popup);
    const quote = rechargeQuote(units);
    let reply;
    try {
      reply = await getPaymentForm(quote.credits, { callerHandles: (status) => status === 409 });
    } catch (error) {
      popup.close();
      // The server's own words (too many recharges awaiting payment): a rule to follow, not a network fault.
      if (error instanceof ApiError && error.status === 409) {
        Modal.warning({ title: MSG.credits.cannotRecharge, content: error.message, okText: MSG.credits.gotIt });
      }
      return;
    }
    const form = extractPaymentForm(reply.paymentForm, window.location.href);
    if (!form || popup.closed) {
      popup.close();
      if (!form) Message.error(MSG.credits.formInvalid);
      return;
    }
    // The provider sends the merchant back to /app/payment_result in this window: its error is quoted for this record alone.
    noteStartedPayment(reply.rechargeRecordId);
    // The provider's page gets no handle on the console (no reverse tabnabbing through window.opener).
    popup.opener = null;
    // Our own form, built in the blank window (our origin until it navigates) and submitted there: no
    // target name to resolve, and nothing of the server's HTML is ever written or run (paymentForm.ts).
    submitPaymentForm(popup.document, form, '_self');
    setPending({ rechargeRecordId: reply.rechargeRecordId, credits: quote.credits, price: quote.price });
  });
  return { pay: pay.run, opening: pay.pending, pending, done: () => setPending(null) };
}

/** Our own words in the blank window while the form is on its way (text only). */
function showOpening(popup: Window): void {
  try {
    popup.document.title = MSG.credits.popupOpening;
    const body = popup.document.body ?? popup.document.documentElement.appendChild(popup.document.createElement('body'));
    body.textContent = MSG.credits.popupOpening;
  } catch {
    // A window we cannot write to still receives the form.
  }
}
