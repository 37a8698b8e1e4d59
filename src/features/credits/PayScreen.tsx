import { useCallback, useReducer } from 'react';
import { useLocation } from 'wouter';
import { RECORD_PAGE_SIZES } from '../../../contract/credits';
import { listRechargeRecords } from '../../api/credits';
import { MSG } from './messages';
import { ListLoad } from '../../ui/ListLoad';
import { RouteTabs } from '../../ui/RouteTabs';
import { useLoad } from '../../ui/useLoad';
import { BalanceBar } from './BalanceBar';
import { RechargeCentre } from './RechargeCentre';
import { RechargeRecordsTab } from './RechargeRecordsTab';
import { UsageRecordsTab } from './UsageRecordsTab';
import { useBalance } from './useBalance';
import './credits.css';

const BASE = '/app/pay';

/**
 * /app/pay (spec 3 §2): the balance, then the tabs 充值记录 (index), 扣费记录 (usage) and 充值中心 (recharge).
 * An account that never recharged sees the recharge centre alone.
 */
export default function PayScreen() {
  const balance = useBalance();
  const [, navigate] = useLocation();
  // Any recharge at all, whatever its state or age: asked once with no range (at the smallest page size
  // the list offers; the service takes no other).
  const everRecharged = useLoad(async () => (await listRechargeRecords({ pageNo: 1, pageSize: RECORD_PAGE_SIZES[0] })).totalItems > 0, []);
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const { load: loadBalance } = balance;
  const { reload: reloadEverRecharged } = everRecharged;

  const paymentEnded = useCallback(() => {
    void loadBalance();
    bump();
    void reloadEverRecharged();
  }, [loadBalance, reloadEverRecharged]);
  const syncedPaid = useCallback(() => {
    void loadBalance();
    bump();
  }, [loadBalance]);

  return (
    <div className="pay-screen">
      <BalanceBar balance={balance} onRecharge={() => navigate(`${BASE}/recharge`, { replace: true })} />
      <ListLoad loaded={everRecharged}>
        {(ever) =>
          ever ? (
            <RouteTabs
              base={BASE}
              tabs={[
                { key: '', title: MSG.credits.rechargeRecordsTab, render: () => <RechargeRecordsTab version={version} onPaid={syncedPaid} /> },
                { key: 'usage', title: MSG.credits.usageRecordsTab, render: () => <UsageRecordsTab version={version} /> },
                { key: 'recharge', title: MSG.credits.rechargeCentreTab, render: () => <RechargeCentre onPaymentEnded={paymentEnded} /> },
              ]}
            />
          ) : (
            <div className="screen-card">
              <RechargeCentre onPaymentEnded={paymentEnded} />
            </div>
          )
        }
      </ListLoad>
    </div>
  );
}
