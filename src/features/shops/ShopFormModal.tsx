import { Alert, Form, Input, Message, Select } from '@arco-design/web-react';
import { createShop, updateShop } from '../../api/shops';
import { shopNameProblem, type Shop, type ShopNameProblem, type ShopType } from '../../../contract/shops';
import { MSG } from '../../messages';
import { FormModal } from '../../ui/FormModal';
import { platformChoices } from './platformChoices';

interface ShopFields {
  type: ShopType;
  name: string;
}

export interface ShopFormModalProps {
  open: boolean;
  /** The shop being edited, `null` for a new one; kept while the modal fades out so its title holds. */
  shop: Shop | null;
  onClose: () => void;
  onSaved: () => void;
}

const typeRules = [{ required: true, message: MSG.shops.typeRequired }];

const NAME_PROBLEM_TEXT: Record<ShopNameProblem, string> = {
  required: MSG.shops.nameRequired,
  tooLong: MSG.shops.nameTooLong,
  directionControl: MSG.common.nameDirectionControl,
};

// Spec 3 §5, counted on the trimmed name (contract/shops.ts, which the dev API checks too).
const nameRules = [
  {
    required: true,
    validator: (value: unknown, callback: (error?: string) => void) => {
      const problem = shopNameProblem(typeof value === 'string' ? value : '');
      callback(problem ? NAME_PROBLEM_TEXT[problem] : undefined);
    },
  },
];

/** 添加店铺 / 编辑店铺: platform type and shop name, the name trimmed before it is sent. */
export function ShopFormModal({ open, shop: editing, onClose, onSaved }: ShopFormModalProps) {
  async function save({ type, name }: ShopFields) {
    const input = { type, name: name.trim() };
    if (editing) await updateShop(editing.id, input);
    else await createShop(input);
    Message.success(editing ? MSG.shops.changed : MSG.shops.added);
    onSaved();
  }

  const options = platformChoices(editing?.type).map((platform) => ({ label: platform.label, value: platform.type }));
  return (
    <FormModal<ShopFields>
      title={editing ? MSG.shops.editTitle : MSG.shops.add}
      open={open}
      initialValues={editing ? { type: editing.type, name: editing.name } : {}}
      onClose={onClose}
      onSubmit={save}
      className="shop-form-modal"
    >
      <Alert className="shop-form-warning" type="warning" showIcon content={MSG.shops.nameWarning} />
      <Form.Item label={MSG.shops.type} field="type" rules={typeRules}>
        <Select placeholder={MSG.shops.typePlaceholder} options={options} />
      </Form.Item>
      <Form.Item label={MSG.shops.name} field="name" rules={nameRules}>
        <Input placeholder={MSG.shops.namePlaceholder} autoFocus />
      </Form.Item>
    </FormModal>
  );
}
