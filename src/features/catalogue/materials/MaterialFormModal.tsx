import { Form, Input, Message, Modal } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import type { PhoneCaseMaterial } from '../../../api/catalogueTypes';
import { createMaterial, updateMaterial } from '../../../api/materials';
import { requiredText } from '../../../lib/formRules';
import { MSG } from '../../../messages';

export interface MaterialFormModalProps {
  visible: boolean;
  /** The material being edited; absent when adding. */
  material?: PhoneCaseMaterial;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or rename a material (spec 1 §5: 材质名称必填, trimmed). */
export function MaterialFormModal({ visible, material, onClose, onSaved }: MaterialFormModalProps) {
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  // The modal stays mounted between uses, so each opening starts from the material it was opened for.
  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    form.setFieldsValue({ name: material?.name ?? '' });
  }, [visible, material, form]);

  async function submit() {
    if (saving) return; // Enter in the field and the OK button must not create it twice
    const { name } = await form.validate();
    setSaving(true);
    try {
      // PATCH carries needBackground too (spec 1 §7), so an edit keeps the material's current setting.
      if (material) await updateMaterial(material.id, { name: name.trim(), needBackground: material.needBackground });
      else await createMaterial(name.trim());
      Message.success(MSG.common.done);
      onSaved();
    } catch {
      // The API client has already opened the 网络请求错误 modal; the form stays open for another try.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={material ? MSG.catalogue.editMaterial : MSG.catalogue.addMaterial}
      visible={visible}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={saving}
      okText={MSG.common.save}
      cancelText={MSG.common.cancel}
      className="material-form-modal"
      style={{ width: 420 }}
    >
      <Form form={form} layout="vertical" onSubmit={() => void submit().catch(() => undefined)}>
        <Form.Item
          label={MSG.catalogue.materialName}
          field="name"
          required
          rules={[{ validator: requiredText(MSG.catalogue.materialNameRequired) }]}
        >
          <Input placeholder={MSG.catalogue.materialName} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
