import { Form, Input, Message, type FormInstance } from '@arco-design/web-react';
import type { PhoneCaseMaterial } from '../../../../contract/catalogue';
import { createMaterial, storedMaterial, updateMaterial } from '../../../api/materials';
import { isRecordGone } from '../../../api/client';
import { catalogueNameRule } from '../../../lib/formRules';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { FormModal } from '../../../ui/FormModal';
import { isEditConflict, isRefusal, saidInForm, showEditedElsewhere, showRefusal } from '../formFailures';
import { useEditBase, useLostEdit } from '../useEditBase';

export interface MaterialFormModalProps {
  visible: boolean;
  /** The material being edited; absent when adding. */
  material?: PhoneCaseMaterial;
  onClose: () => void;
  onSaved: () => void;
  /** A save answered 404, the record (or the one it belongs to) deleted elsewhere: close the form, reload the list (ui/FormModal). */
  onGone: () => void;
}

interface MaterialFormValues {
  name: string;
}

/** Add or rename a material (spec 1 §5: 材质名称必填, trimmed). */
export function MaterialFormModal({ visible, material, onClose, onSaved, onGone }: MaterialFormModalProps) {
  // The name an edit is measured against: as opened, or as stored when a save found another tab's rename.
  const [rebased, setRebased] = useEditBase<string>(visible);
  const lost = useLostEdit<MaterialFormValues>(visible);

  async function save(values: MaterialFormValues, form: FormInstance<MaterialFormValues>, base = rebased ?? material?.name): Promise<void> {
    const name = values.name.trim();
    try {
      // An edit sends only the name, with the one it read: 需要背景色 as another tab set it stays.
      if (!material) await createMaterial(name, { callerHandles: (status) => status === 400 });
      else if (name !== base || lost.changed('name', base)) await updateMaterial(material.id, { name, baseName: base }, { callerHandles: saidInForm });
    } catch (error) {
      if (material) lost.settle(error, { name });
      if (isRefusal(error)) return void showRefusal(form, error, values);
      if (isRecordGone(error)) Message.error(MSG.catalogue.materialDeleted);
      if (!isEditConflict(error)) throw error;
      const stored = await storedMaterial(material!.id);
      if (!stored) {
        Message.error(MSG.catalogue.materialDeleted);
        return onGone();
      }
      setRebased(stored.name);
      // The rename found is this form's own, whose answer was lost: the name typed since goes from it.
      if (lost.ownEdit({ name: stored.name }, { name: base })) return save(values, form, stored.name);
      return showEditedElsewhere(form, values, { name: stored.name });
    }
    Message.success(COMMON.common.done);
    onSaved();
  }

  return (
    <FormModal<MaterialFormValues>
      title={material ? MSG.catalogue.editMaterial : MSG.catalogue.addMaterial}
      open={visible}
      initialValues={{ name: material?.name ?? '' }}
      onClose={onClose}
      onGone={onGone}
      onSubmit={save}
      className="material-form-modal"
      width={420}
    >
      <Form.Item label={MSG.catalogue.materialName} field="name" required rules={[{ validator: catalogueNameRule('material', MSG.catalogue.materialNameRequired) }]}>
        <Input placeholder={MSG.catalogue.materialName} autoFocus />
      </Form.Item>
    </FormModal>
  );
}
