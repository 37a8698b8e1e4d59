import { Button, Checkbox, Message, Spin } from '@arco-design/web-react';
import { IconPlus, IconSettings } from '@arco-design/web-react/icon';
import { useEffect, useState } from 'react';
import type { Id } from '../../../contract/catalogue';
import { isRecordGone } from '../../api/client';
import { copyTemplate, deleteTemplate, listTemplates } from '../../api/templates';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { EmptyState } from '../../ui/EmptyState';
import { confirmDelete } from '../../ui/confirm';
import { LoadFailed } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { TemplateBatchModal } from './TemplateBatchModal';
import { TemplateCard } from './TemplateCard';
import { useRefreshWhenShown } from './useRefreshWhenShown';
import { useTicks } from './useTicks';
import type { TemplateSummary } from '../../../contract/templates';

export interface TemplateGridProps {
  groupId: Id;
  /** Changes when the screen wants the list loaded again (after the designer saved). */
  generation: number;
  /** Opens the designer: a template's id, or null for a new one in this group. */
  onOpen: (templateId: Id | null) => void;
}

/** One group's templates, newest save first (the list's order): 新增模板, and per card 编辑, 复制, 删除. */
export function TemplateGrid({ groupId, generation, onOpen }: TemplateGridProps) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- generation is a reload trigger: the loader need not read it
  const loaded = useLoad((options) => listTemplates(groupId, options), [groupId, generation]);
  const { loading, reload } = loaded;
  // Changes made in another tab show when this one is back: the cards change in place, no spinner, the
  // ticks and the scroll kept; a failure leaves the list as it was.
  useRefreshWhenShown(() => void loaded.refresh());
  const data = loaded.error ? undefined : loaded.data;
  const ticks = useTicks(data);
  // Each opening mounts a fresh modal: nothing chosen last time is applied again unseen.
  const [batch, setBatch] = useState({ open: false, opening: 0 });
  // 批量设置 whose last ticked template was deleted in another tab has nothing left to set.
  const nothingTicked = ticks.ticked.length === 0;
  useEffect(() => {
    if (nothingTicked) setBatch((last) => (last.open ? { ...last, open: false } : last));
  }, [nothingTicked]);

  function openBatch() {
    if (ticks.ticked.length === 0) {
      Message.warning(MSG.templateBatch.selectAtLeastOne);
      return;
    }
    setBatch((last) => ({ open: true, opening: last.opening + 1 }));
  }

  // One copy at a time: a double click on 复制 makes one copy.
  const copy = useSingleFlight(async (template: TemplateSummary) => {
    try {
      // The copy is `<name> 副本`, newest, so it shows first once the list is reloaded.
      await copyTemplate(template.id);
      Message.success(COMMON.common.done);
      await reload();
    } catch (error) {
      // The API client's modal has said why; a template deleted elsewhere leaves the grid.
      if (isRecordGone(error)) await reload();
    }
  });

  function remove(template: TemplateSummary) {
    return confirmDelete(MSG.templates.deleteTemplateWarning(template.name), () => deleteTemplate(template.id), reload);
  }

  const addButton = (
    <Button type="primary" icon={<IconPlus />} onClick={() => onOpen(null)}>
      {MSG.templates.addTemplate}
    </Button>
  );
  return (
    <Spin loading={loading} block className="template-grid-spin">
      <div className="screen-toolbar">
        <Checkbox
          className="template-select-all"
          checked={ticks.all}
          indeterminate={ticks.some && !ticks.all}
          disabled={!data || data.length === 0}
          onChange={ticks.tickAll}
        >
          {MSG.templateBatch.selectAll}
        </Checkbox>
        <span className="muted">{data ? MSG.templates.count(data.length) : null}</span>
        {ticks.ticked.length > 0 && <span className="muted template-ticked-count">{MSG.templateBatch.selected(ticks.ticked.length)}</span>}
        <span className="spacer" />
        <Button icon={<IconSettings />} onClick={openBatch}>
          {MSG.templateBatch.batchSettings}
        </Button>
        {addButton}
      </div>
      {loaded.error ? (
        <LoadFailed onRetry={reload} retrying={loading} />
      ) : data && data.length === 0 ? (
        <EmptyState className="template-grid-empty" text={MSG.templates.noTemplates} actions={addButton} />
      ) : (
        // Before the first answer the box keeps a card's height, so the spinner has somewhere to sit.
        <ul className="template-grid" style={{ minHeight: data ? undefined : 320 }}>
          {(data ?? []).map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              onEdit={() => onOpen(template.id)}
              copying={copy.pending}
              onCopy={copy.click(template)}
              onDelete={() => void remove(template)}
              ticked={ticks.isTicked(template.id)}
              onTick={(on) => ticks.tick(template.id, on)}
            />
          ))}
        </ul>
      )}
      <TemplateBatchModal
        key={batch.opening}
        open={batch.open}
        templateIds={ticks.ticked}
        onClose={() => setBatch((last) => ({ ...last, open: false }))}
        onGone={() => void reload()}
        onApplied={() => {
          setBatch((last) => ({ ...last, open: false }));
          ticks.clear();
          void reload();
        }}
      />
    </Spin>
  );
}
