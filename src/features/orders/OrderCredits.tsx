import { Spin } from '@arco-design/web-react';
import type { AccountCredits } from '../../../contract/credits';
import { getCredits } from '../../api/credits';
import { MSG } from './messages';
import { LoadFailed } from '../../ui/ListLoad';
import { useLoad, type Loaded } from '../../ui/useLoad';

const countFormat = new Intl.NumberFormat('zh-CN');

/**
 * The account's balance (spec 3 §7, shared by all its shops) for the order screen, where downloads spend
 * it. A failure says so beside the toolbar, with 重试, instead of an error modal over the list: the list
 * is what the merchant came for. An ended session is still the client's to handle.
 */
export function useCreditBalance(): Loaded<AccountCredits> {
  return useLoad(() => getCredits({ callerHandles: (status) => status !== 401 && status !== 403 }), []);
}

/** 账户积分 N beside the download toolbar; a reload keeps the last number until the new one arrives. */
export function OrderCredits({ balance }: { balance: Loaded<AccountCredits> }) {
  const credits = balance.data?.credits;
  return (
    <span className="order-credits">
      <span className="order-credits-label">{MSG.orders.credits}</span>
      {balance.error ? (
        <LoadFailed inline text={MSG.orders.creditsFailed} onRetry={balance.reload} retrying={balance.loading} />
      ) : credits === undefined ? (
        <Spin size={12} />
      ) : (
        <span className="order-credits-value" aria-label={MSG.orders.credits}>
          {countFormat.format(credits)}
        </span>
      )}
    </span>
  );
}
