import { Alert, Button, Message, Table } from '@arco-design/web-react';
import { IconDownload, IconPlus, IconUpload } from '@arco-design/web-react/icon';
import { useRef, useState } from 'react';
import { formatJigSize } from '../../../contract/jigs';
import type { Jig, JigKind } from '../../../contract/jigTypes';
import { JIG_NAME_LIMIT } from '../../../contract/names';
import { addJigsHere, createJig, deleteJig, listJigs, type JigList } from '../../api/jigs';
import { session } from '../../api/session';
import { formatDateTime } from '../../lib/dateTime';
import { MSG as COMMON } from '../../messages';
import { confirm } from '../../ui/confirm';
import { EmptyState } from '../../ui/EmptyState';
import { JigDrawing } from '../../ui/JigDrawing';
import { listTableProps } from '../../ui/ListLoad';
import { usePlatform } from '../../ui/platformContext';
import { useLoad } from '../../ui/useLoad';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { JigFormModal } from './JigFormModal';
import { importedNames, jigsFile, jigsFileName, readJigsFile } from './jigFile';
import { MSG } from './messages';
import './jigs.css';

const NO_JIGS: Jig[] = [];

/** A copy's name, cut to leave room for 副本 within the names rule. */
function copyName(name: string): string {
  const suffix = MSG.jigs.copyName('');
  return MSG.jigs.copyName(Array.from(name).slice(0, JIG_NAME_LIMIT.max - Array.from(suffix).length).join(''));
}

const fieldsOf = ({ id: _id, updatedAt: _updatedAt, ...fields }: Jig) => fields;

/**
 * /app/print_jigs, 打印治具 (spec §1): the account's jigs and film sheets, a drawing of the one picked, 新建治具,
 * 编辑, 复制, 删除. Where the service does not keep jigs yet (api/jigs.ts `keptIn: 'browser'`) the screen says so
 * and offers 导出 and 导入 of a JSON file.
 */
export default function JigScreen() {
  const { adapter } = usePlatform();
  const loaded = useLoad<JigList>(listJigs, []);
  const { reload } = loaded;
  const jigs = loaded.data?.jigs ?? NO_JIGS;
  const keptHere = loaded.data?.keptIn === 'browser';
  const table = listTableProps({ ...loaded, data: loaded.data?.jigs }, NO_JIGS);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const picked = jigs.find((jig) => jig.id === pickedId) ?? jigs[0];
  const [form, setForm] = useState<{ open: boolean; jig: Jig | null; kind: JigKind }>({ open: false, jig: null, kind: 'grid' });
  const importInput = useRef<HTMLInputElement>(null);

  const openForm = (jig: Jig | null, kind: JigKind = 'grid') => setForm({ open: true, jig, kind });
  const closeForm = () => setForm((current) => ({ ...current, open: false }));
  const closeAndReload = () => {
    closeForm();
    void reload();
  };

  const copy = useSingleFlight(async (jig: Jig) => {
    const { jig: made } = await createJig({ ...fieldsOf(jig), name: copyName(jig.name) });
    Message.success(MSG.jigs.copied(made.name));
    setPickedId(made.id);
    await reload();
  });

  const remove = useSingleFlight(async (jig: Jig) => {
    try {
      await confirm({ title: MSG.jigs.deleteTitle, okText: MSG.jigs.delete, content: MSG.jigs.deleteConfirm(jig.name) });
      await deleteJig(jig.id);
    } catch {
      // Cancelled (取消操作), or refused: the API client's modal has said why.
      return;
    }
    Message.success(MSG.jigs.deleted);
    await reload();
  });

  const exportFile = useSingleFlight(async () => {
    await adapter.saveFile(jigsFileName(session.username ?? '', new Date()), jigsFile(jigs), { mimeType: 'application/json' });
    Message.success(MSG.jigs.exported(jigs.length));
  });

  const importFile = useSingleFlight(async (file: File) => {
    const read = await readJigsFile(file);
    if (!read.ok) {
      Message.error(MSG.jigs.importRefused(read.reason));
      return;
    }
    const { jigs: named, renamed } = importedNames(read.jigs, jigs);
    await addJigsHere(named);
    Message.success(MSG.jigs.imported(named.length, renamed));
    await reload();
  });

  const columns = [
    {
      title: MSG.jigs.name,
      key: 'name',
      render: (_: unknown, jig: Jig) => (
        <Button type="text" size="small" className="jig-name" aria-pressed={jig.id === picked?.id} title={MSG.jigs.previewOf(jig.name)} onClick={() => setPickedId(jig.id)}>
          {jig.name}
        </Button>
      ),
    },
    { title: MSG.jigs.kind, key: 'kind', width: 64, render: (_: unknown, jig: Jig) => COMMON.jigs.kindNames[jig.kind] },
    { title: MSG.jigs.size, key: 'size', width: 124, render: (_: unknown, jig: Jig) => formatJigSize(jig) },
    { title: MSG.jigs.slotCount, key: 'slots', width: 72, render: (_: unknown, jig: Jig) => (jig.kind === 'film' ? MSG.jigs.filmSlots : jig.slots.length) },
    { title: MSG.jigs.dpi, key: 'dpi', width: 84, render: (_: unknown, jig: Jig) => MSG.jigs.dpiValue(jig.dpi) },
    { title: MSG.jigs.bleed, key: 'bleed', width: 72, render: (_: unknown, jig: Jig) => MSG.jigs.mmValue(jig.bleedMm) },
    { title: MSG.jigs.updatedAt, key: 'updatedAt', width: 150, render: (_: unknown, jig: Jig) => formatDateTime(jig.updatedAt) },
    {
      title: COMMON.common.operation,
      key: 'operation',
      width: 196,
      // Kept in view when a narrow window scrolls the table sideways.
      fixed: 'right' as const,
      render: (_: unknown, jig: Jig) => (
        <span className="jig-operations">
          <Button type="text" size="small" onClick={() => openForm(jig)}>
            {MSG.jigs.edit}
          </Button>
          <Button type="text" size="small" loading={copy.pending} onClick={copy.click(jig)}>
            {MSG.jigs.copy}
          </Button>
          <Button type="text" size="small" status="danger" onClick={remove.click(jig)}>
            {MSG.jigs.delete}
          </Button>
        </span>
      ),
    },
  ];

  const importButton = (
    <Button icon={<IconUpload />} loading={importFile.pending} onClick={() => importInput.current?.click()}>
      {MSG.jigs.import}
    </Button>
  );

  return (
    <div className="jig-screen">
      <input
        ref={importInput}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={MSG.jigs.import}
        data-testid="jig-import-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void importFile.run(file);
        }}
      />
      {keptHere ? <Alert className="jig-kept-here" type="warning" showIcon content={`${MSG.jigs.keptInBrowser}${MSG.jigs.importKeeps}`} /> : null}
      <div className="screen-card">
        <div className="screen-toolbar">
          <Button type="primary" icon={<IconPlus />} onClick={() => openForm(null)}>
            {MSG.jigs.add}
          </Button>
          {keptHere ? (
            <>
              <Button icon={<IconDownload />} disabled={jigs.length === 0} loading={exportFile.pending} onClick={exportFile.click()}>
                {MSG.jigs.export}
              </Button>
              {importButton}
            </>
          ) : null}
        </div>
        <div className="jig-screen-body">
          <Table<Jig>
            rowKey="id"
            className="jig-list"
            {...table}
            rowClassName={(jig) => (jig.id === picked?.id ? 'jig-row-picked' : '')}
            noDataElement={
              table.noDataElement ?? (
                <EmptyState
                  className="jig-empty"
                  text={MSG.jigs.empty}
                  actions={
                    <>
                      <Button type="primary" size="small" icon={<IconPlus />} onClick={() => openForm(null)}>
                        {MSG.jigs.add}
                      </Button>
                      <Button size="small" onClick={() => openForm(null, 'svg')}>
                        {MSG.jigs.fromSvg}
                      </Button>
                      {keptHere ? importButton : null}
                    </>
                  }
                />
              )
            }
            columns={columns}
            pagination={false}
            scroll={{ x: 940 }}
            border={{ wrapper: true, cell: false }}
          />
          {picked ? (
            <section className="jig-preview" aria-label={MSG.jigs.previewOf(picked.name)}>
              <h3 className="jig-preview-title">{MSG.jigs.previewOf(picked.name)}</h3>
              <div className="jig-preview-drawing">
                <JigDrawing widthMm={picked.widthMm} heightMm={picked.heightMm} slots={picked.slots} film={picked.film} name={picked.name} />
              </div>
            </section>
          ) : null}
        </div>
      </div>
      <JigFormModal open={form.open} jig={form.jig} kind={form.kind} onClose={closeForm} onSaved={({ jig }) => {
        setPickedId(jig.id);
        closeAndReload();
      }} onGone={closeAndReload} onStale={closeAndReload} />
    </div>
  );
}
