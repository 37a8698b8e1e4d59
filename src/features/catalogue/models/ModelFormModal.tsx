import { Form, Input, Message, Modal, Select } from '@arco-design/web-react';
import { useState } from 'react';
import type { Id, PhoneBrand, PhoneModel } from '../../../api/catalogueTypes';
import { createModel, updateModel } from '../../../api/models';
import { requiredText } from '../../../lib/formRules';
import { MSG } from '../../../messages';

interface ModelFields {
  phoneBrandId: Id;
  name: string;
}

export interface ModelFormModalProps {
  open: boolean;
  /** The model being edited, `null` for a new one; kept while the modal fades out so its title holds. */
  model: PhoneModel | null;
  brands: readonly PhoneBrand[];
  /** Where a new model goes unless the merchant picks another brand: the brand tab in view. */
  defaultBrandId: Id;
  onClose: () => void;
  /** After a successful save, with the brand the model now belongs to. */
  onSaved: (brandId: Id) => void;
}

// Spec 1 §5: brand required (品牌名称必选), model name required (型号必填).
const brandRules = [{ required: true, message: MSG.catalogue.brandRequired }];
const nameRules = [{ required: true, validator: requiredText(MSG.catalogue.modelRequired) }];

/** 新增型号 / 编辑型号. The brand of an existing model cannot be changed (spec 1 §2), so it is shown disabled. */
export function ModelFormModal({ open, model: editing, brands, defaultBrandId, onClose, onSaved }: ModelFormModalProps) {
  const [form] = Form.useForm<ModelFields>();
  const [saving, setSaving] = useState(false);

  async function save({ phoneBrandId, name }: ModelFields) {
    // The enter key submits too, past the disabled 保存 button.
    if (saving) return;
    setSaving(true);
    try {
      if (editing) {
        await updateModel(editing.phoneBrandId, editing.id, { name: name.trim(), favorited: editing.favorited });
        Message.success(MSG.catalogue.modelUpdated);
        onSaved(editing.phoneBrandId);
      } else {
        await createModel(phoneBrandId, name.trim());
        Message.success(MSG.catalogue.modelAdded);
        onSaved(phoneBrandId);
      }
    } catch {
      // The API client's 网络请求错误 modal says why; the form stays open with what was typed.
    } finally {
      setSaving(false);
    }
  }

  const initialValues = {
    phoneBrandId: editing?.phoneBrandId ?? defaultBrandId,
    name: editing?.name ?? '',
  };
  return (
    <Modal
      title={editing ? MSG.catalogue.editModel : MSG.catalogue.addModel}
      visible={open}
      confirmLoading={saving}
      okText={MSG.common.save}
      cancelText={MSG.common.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      unmountOnExit
      className="model-form-modal"
    >
      {/* unmountOnExit remounts the form on every open, so initialValues always match the target. */}
      <Form id="model-form" form={form} layout="vertical" initialValues={initialValues} onSubmit={save}>
        <Form.Item label={MSG.catalogue.brandName} field="phoneBrandId" rules={brandRules} disabled={Boolean(editing)}>
          <Select showSearch options={brands.map((brand) => ({ label: brand.name, value: brand.id }))} />
        </Form.Item>
        <Form.Item label={MSG.catalogue.modelName} field="name" rules={nameRules}>
          <Input autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
