import { Alert, Button, Empty, Message, Space, Spin, Tabs } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconFolder, IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { deleteTemplateGroup, listTemplateGroups } from '../../api/templates';
import type { TemplateGroup } from '../../../contract/templates';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { confirm } from '../../ui/confirm';
import { LoadFailed } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { useQueryState } from '../../ui/useQueryState';
import type { RenderDesigner } from './designerSlot';
import { GroupFormModal } from './GroupFormModal';
import { PsdTemplateImportButton } from './PsdTemplateImport';
import { TemplateGrid } from './TemplateGrid';
import { useDesignerSession } from './useDesignerSession';
import './templates.css';

export interface TemplateScreenProps {
  /** The designer drawer, handed in by the app (features never import each other). */
  renderDesigner: RenderDesigner;
}

/**
 * 设计模板 (spec 2 §2): the tips banner, one tab per template group (the chosen one kept in `?group=`
 * so a reload comes back to it), 新增分组 / 重命名分组 / 删除分组 for the current group, and its grid.
 */
export function TemplateScreen({ renderDesigner }: TemplateScreenProps) {
  const loaded = useLoad(listTemplateGroups, []);
  const { reload } = loaded;
  const groups = loaded.error ? undefined : loaded.data;
  const [wanted, setWanted] = useQueryState('group');
  const [form, setForm] = useState<{ open: boolean; group: TemplateGroup | null }>({ open: false, group: null });
  // Bumped when the designer saved, so the grid reloads (it owns its own loading).
  const [generation, setGeneration] = useState(0);
  const { open: openDesigner, designer } = useDesignerSession(renderDesigner, () => setGeneration((n) => n + 1));
  // An unknown or deleted `?group=` falls back to the first group rather than to an empty screen.
  const current = groups?.find((group) => group.id === wanted) ?? groups?.[0];

  const openForm = (group: TemplateGroup | null) => setForm({ open: true, group });
  const closeForm = () => setForm((last) => ({ ...last, open: false }));

  async function removeGroup(group: TemplateGroup) {
    try {
      await confirm({ title: COMMON.common.confirmDeleteTitle, content: MSG.templates.deleteGroupWarning(group.name) });
      await deleteTemplateGroup(group.id);
      Message.success(COMMON.common.deleted);
      setWanted(null);
      await reload();
    } catch {
      // Cancelled (取消操作): nothing to do. Any other failure was shown by the API client's modal.
    }
  }

  const addGroupButton = (
    <Button type="primary" icon={<IconPlus />} onClick={() => openForm(null)}>
      {MSG.templates.addGroup}
    </Button>
  );
  let body;
  // A failed load is its own state with 重试: 还没有模板分组 would send the merchant astray.
  if (loaded.error) body = <LoadFailed onRetry={reload} retrying={loaded.loading} />;
  else if (!groups) body = <Spin className="screen-loading" />;
  else if (!current) {
    body = (
      <Empty
        className="template-empty"
        icon={<IconFolder className="template-empty-icon" />}
        description={
          <div className="template-empty-text">
            <div>{MSG.templates.noGroups}</div>
            {addGroupButton}
          </div>
        }
      />
    );
  } else {
    body = (
      <Tabs
        className="template-tabs"
        activeTab={current.id}
        onChange={setWanted}
        destroyOnHide
        extra={
          <Space size={8}>
            <Button icon={<IconPlus />} onClick={() => openForm(null)}>
              {MSG.templates.addGroup}
            </Button>
            <Button icon={<IconEdit />} onClick={() => openForm(current)}>
              {MSG.templates.renameGroup}
            </Button>
            <Button status="danger" icon={<IconDelete />} onClick={() => void removeGroup(current)}>
              {MSG.templates.deleteGroup}
            </Button>
            <PsdTemplateImportButton groupId={current.id} onImported={() => setGeneration((n) => n + 1)} />
          </Space>
        }
      >
        {groups.map((group) => (
          <Tabs.TabPane key={group.id} title={group.name}>
            {group.id === current.id ? (
              <TemplateGrid
                key={group.id}
                groupId={group.id}
                generation={generation}
                onOpen={(templateId) => openDesigner(group.id, templateId)}
              />
            ) : null}
          </Tabs.TabPane>
        ))}
      </Tabs>
    );
  }

  return (
    <div className="screen-card template-screen">
      <Alert className="template-tips" type="info" showIcon content={MSG.templates.tips} />
      {body}
      <GroupFormModal
        open={form.open}
        group={form.group}
        onClose={closeForm}
        onSaved={(saved) => {
          closeForm();
          // A new group becomes the current tab, ready for its first template.
          setWanted(saved.id);
          void reload();
        }}
        onGone={() => {
          closeForm();
          // The group renamed was deleted elsewhere: the address no longer names it, as after 删除分组.
          if (form.group?.id === wanted) setWanted(null);
          void reload();
        }}
      />
      {designer}
    </div>
  );
}
