import { Button, Checkbox, Input, Modal } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { CREDITS_PER_UNIT, QUICK_PACKS } from '../../../contract/credits';
import { MSG } from './messages';
import { PaymentWaitingModal } from './PaymentWaitingModal';
import { checkRechargeUnits, formatCount, formatYuan, rechargeQuote } from './rechargeUnits';
import { usePayment } from './usePayment';
import { singleClick } from '../../ui/singleClick';

/**
 * 充值中心 (spec 3 §5, §9): credits in thousands, their price, the quick packs, the agreement and 立即支付.
 * `onPaymentEnded` reloads the balance and the records once a payment left awaiting payment.
 */
export function RechargeCentre({ onPaymentEnded }: { onPaymentEnded: () => void }) {
  const [raw, setRaw] = useState(String(QUICK_PACKS[0].credits / CREDITS_PER_UNIT));
  const [touched, setTouched] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const payment = usePayment();
  // One warning at a time: the second click of a double click would stack another.
  const warning = useRef(false);
  const check = checkRechargeUnits(raw);
  const quote = check.ok ? rechargeQuote(check.units) : null;

  const pay = () => {
    setTouched(true);
    if (!check.ok) return;
    if (!agreed) {
      // Spec 3 §5: no payment before the seller agreed that credits are non-refundable and non-transferable.
      if (warning.current) return;
      warning.current = true;
      Modal.warning({
        title: MSG.credits.notAgreedTitle,
        content: MSG.credits.notAgreedContent,
        okText: MSG.credits.gotIt,
        className: 'recharge-agreement-warning',
        // The second click of a double click lands on the mask as the warning opens.
        maskClosable: false,
        afterClose: () => {
          warning.current = false;
        },
      });
      return;
    }
    void payment.pay(check.units);
  };

  return (
    <div className="recharge-centre">
      <section className="recharge-field">
        <label className="recharge-label" htmlFor="recharge-units">
          {MSG.credits.rechargeCredits}
        </label>
        <div>
          <Input
            id="recharge-units"
            className="recharge-units"
            aria-label={MSG.credits.rechargeCredits}
            inputMode="numeric"
            style={{ width: 240 }}
            value={raw}
            status={touched && !check.ok ? 'error' : undefined}
            suffix={MSG.credits.thousands}
            onChange={(value) => {
              setRaw(value);
              setTouched(true);
            }}
          />
          <div className={touched && !check.ok ? 'recharge-error' : 'recharge-hint muted'} role={touched && !check.ok ? 'alert' : undefined}>
            {touched && !check.ok ? check.error : MSG.credits.unitsHint}
          </div>
        </div>
      </section>
      <section className="recharge-field">
        <span className="recharge-label">{MSG.credits.price}</span>
        <div className="recharge-price">
          {quote ? (
            <>
              <span className="recharge-credits">{MSG.credits.creditsOf(formatCount(quote.credits))}</span>
              <span className="recharge-amount">{MSG.credits.yuan(formatYuan(quote.price))}</span>
              <del className="recharge-original muted">{MSG.credits.originalPrice(formatYuan(quote.originalPrice))}</del>
            </>
          ) : (
            <span className="muted">-</span>
          )}
          <span className="recharge-unit-price muted">{MSG.credits.unitPrice}</span>
        </div>
      </section>
      <section className="recharge-field">
        <span className="recharge-label">{MSG.credits.quickPacks}</span>
        <div className="recharge-packs">
          {QUICK_PACKS.map((pack) => {
            const units = pack.credits / CREDITS_PER_UNIT;
            const chosen = check.ok && check.units === units;
            return (
              <button
                type="button"
                key={pack.credits}
                className={`recharge-pack${chosen ? ' chosen' : ''}`}
                aria-pressed={chosen}
                onClick={() => {
                  setRaw(String(units));
                  setTouched(true);
                }}
              >
                <span className="recharge-pack-credits">{MSG.credits.creditsOf(formatCount(pack.credits))}</span>
                <span className="recharge-pack-price">{MSG.credits.yuan(formatYuan(pack.price))}</span>
                <del className="recharge-pack-original">{MSG.credits.originalPrice(formatYuan(pack.originalPrice))}</del>
                <span className="recharge-pack-images">
                  {MSG.credits.packImages(pack.images)} · {MSG.credits.perImage}
                </span>
              </button>
            );
          })}
        </div>
      </section>
      <section className="recharge-field">
        <span className="recharge-label" />
        <div>
          <Checkbox className="recharge-agreement" checked={agreed} onChange={setAgreed}>
            {MSG.credits.agreement}
          </Checkbox>
          <div className="recharge-pay">
            <Button type="primary" size="large" className="recharge-pay-button" loading={payment.opening} onClick={singleClick(pay)}>
              {MSG.credits.payNow}
            </Button>
          </div>
        </div>
      </section>
      {payment.pending && (
        <PaymentWaitingModal
          payment={payment.pending}
          onClose={payment.done}
          onEnded={() => {
            payment.done();
            onPaymentEnded();
          }}
        />
      )}
    </div>
  );
}
