import { Form, Input, Message } from '@arco-design/web-react';
import type { MaterialColor, PhoneCaseMaterial } from '../../../../contract/catalogue';
import { createColor, storedColor, updateColor } from '../../../api/materials';
import { catalogueNameRule } from '../../../lib/formRules';
import { parseHexColor } from '../../../../contract/hexColor';
import { hexColorRule } from '../../../lib/hexColor';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { FormModal } from '../../../ui/FormModal';
import { BackgroundColorField } from './BackgroundColorField';

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
  /** A save answered 404, the record (or the one it belongs to) deleted elsewhere: close the form, reload the list (ui/FormModal). */
  onGone: () => void;
}

/** Spec 1 §5: the background colour is required only when the material needs a background. */
const backgroundRule = (needBackground: boolean) =>
  hexColorRule({ required: needBackground ? MSG.catalogue.backgroundColorRequired : null, invalid: MSG.catalogue.backgroundColorInvalid });

/** Add or edit one colour of a material (spec 1 §2 colour management). */
export function ColorFormModal({ visible, material, color, onClose, onSaved, onGone }: ColorFormModalProps) {
  async function save(values: ColorFormValues) {
    const name = values.name.trim();
    // The API stores "no background" as null, never as an empty string; the rule let only a colour through.
    const defaultBackgroundColor = parseHexColor(values.defaultBackgroundColor ?? '');
    if (color) {
      // PATCH carries enabled too (spec 1 §7): the colour's switch as stored now, not as this dialog read it.
      const stored = (await storedColor(material.id, color.id)) ?? color;
      await updateColor(material.id, color.id, { name, defaultBackgroundColor, enabled: stored.enabled });
    } else await createColor(material.id, { name, defaultBackgroundColor });
    Message.success(COMMON.common.done);
    onSaved();
  }

  return (
    <FormModal<ColorFormValues>
      title={color ? MSG.catalogue.editColor : MSG.catalogue.addColor}
      open={visible}
      initialValues={{ name: color?.name ?? '', defaultBackgroundColor: color?.defaultBackgroundColor ?? '' }}
      onClose={onClose}
      onGone={onGone}
      onSubmit={save}
      className="color-form-modal"
      width={420}
    >
      <Form.Item label={MSG.catalogue.colorName} field="name" required rules={[{ validator: catalogueNameRule(MSG.catalogue.colorNameRequired) }]}>
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
    </FormModal>
  );
}
