import { Drawer, Empty, Input, Table } from '@arco-design/web-react';
import { IconSearch } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import type { Factory, FactoryPhoneModel } from '../../../contract/erp';
import { MSG } from './messages';
import { searchFactoryModels } from './factoryModelsView';
import { FactoryModelsStatus } from './FactoryModelsStatus';
import { shownModels } from './modelSync';
import { ResyncModelsButton } from './ResyncModelsButton';
import { useFactoryModels } from './useFactoryModels';

const T = MSG.integrations;
const PAGE_SIZE = 50;

/** A factory's phone models (spec 3 §4), synced from the ERP first when it has none, and again on 重新同步机型. */
export function FactoryModelsDrawer({ factory, onClose }: { factory: Factory | null; onClose: () => void }) {
  return (
    <Drawer
      className="factory-models-drawer"
      width="min(560px, 100vw)"
      // No mask: a sync may take minutes, and the list and the menu stay usable beside it (spec 3 §4).
      mask={false}
      title={factory ? T.factoryModelsTitle(factory.name) : null}
      visible={factory !== null}
      footer={null}
      onCancel={onClose}
      unmountOnExit
    >
      {/* Keyed by factory: another factory's models start from a fresh search and a fresh poll. */}
      {factory ? <FactoryModelsBody key={factory.id} factory={factory} /> : null}
    </Drawer>
  );
}

function FactoryModelsBody({ factory }: { factory: Factory }) {
  const { state, retry, resync } = useFactoryModels(factory.id);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // During a re-sync, and after one failed, the models from before it stay listed (modelSync.ts).
  const models = shownModels(state);
  const shown = useMemo(() => (models ? searchFactoryModels(models, search) : []), [models, search]);

  if (!models) return <FactoryModelsStatus state={state} retry={retry} />;
  return (
    <div className="factory-models">
      <FactoryModelsStatus state={state} retry={retry} />
      <div className="factory-models-toolbar">
        {models.length > 0 ? (
          <Input
            allowClear
            prefix={<IconSearch />}
            placeholder={T.searchModels}
            aria-label={T.searchModels}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
        ) : null}
        <ResyncModelsButton state={state} onResync={resync} />
      </div>
      {models.length === 0 ? (
        <Empty description={T.noFactoryModels} />
      ) : (
        <Table<FactoryPhoneModel>
          rowKey="code"
          size="small"
          data={shown}
          columns={[
            { title: T.modelCode, dataIndex: 'code', width: 180 },
            { title: T.modelName, dataIndex: 'name' },
          ]}
          noDataElement={<Empty description={T.noModelsFound} />}
          // The rows scroll under a fixed header; the search and the pager stay in sight in a short window,
          // with a re-sync's progress or failure above them too.
          scroll={{ y: state.phase === 'ready' ? 'calc(100vh - 250px)' : 'calc(100vh - 370px)' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: shown.length,
            onChange: setPage,
            showTotal: (total: number) => T.modelsTotal(total),
            size: 'small',
            simple: true,
          }}
          border={{ wrapper: true, cell: false }}
        />
      )}
    </div>
  );
}
