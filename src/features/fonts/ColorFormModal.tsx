import { Form, Message, Modal } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { createFontColor } from '../../api/shopFonts';
import { MSG } from '../../messages';
import { ColorField } from './ColorField';
import { DEFAULT_TEXT_COLOR, hexColorRule, parseHexColor } from './hexColor';

export interface ColorFormModalProps {
  visible: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增颜色 (spec 2 §5): required, #rrggbb, #000000 prefilled, stored in lower case. */
export function ColorFormModal({ visible, onClose, onSaved }: ColorFormModalProps) {
  const [form] = Form.useForm<{ hexCode: string }>();
  const [saving, setSaving] = useState(false);

  // The modal stays mounted between uses: each opening starts again from the default colour.
  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    form.setFieldsValue({ hexCode: DEFAULT_TEXT_COLOR });
  }, [visible, form]);

  async function submit() {
    if (saving) return; // Enter in the field and the OK button must not create it twice
    const { hexCode } = await form.validate();
    setSaving(true);
    try {
      await createFontColor(parseHexColor(hexCode)!);
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
      title={MSG.fonts.addColor}
      visible={visible}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={saving}
      okText={MSG.common.save}
      cancelText={MSG.common.cancel}
      className="text-color-form-modal"
      style={{ width: 420 }}
    >
      <Form form={form} layout="vertical" onSubmit={() => void submit().catch(() => undefined)}>
        <Form.Item
          label={MSG.fonts.color}
          field="hexCode"
          required
          rules={[{ validator: hexColorRule(MSG.fonts.colorRequired, MSG.fonts.colorInvalid) }]}
        >
          <ColorField />
        </Form.Item>
      </Form>
    </Modal>
  );
}
