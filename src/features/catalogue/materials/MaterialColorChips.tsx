import { Tag } from '@arco-design/web-react';
import type { MaterialColor } from '../../../../contract/catalogue';

/**
 * The colours of one material at a glance; a disabled colour is greyed and struck through (spec 1 §4). A long
 * name (as long as the colour names' bound allows) is cut short, whole on hover, so the table keeps its 删除 in view.
 */
export function MaterialColorChips({ colors }: { colors: readonly MaterialColor[] }) {
  if (colors.length === 0) return <span className="color-none">—</span>;
  return (
    <div className="material-colors">
      {colors.map((color) => (
        <Tag key={color.id} size="small" data-enabled={color.enabled} className={color.enabled ? 'color-chip' : 'color-chip color-chip-disabled'}>
          <span className="color-chip" title={color.name}>
            {color.defaultBackgroundColor ? <span className="color-dot" style={{ background: color.defaultBackgroundColor }} /> : null}
            <span className="color-chip-name">{color.name}</span>
          </span>
        </Tag>
      ))}
    </div>
  );
}
