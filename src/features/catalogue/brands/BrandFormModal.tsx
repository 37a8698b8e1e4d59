import { Form, Input, Message, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { createBrand, renameBrand } from '../../../api/brands';
import type { PhoneBrand } from '../../../api/catalogueTypes';
import { requiredTrimmedText } from '../../../lib/formRules';
import { MSG } from '../../../messages';

interface BrandFields {
  name: string;
}

export interface BrandFormModalProps {
  open: boolean;
  /** The brand being edited, `null` for a new one; kept while the modal fades out so its title holds. */
  brand: PhoneBrand | null;
  onClose: () => void;
  onSaved: () => void;
}

// Spec 1 §5: an empty field says 品牌名称必填, a field of spaces says 请填写品牌.
const nameRules = [{ required: true, validator: requiredTrimmedText(MSG.catalogue.brandNameRequired, MSG.catalogue.brandNameBlank) }];

/** 新增品牌 / 编辑品牌: one name, trimmed before it is sent. */
export function BrandFormModal({ open, brand: editing, onClose, onSaved }: BrandFormModalProps) {
  const [form] = Form.useForm<BrandFields>();
  const [saving, setSaving] = useState(false);

  async function save({ name }: BrandFields) {
    // The enter key submits too, past the disabled 保存 button.
    if (saving) return;
    setSaving(true);
    try {
      if (editing) await renameBrand(editing.id, name.trim());
      else await createBrand(name.trim());
      Message.success(editing ? MSG.catalogue.brandUpdated : MSG.catalogue.brandAdded);
      onSaved();
    } catch {
      // Spec 1 §8: a toast of its own besides the client's 网络请求错误 modal; the modal stays open.
      Message.error(editing ? MSG.catalogue.brandUpdateFailed : MSG.catalogue.brandAddFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={editing ? MSG.catalogue.editBrand : MSG.catalogue.addBrand}
      visible={open}
      confirmLoading={saving}
      okText={MSG.common.save}
      cancelText={MSG.common.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      unmountOnExit
      className="brand-form-modal"
    >
      {/* unmountOnExit remounts the form on every open, so initialValues always match the target. */}
      <Form id="brand-form" form={form} layout="vertical" initialValues={{ name: editing?.name ?? '' }} onSubmit={save}>
        <Form.Item label={MSG.catalogue.brandName} field="name" rules={nameRules}>
          <Input autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
