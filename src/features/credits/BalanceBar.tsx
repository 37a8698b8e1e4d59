import { Button, Message, Spin } from '@arco-design/web-react';
import { IconRefresh } from '@arco-design/web-react/icon';
import { MSG } from './messages';
import { LoadFailed } from '../../ui/ListLoad';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { formatCount } from './rechargeUnits';
import type { Balance } from './useBalance';

/** Above the tabs (spec 3 §2): 账户积分 with 刷新 (刷新成功) and 充值. */
export function BalanceBar({ balance, onRecharge }: { balance: Balance; onRecharge: () => void }) {
  const refresh = useSingleFlight(async () => {
    if (await balance.load()) Message.success(MSG.credits.refreshed);
  });
  return (
    <div className="screen-card credits-balance">
      <span className="credits-balance-label">{MSG.credits.balance}</span>
      {balance.failed ? (
        <LoadFailed inline onRetry={balance.load} retrying={balance.loading} />
      ) : balance.credits === undefined ? (
        <Spin size={16} />
      ) : (
        <span className="credits-balance-value" aria-label={MSG.credits.balance}>
          {formatCount(balance.credits)}
        </span>
      )}
      <Button type="text" size="small" icon={<IconRefresh />} className="credits-refresh" loading={refresh.pending} onClick={() => void refresh.run()}>
        {MSG.credits.refresh}
      </Button>
      <span className="spacer" />
      <Button type="primary" className="credits-recharge" onClick={onRecharge}>
        {MSG.credits.recharge}
      </Button>
    </div>
  );
}
