import { Form, Input, Message } from '@arco-design/web-react';
import type { PhoneCaseMaterial } from '../../../../contract/catalogue';
import { createMaterial, storedMaterial, updateMaterial } from '../../../api/materials';
import { catalogueNameRule } from '../../../lib/formRules';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { FormModal } from '../../../ui/FormModal';

export interface MaterialFormModalProps {
  visible: boolean;
  /** The material being edited; absent when adding. */
  material?: PhoneCaseMaterial;
  onClose: () => void;
  onSaved: () => void;
  /** A save answered 404, the record (or the one it belongs to) deleted elsewhere: close the form, reload the list (ui/FormModal). */
  onGone: () => void;
}

/** Add or rename a material (spec 1 §5: 材质名称必填, trimmed). */
export function MaterialFormModal({ visible, material, onClose, onSaved, onGone }: MaterialFormModalProps) {
  async function save({ name }: { name: string }) {
    // PATCH carries needBackground too (spec 1 §7), so an edit keeps the material's setting as stored now.
    if (material) await updateMaterial(material.id, { name: name.trim(), needBackground: ((await storedMaterial(material.id)) ?? material).needBackground });
    else await createMaterial(name.trim());
    Message.success(COMMON.common.done);
    onSaved();
  }

  return (
    <FormModal<{ name: string }>
      title={material ? MSG.catalogue.editMaterial : MSG.catalogue.addMaterial}
      open={visible}
      initialValues={{ name: material?.name ?? '' }}
      onClose={onClose}
      onGone={onGone}
      onSubmit={save}
      className="material-form-modal"
      width={420}
    >
      <Form.Item label={MSG.catalogue.materialName} field="name" required rules={[{ validator: catalogueNameRule(MSG.catalogue.materialNameRequired) }]}>
        <Input placeholder={MSG.catalogue.materialName} autoFocus />
      </Form.Item>
    </FormModal>
  );
}
