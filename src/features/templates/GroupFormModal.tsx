import { Form, Input, Message } from '@arco-design/web-react';
import { createTemplateGroup, renameTemplateGroup } from '../../api/templates';
import type { TemplateGroup } from '../../../contract/templates';
import { TEMPLATE_GROUP_NAME_LIMIT } from '../../../contract/names';
import { nameError } from '../../lib/formRules';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { FormModal } from '../../ui/FormModal';

interface GroupFields {
  name: string;
}

/**
 * Spec 2 §5: required once trimmed (a name of only spaces is no name). Spec 2 gives no length; a group is
 * a tab like an asset collection, so it takes that rule (TEMPLATE_GROUP_NAME_LIMIT), which the service checks too.
 */
export function groupNameError(value: unknown): string | undefined {
  const name = typeof value === 'string' ? value : '';
  return nameError(name, TEMPLATE_GROUP_NAME_LIMIT, MSG.templates.groupNameRequired);
}

const nameRules = [{ required: true, validator: (value: unknown, callback: (error?: string) => void) => callback(groupNameError(value)) }];

export interface GroupFormModalProps {
  open: boolean;
  /** The group being renamed, `null` for a new one. */
  group: TemplateGroup | null;
  onClose: () => void;
  onSaved: (group: TemplateGroup) => void;
  /** A save answered 404, the record (or the one it belongs to) deleted elsewhere: close the form, reload the list (ui/FormModal). */
  onGone: () => void;
}

/** 新增分组 / 重命名分组 of the template groups; the name is sent trimmed (spec 2 §5). */
export function GroupFormModal({ open, group, onClose, onSaved, onGone }: GroupFormModalProps) {
  async function save({ name }: GroupFields) {
    const saved = group ? await renameTemplateGroup(group.id, name.trim()) : await createTemplateGroup(name.trim());
    Message.success(COMMON.common.done);
    onSaved(saved);
  }

  return (
    <FormModal<GroupFields>
      title={group ? MSG.templates.renameGroup : MSG.templates.addGroup}
      open={open}
      initialValues={{ name: group?.name ?? '' }}
      onClose={onClose}
      onGone={onGone}
      onSubmit={save}
      className="template-group-form"
    >
      <Form.Item label={MSG.templates.groupName} field="name" rules={nameRules}>
        <Input autoFocus />
      </Form.Item>
    </FormModal>
  );
}
