import { Button, Empty, Message, Modal, Table } from '@arco-design/web-react';
import { IconSync } from '@arco-design/web-react/icon';
import { useState } from 'react';
import type { Factory } from '../../../contract/erp';
import { listFactories, syncFactories } from '../../api/erp';
import { formatDateTime } from '../../lib/dateTime';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { listTableProps } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { FactoryModelsDrawer } from './FactoryModelsDrawer';

const T = MSG.integrations;
const NO_FACTORIES: Factory[] = [];

/** The factories tab (spec 3 §2): the factory list, 同步, and each factory's phone models. */
export function FactoriesTab() {
  const loaded = useLoad(() => listFactories(), []);
  const table = listTableProps(loaded, NO_FACTORIES);
  const [viewing, setViewing] = useState<Factory | null>(null);

  // Spec 3 §8: success is a toast, a failure the 同步失败 dialog with the error's text (the call skips the generic one).
  const sync = useSingleFlight(async () => {
    try {
      await syncFactories();
    } catch (error) {
      Modal.error({ title: T.syncFailed, content: error instanceof Error && error.message ? error.message : T.unknownError });
      return;
    }
    Message.success(T.syncSucceeded);
    await loaded.reload();
  });

  const columns = [
    {
      title: T.factoryName,
      key: 'name',
      // The name opens the models too: with the drawer open, it is what the drawer does not cover.
      render: (_: unknown, factory: Factory) => (
        <Button type="text" size="small" className="factory-name" onClick={() => setViewing(factory)}>
          {factory.name}
        </Button>
      ),
    },
    { title: T.factoryCreatedAt, key: 'createdAt', width: 160, render: (_: unknown, factory: Factory) => formatDateTime(factory.createdAt) },
    {
      title: COMMON.common.operation,
      key: 'operation',
      width: 110,
      render: (_: unknown, factory: Factory) => (
        <Button type="text" size="small" onClick={() => setViewing(factory)}>
          {T.viewModels}
        </Button>
      ),
    },
  ];

  return (
    <div className="factories-tab">
      <div className="screen-toolbar">
        <Button type="primary" icon={<IconSync />} loading={sync.pending} onClick={sync.click()}>
          {T.sync}
        </Button>
      </div>
      <Table<Factory>
        rowKey="id"
        {...table}
        noDataElement={table.noDataElement ?? <Empty description={T.noFactoriesYet} />}
        columns={columns}
        pagination={false}
        border={{ wrapper: true, cell: false }}
      />
      <FactoryModelsDrawer factory={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
