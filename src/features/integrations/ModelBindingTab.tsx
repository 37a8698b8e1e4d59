import { Button, Message, Modal, Progress, Select, Space, Table } from '@arco-design/web-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Id, PhoneModel } from '../../../contract/catalogue';
import { listBrands } from '../../api/brands';
import { deletePhoneModelBinding, isStaleBinding, listFactories, listPhoneModelBindings, staleBindingHandled } from '../../api/erp';
import { describeError } from '../../api/errorCatalogue';
import { listModels } from '../../api/models';
import { matchInWorker } from '../../lib/modelMatch/matchClient';
import { MSG } from './messages';
import { confirm } from '../../ui/confirm';
import { LoadFailed, listTableProps } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { useQueryState } from '../../ui/useQueryState';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { AutoMatchReview } from './AutoMatchReview';
import { FactorySelect } from './FactorySelect';
import { FactoryModelsStatus } from './FactoryModelsStatus';
import { ModelBindModal } from './ModelBindModal';
import { shownModels } from './modelSync';
import { ResyncModelsButton } from './ResyncModelsButton';
import type { MatchOutcome } from './reviewRows';
import { useFactoryModels } from './useFactoryModels';

const T = MSG.modelBinding;

/** The virtual table's height: what the window leaves under the key bar, the tabs and the toolbar. */
function useTableHeight(): number {
  const measure = () => Math.max(240, window.innerHeight - 330);
  const [height, setHeight] = useState(measure);
  useEffect(() => {
    const resize = () => setHeight(measure());
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);
  return height;
}

/**
 * brand_model_binding (spec 3 §2): per factory and brand, the product's models with their factory model
 * code; bind, change and delete one; tick models and auto-match them (spec 3 §5), reviewed before anything
 * is written.
 */
export function ModelBindingTab() {
  const factories = useLoad(() => listFactories(), []);
  const brands = useLoad(() => listBrands(), []);
  const [factoryId, setFactoryId] = useQueryState('factoryId');
  const [brandId, setBrandId] = useQueryState('brandId');
  const factoryModels = useFactoryModels(factoryId);
  const models = useLoad(() => (brandId ? listModels(brandId) : Promise.resolve([])), [brandId]);
  const bindings = useLoad(
    () => (factoryId && brandId ? listPhoneModelBindings(factoryId, brandId) : Promise.resolve([])),
    [factoryId, brandId],
  );
  const [ticked, setTicked] = useState<Id[]>([]);
  const tableHeight = useTableHeight();
  const [binding, setBinding] = useState<PhoneModel | null>(null);
  const [matching, setMatching] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<MatchOutcome | null>(null);
  const matchAbort = useRef<AbortController | null>(null);

  const brandKnown = brands.data?.some((brand) => brand.id === brandId) ?? false;
  useEffect(() => {
    if (brands.data && !brandKnown && brands.data[0]) setBrandId(brands.data[0].id);
  }, [brands.data, brandKnown, setBrandId]);
  useEffect(() => setTicked([]), [factoryId, brandId]);
  useEffect(() => () => matchAbort.current?.abort(), []);

  const codes = useMemo(
    () => new Map((bindings.data ?? []).map((entry) => [entry.phoneModelId, entry.erpPhoneModelCode])),
    [bindings.data],
  );
  // A re-sync keeps the models from before it usable: the bindings are to them (modelSync.ts).
  const ready = shownModels(factoryModels.state);
  const factoryNames = useMemo(() => new Map((ready ?? []).map((model) => [model.code, model.name])), [ready]);
  const brandName = brands.data?.find((brand) => brand.id === brandId)?.name ?? '';

  const autoMatch = useSingleFlight(async () => {
    if (ticked.length === 0) {
      Message.warning(T.selectAtLeastOne);
      return;
    }
    if (!ready || !factoryId) return;
    const tickedIds = new Set(ticked);
    const chosen = (models.data ?? []).filter((model) => tickedIds.has(model.id));
    const controller = new AbortController();
    matchAbort.current = controller;
    setMatching({ done: 0, total: chosen.length });
    try {
      const asProduct = (model: PhoneModel) => ({ id: model.id, brand: brandName, name: model.name });
      const result = await matchInWorker(
        chosen.map(asProduct),
        ready,
        // The brand's whole catalogue, so a factory name's glued number is read against every model of it (lib/modelMatch/gluedNumbers.ts).
        { guard: true, catalogue: (models.data ?? []).map(asProduct) },
        (done, total) => setMatching({ done, total }),
        controller.signal,
      );
      if (!controller.signal.aborted) setOutcome(result);
    } catch {
      if (!controller.signal.aborted) Message.error(T.matchFailed);
    } finally {
      setMatching(null);
      matchAbort.current = null;
    }
  });

  async function remove(model: PhoneModel, code: string) {
    if (!factoryId) return;
    try {
      await confirm({ title: T.removeTitle, content: T.removeContent(model.name, code) });
    } catch {
      return;
    }
    try {
      await deletePhoneModelBinding(factoryId, model.id, staleBindingHandled);
      Message.success(T.deleted);
    } catch (error) {
      // Deleted in another tab already: say so; any other failure the API client has shown.
      if (isStaleBinding(error)) Message.warning(describeError(error));
    }
    await bindings.reload();
  }

  if (factories.error || brands.error) {
    return <LoadFailed onRetry={() => Promise.all([factories.reload(), brands.reload()])} retrying={factories.loading || brands.loading} />;
  }
  if (factories.data && factories.data.length === 0) return <div className="erp-empty">{MSG.integrations.noFactories}</div>;
  if (brands.data && brands.data.length === 0) return <div className="erp-empty">{T.noBrands}</div>;

  const columns = [
    { title: T.model, dataIndex: 'name' },
    {
      title: T.factoryCode,
      render: (_: unknown, model: PhoneModel) => {
        const code = codes.get(model.id);
        if (!code) return <span className="binding-none">{T.unbound}</span>;
        const name = factoryNames.get(code);
        return (
          <span className="binding-code">
            <b>{code}</b>
            {name ? <span className="binding-factory-name">{name}</span> : null}
          </span>
        );
      },
    },
    {
      title: T.operation,
      width: 160,
      render: (_: unknown, model: PhoneModel) => {
        const code = codes.get(model.id);
        return (
          <Space size={4}>
            <Button type="text" size="small" disabled={!ready} onClick={() => setBinding(model)}>
              {code ? T.change : T.bind}
            </Button>
            {code ? (
              <Button type="text" status="danger" size="small" onClick={() => void remove(model, code)}>
                {T.remove}
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];

  const table = listTableProps(models);
  return (
    <div className="model-binding-tab">
      <div className="screen-toolbar binding-toolbar">
        <FactorySelect factories={factories.data ?? []} value={factoryId} onChange={setFactoryId} />
        <Select
          className="brand-select"
          aria-label={T.brand}
          placeholder={T.pickBrand}
          value={brandKnown ? (brandId ?? undefined) : undefined}
          onChange={(id: Id) => setBrandId(id)}
          options={(brands.data ?? []).map((brand) => ({ label: brand.name, value: brand.id }))}
        />
        <Button type="primary" loading={autoMatch.pending} disabled={!ready} onClick={autoMatch.click()}>
          {T.autoMatch}
        </Button>
        {factoryId ? <ResyncModelsButton state={factoryModels.state} onResync={factoryModels.resync} /> : null}
        {ticked.length ? <span className="binding-ticked">{T.selectedCount(ticked.length)}</span> : null}
      </div>
      <FactoryModelsStatus state={factoryModels.state} retry={factoryModels.retry} />
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        {...table}
        loading={table.loading || bindings.loading}
        noDataElement={table.data.length === 0 && models.data ? T.noModels : table.noDataElement}
        pagination={false}
        // A brand may hold thousands of models: only the rows in view are drawn.
        virtualized
        scroll={{ y: tableHeight }}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: ticked,
          onChange: (keys) => setTicked(keys as Id[]),
          checkAll: true,
        }}
        className="model-binding-table"
      />
      {factoryId ? (
        <ModelBindModal
          factoryId={factoryId}
          brandName={brandName}
          model={binding}
          currentCode={binding ? (codes.get(binding.id) ?? null) : null}
          factoryModels={ready ?? []}
          onClose={() => setBinding(null)}
          onSaved={() => void bindings.reload()}
        />
      ) : null}
      {matching ? (
        <Modal
          visible
          title={T.matching}
          maskClosable={false}
          footer={
            <Button
              onClick={() => {
                matchAbort.current?.abort();
                setMatching(null);
              }}
            >
              {T.cancel}
            </Button>
          }
          onCancel={() => matchAbort.current?.abort()}
        >
          <div role="status" className="auto-match-running">
            <span>{T.matchingProgress(matching.done, matching.total)}</span>
            <Progress percent={Math.round((matching.done / Math.max(1, matching.total)) * 100)} />
          </div>
        </Modal>
      ) : null}
      {outcome && factoryId && ready ? (
        <AutoMatchReview
          factoryId={factoryId}
          outcome={outcome}
          brandName={brandName}
          models={models.data ?? []}
          currentCodes={codes}
          factoryModels={ready}
          onClose={() => setOutcome(null)}
          onWritten={() => void bindings.reload()}
        />
      ) : null}
    </div>
  );
}
