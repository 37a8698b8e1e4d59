import { Button, Checkbox } from '@arco-design/web-react';
import { IconCopy, IconDelete, IconEdit, IconImage } from '@arco-design/web-react/icon';
import { formatDateTime } from '../../lib/dateTime';
import { productModeName } from '../../lib/productModes';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import type { TemplateSummary } from '../../../contract/templates';

export interface TemplateCardProps {
  template: TemplateSummary;
  onEdit: () => void;
  /** Hands on the click: the second click of a double click makes no second copy. */
  onCopy: (event: Event) => void;
  /** A copy (of any template in the grid) is being made: 复制 waits for it. */
  copying?: boolean;
  onDelete: () => void;
  /** Ticked for 批量设置. */
  ticked: boolean;
  onTick: (ticked: boolean) => void;
}

/** One template in the grid: its thumbnail (what the designer last saved), name, last save, and actions. */
export function TemplateCard({ template, onEdit, onCopy, copying = false, onDelete, ticked, onTick }: TemplateCardProps) {
  return (
    <li className={ticked ? 'template-card template-card-ticked' : 'template-card'} data-template-id={template.id}>
      <Checkbox className="template-card-tick" checked={ticked} onChange={onTick} aria-label={MSG.templateBatch.tick(template.name)} />
      {/* A click on the picture opens it too; the keyboard and screen readers have 编辑 for that. */}
      <div className="template-thumb" onClick={onEdit}>
        {template.thumbnail ? (
          <img src={template.thumbnail.url} alt={template.name} loading="lazy" decoding="async" draggable={false} />
        ) : (
          <span className="template-thumb-none">
            <IconImage />
            {MSG.templates.noThumbnail}
          </span>
        )}
      </div>
      <div className="template-card-body">
        <div className="template-card-name" title={template.name}>
          {template.name}
        </div>
        <div className="template-card-time">{MSG.templates.updatedAt(formatDateTime(template.updatedAt))}</div>
        {template.productMode !== null && (
          <div className="template-card-mode">{MSG.templateBatch.modeOnCard(productModeName(template.productMode))}</div>
        )}
      </div>
      <div className="template-card-actions">
        <Button type="text" size="small" icon={<IconEdit />} onClick={onEdit}>
          {MSG.templates.edit}
        </Button>
        <Button type="text" size="small" icon={<IconCopy />} disabled={copying} onClick={onCopy}>
          {MSG.templates.copy}
        </Button>
        <Button type="text" size="small" status="danger" icon={<IconDelete />} onClick={onDelete}>
          {COMMON.common.delete}
        </Button>
      </div>
    </li>
  );
}
