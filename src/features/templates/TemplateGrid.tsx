import { Button, Empty, Message, Spin } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import type { Id } from '../../../contract/catalogue';
import { copyTemplate, deleteTemplate, listTemplates } from '../../api/templates';
import { MSG } from '../../messages';
import { confirmDelete } from '../../ui/confirm';
import { LoadFailed } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { TemplateCard } from './TemplateCard';
import type { TemplateSummary } from './templateSummary';

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
  const loaded = useLoad(() => listTemplates(groupId), [groupId, generation]);
  const { loading, reload } = loaded;
  const data = loaded.error ? undefined : loaded.data;

  // One copy at a time: a double click on 复制 makes one copy (issue 9 items 6, 15).
  const copy = useSingleFlight(async (template: TemplateSummary) => {
    try {
      // The copy is `<name> 副本`, newest, so it shows first once the list is reloaded.
      await copyTemplate(template.id);
      Message.success(MSG.common.done);
      await reload();
    } catch {
      // The API client's modal has said why.
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
        <span className="muted">{data ? MSG.templates.count(data.length) : null}</span>
        <span className="spacer" />
        {addButton}
      </div>
      {loaded.error ? (
        <LoadFailed onRetry={reload} retrying={loading} />
      ) : data && data.length === 0 ? (
        <Empty className="template-grid-empty" description={MSG.templates.noTemplates} />
      ) : (
        // Before the first answer the box keeps a card's height, so the spinner has somewhere to sit.
        <ul className="template-grid" style={{ minHeight: data ? undefined : 320 }}>
          {(data ?? []).map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              onEdit={() => onOpen(template.id)}
              copying={copy.pending}
              onCopy={() => void copy.run(template)}
              onDelete={() => void remove(template)}
            />
          ))}
        </ul>
      )}
    </Spin>
  );
}
