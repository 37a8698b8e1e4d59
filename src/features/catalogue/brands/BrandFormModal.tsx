import { Form, Input, Message, type FormInstance } from '@arco-design/web-react';
import { createBrand, listBrands, renameBrand } from '../../../api/brands';
import { editedElsewhere, isEditConflict, showEditedElsewhere } from '../formFailures';
import type { PhoneBrand } from '../../../../contract/catalogue';
import { catalogueNameRule } from '../../../lib/formRules';
import { MSG } from '../messages';
import { FormModal } from '../../../ui/FormModal';
import { useEditBase, useLostEdit } from '../useEditBase';

interface BrandFields {
  name: string;
}

export interface BrandFormModalProps {
  open: boolean;
  /** The brand being edited, `null` for a new one; kept while the modal fades out so its title holds. */
  brand: PhoneBrand | null;
  onClose: () => void;
  onSaved: () => void;
  /** A save answered 404, the record (or the one it belongs to) deleted elsewhere: close the form, reload the list (ui/FormModal). */
  onGone: () => void;
}

// Spec 1 §5: an empty field says 品牌名称必填, a field of spaces says 请填写品牌; then the names rule.
const nameRules = [{ required: true, validator: catalogueNameRule('brand', MSG.catalogue.brandNameRequired, MSG.catalogue.brandNameBlank) }];

/** 新增品牌 / 编辑品牌: one name, trimmed before it is sent. */
export function BrandFormModal({ open, brand: editing, onClose, onSaved, onGone }: BrandFormModalProps) {
  // The name a rename is measured against: as opened, or as stored when a save found another tab's rename.
  const [rebased, setRebased] = useEditBase<string>(open);
  const lost = useLostEdit<BrandFields>(open);

  async function save(values: BrandFields, form: FormInstance<BrandFields>, from = rebased ?? editing?.name ?? ''): Promise<void> {
    const name = values.name.trim();
    try {
      if (editing) await renameBrand(editing.id, name, from, { callerHandles: editedElsewhere });
      else await createBrand(name);
    } catch (error) {
      if (editing) lost.settle(error, { name });
      if (isEditConflict(error)) {
        const stored = (await listBrands()).find((brand) => brand.id === editing!.id);
        if (!stored) return onGone();
        setRebased(stored.name);
        // The rename found is this form's own, whose answer was lost: the name typed since goes from it.
        if (lost.ownEdit({ name: stored.name }, { name: from })) return save(values, form, stored.name);
        return showEditedElsewhere(form, values, { name: stored.name });
      }
      // Spec 1 §8: a toast of its own besides the client's 网络请求错误 modal; the modal stays open.
      Message.error(editing ? MSG.catalogue.brandUpdateFailed : MSG.catalogue.brandAddFailed);
      throw error;
    }
    Message.success(editing ? MSG.catalogue.brandUpdated : MSG.catalogue.brandAdded);
    onSaved();
  }

  return (
    <FormModal<BrandFields>
      title={editing ? MSG.catalogue.editBrand : MSG.catalogue.addBrand}
      open={open}
      initialValues={{ name: editing?.name ?? '' }}
      onClose={onClose}
      onGone={onGone}
      onSubmit={save}
      className="brand-form-modal"
    >
      <Form.Item label={MSG.catalogue.brandName} field="name" rules={nameRules}>
        <Input autoFocus />
      </Form.Item>
    </FormModal>
  );
}
