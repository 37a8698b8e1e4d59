import { Form, Message } from '@arco-design/web-react';
import { createFontColor } from '../../api/shopFonts';
import { parseHexColor } from '../../../contract/hexColor';
import { hexColorRule } from '../../lib/hexColor';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { FormModal } from '../../ui/FormModal';
import { ColorField, DEFAULT_TEXT_COLOR } from './ColorField';

interface TextColorFormValues {
  hexCode: string;
}

export interface TextColorFormModalProps {
  visible: boolean;
  onClose: () => void;
  onSaved: () => void;
}

const hexCodeRule = hexColorRule({ required: MSG.fonts.colorRequired, invalid: MSG.fonts.colorInvalid });

/** 新增颜色 of the text colour library (spec 2 §5): required, #rrggbb, #000000 prefilled, stored in lower case. */
export function TextColorFormModal({ visible, onClose, onSaved }: TextColorFormModalProps) {
  async function save({ hexCode }: TextColorFormValues) {
    await createFontColor(parseHexColor(hexCode)!);
    Message.success(COMMON.common.done);
    onSaved();
  }

  return (
    <FormModal<TextColorFormValues>
      title={MSG.fonts.addColor}
      open={visible}
      initialValues={{ hexCode: DEFAULT_TEXT_COLOR }}
      onClose={onClose}
      onSubmit={save}
      className="text-color-form-modal"
      width={420}
    >
      <Form.Item label={MSG.fonts.color} field="hexCode" required rules={[{ validator: hexCodeRule }]}>
        <ColorField />
      </Form.Item>
    </FormModal>
  );
}
