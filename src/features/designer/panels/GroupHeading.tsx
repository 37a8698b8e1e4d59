import { Button, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import { MSG } from '../messages';
import { useDesignerStore } from '../designerStoreContext';
import { LayerNameField } from './LayerNameField';

export interface GroupHeadingProps {
  /** Any member: it stands for the group (model/groups.ts). */
  uuid: string;
  name: string;
}

/**
 * A whole group selected: the property panel names the group, not 已选择多个图层, and 重命名 edits its name
 * there as the layer list's field does (docs/designer.md, "Names and groups"; one undo step).
 */
export function GroupHeading({ uuid, name }: GroupHeadingProps) {
  const store = useDesignerStore();
  const [renaming, setRenaming] = useState(false);
  if (renaming) {
    return (
      <LayerNameField
        name={name}
        onApply={(next) => {
          setRenaming(false);
          store.dispatch('renameLayer', { uuid, name: next, group: true });
        }}
        onCancel={() => setRenaming(false)}
      />
    );
  }
  return (
    <div className="designer-group-heading">
      <Typography.Text className="designer-selected-name" bold>
        {MSG.designerView.selectedGroup(name)}
      </Typography.Text>
      <Button size="mini" onClick={() => setRenaming(true)}>
        {MSG.designer.rename}
      </Button>
    </div>
  );
}
