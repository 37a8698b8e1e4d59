import { Form, Input, Message, Modal } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import type { MaterialColor, PhoneCaseMaterial } from '../../../api/catalogueTypes';
import { createColor, updateColor } from '../../../api/materials';
import { requiredText } from '../../../lib/formRules';
import { MSG } from '../../../messages';
import { BackgroundColorField } from './BackgroundColorField';
import { HEX_COLOR, normalizeHex } from './presetColors';

interface ColorFormValues {
  name: string;
  defaultBackgroundColor: string;
}

export interface ColorFormModalProps {
  visible: boolean;
  material: PhoneCaseMaterial;
  /** The colour being edited; absent when adding. */
  color?: MaterialColor;
  onClose: () => void;
  onSaved: () => void;
}

// No MSG text exists yet for a malformed hex; until one does, the field's own label and the expected form.
const invalidHexMessage = MSG.catalogue.backgroundColorInvalid;

/** Spec 1 §5: the background colour is required only when the material needs a background. */
function backgroundRule(needBackground: boolean) {
  return (value: unknown, callback: (error?: string) => void) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return callback(needBackground ? MSG.catalogue.backgroundColorRequired : undefined);
    callback(HEX_COLOR.test(normalizeHex(text)) ? undefined : invalidHexMessage);
  };
}

/** Add or edit one colour of a material (spec 1 §2 colour management). */
export function ColorFormModal({ visible, material, color, onClose, onSaved }: ColorFormModalProps) {
  const [form] = Form.useForm<ColorFormValues>();
  const [saving, setSaving] = useState(false);

  // The modal stays mounted between uses, so each opening starts from the colour it was opened for.
  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    form.setFieldsValue({ name: color?.name ?? '', defaultBackgroundColor: color?.defaultBackgroundColor ?? '' });
  }, [visible, color, form]);

  async function submit() {
    if (saving) return; // Enter in the field and the OK button must not create it twice
    const values = await form.validate();
    const name = values.name.trim();
    const hex = values.defaultBackgroundColor?.trim() ?? '';
    // The API stores "no background" as null, never as an empty string.
    const defaultBackgroundColor = hex ? normalizeHex(hex) : null;
    setSaving(true);
    try {
      if (color) await updateColor(material.id, color.id, { name, defaultBackgroundColor, enabled: color.enabled });
      else await createColor(material.id, { name, defaultBackgroundColor });
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
      title={color ? MSG.catalogue.editColor : MSG.catalogue.addColor}
      visible={visible}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={saving}
      okText={MSG.common.save}
      cancelText={MSG.common.cancel}
      className="color-form-modal"
      style={{ width: 420 }}
    >
      <Form form={form} layout="vertical" onSubmit={() => void submit().catch(() => undefined)}>
        <Form.Item label={MSG.catalogue.colorName} field="name" required rules={[{ validator: requiredText(MSG.catalogue.colorNameRequired) }]}>
          <Input placeholder={MSG.catalogue.colorName} autoFocus />
        </Form.Item>
        <Form.Item
          label={MSG.catalogue.backgroundColor}
          field="defaultBackgroundColor"
          required={material.needBackground}
          rules={[{ validator: backgroundRule(material.needBackground) }]}
        >
          <BackgroundColorField />
        </Form.Item>
      </Form>
    </Modal>
  );
}
