import { Button, Card, Checkbox, Input, InputNumber, Message, Space, Table } from '@arco-design/web-react';
import { useCallback, useEffect, useState } from 'react';
import { REQUEST_TIMEOUT_MS } from '../../api/client';
import { MAX_FAULT_TIMES } from '../../../contract/devFaults';
import { users } from '../../../contract/endpoints/auth/users';
import { addFault, clearFaults, listFaults, type FaultRule } from '../../api/devFaults';
import { MSG } from './messages';
import { singleClick } from '../../ui/singleClick';

/** Past the client's deadline a longer delay shows nothing new: the call has already timed out. */
const FAULT_LATENCY_MAX_MS = 2 * REQUEST_TIMEOUT_MS;

/** QA's handle on the dev API's fault injection: make a route slow, fail, or never answer. */
export function FaultsCard() {
  const [rules, setRules] = useState<FaultRule[]>([]);
  const [path, setPath] = useState<string>(users.me.path);
  // Each field empty until the tester fills it: the rule sent holds what they asked for and nothing more
  // (a latency alone only slows; without a count the rule holds until cleared, contract/devFaults.ts).
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [latencyMs, setLatency] = useState<number | undefined>(undefined);
  const [times, setTimes] = useState<number | undefined>(undefined);
  const [hang, setHang] = useState(false);

  const reload = useCallback(() => {
    listFaults().then(setRules, () => setRules([]));
  }, []);
  useEffect(reload, [reload]);

  async function add() {
    await addFault({ path: path.trim(), status: hang ? undefined : status, latencyMs, hang: hang || undefined, times });
    Message.success(MSG.platform.faultAdded);
    reload();
  }
  async function clear() {
    await clearFaults();
    Message.success(MSG.platform.faultsCleared);
    reload();
  }

  return (
    <Card title={MSG.platform.faultsTitle}>
      <Space wrap>
        <Input addBefore={MSG.platform.faultPath} aria-label={MSG.platform.faultPath} value={path} onChange={setPath} style={{ width: 260 }} />
        <InputNumber prefix={MSG.platform.faultStatus} aria-label={MSG.platform.faultStatus} min={100} max={599} value={status} onChange={(v) => setStatus(v ?? undefined)} style={{ width: 150 }} />
        <InputNumber prefix={MSG.platform.faultLatency} aria-label={MSG.platform.faultLatency} min={0} max={FAULT_LATENCY_MAX_MS} precision={0} value={latencyMs} onChange={(v) => setLatency(v ?? undefined)} style={{ width: 170 }} />
        <InputNumber
          prefix={MSG.platform.faultTimes}
          aria-label={MSG.platform.faultTimes}
          placeholder={MSG.platform.faultTimesUnset}
          min={1}
          max={MAX_FAULT_TIMES}
          precision={0}
          value={times}
          onChange={(v) => setTimes(v ?? undefined)}
          style={{ width: 200 }}
        />
        <Checkbox checked={hang} onChange={setHang}>
          {MSG.platform.faultHang}
        </Checkbox>
        <Button type="primary" onClick={singleClick(() => void add().catch(() => undefined))}>
          {MSG.platform.addFault}
        </Button>
        <Button onClick={() => void clear().catch(() => undefined)}>{MSG.platform.clearFaults}</Button>
      </Space>
      <Table
        style={{ marginTop: 12 }}
        size="small"
        pagination={false}
        rowKey={(rule) => JSON.stringify(rule)}
        data={rules}
        columns={[
          { title: MSG.platform.faultPath, dataIndex: 'path' },
          { title: MSG.platform.faultStatus, dataIndex: 'status' },
          { title: MSG.platform.faultLatency, dataIndex: 'latencyMs' },
          { title: MSG.platform.faultTimes, render: (_: unknown, rule: FaultRule) => rule.times ?? MSG.platform.faultTimesUnset },
          { title: MSG.platform.faultHang, render: (_: unknown, rule: FaultRule) => (rule.hang ? '是' : '') },
        ]}
      />
    </Card>
  );
}
