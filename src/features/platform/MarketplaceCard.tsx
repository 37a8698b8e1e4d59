import { Alert, Button, Card, Input, Select, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { MARKETPLACE_APIS, type MarketplaceApi } from '../../../contract/marketplaceApis';
import { describeError } from '../../api/errorCatalogue';
import { MSG } from './messages';
import { usePlatform } from '../../ui/platformContext';
import { singleClick } from '../../ui/singleClick';

type Outcome = { ok: true; text: string } | { ok: false; text: string } | null;

/**
 * A marketplace (TOP) call and the cloud store config, straight through the adapter. The APIs offered are
 * the console's list (contract/marketplaceApis.ts): a Qianniu host forwards no other.
 */
export function MarketplaceCard() {
  const { adapter } = usePlatform();
  const [api, setApi] = useState<MarketplaceApi>('taobao.user.seller.get');
  const [params, setParams] = useState('{"fields": "nick,user_id"}');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: JSON.stringify(await call(), null, 2) });
    } catch (error) {
      setOutcome({ ok: false, text: describeError(error) });
    } finally {
      setBusy(false);
    }
  }

  function invoke() {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(params || '{}') as Record<string, unknown>;
    } catch {
      setOutcome({ ok: false, text: MSG.platform.invalidJson });
      return;
    }
    void run(() => adapter.callMarketplace(api, data));
  }

  return (
    <Card title={MSG.platform.marketplaceTitle}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select addBefore={MSG.platform.apiName} aria-label={MSG.platform.apiName} value={api} onChange={(value: MarketplaceApi) => setApi(value)} options={[...MARKETPLACE_APIS]} />
        <Input.TextArea placeholder={MSG.platform.apiParams} aria-label={MSG.platform.apiParams} value={params} onChange={setParams} autoSize={{ minRows: 2 }} />
        <Space>
          <Button type="primary" loading={busy} onClick={singleClick(invoke)}>
            {MSG.platform.invoke}
          </Button>
          <Button loading={busy} onClick={() => void run(() => adapter.cloudStoreConfig())}>
            {MSG.platform.loadStoreConfig}
          </Button>
        </Space>
      </Space>
      {outcome?.ok && <pre data-testid="marketplace-result">{outcome.text}</pre>}
      {outcome && !outcome.ok && <Alert type="error" content={outcome.text} style={{ marginTop: 12 }} />}
    </Card>
  );
}
