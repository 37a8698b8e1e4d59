import { Form, Input, Message, type FormInstance } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import type { MaterialColor, PhoneCaseMaterial } from '../../../../contract/catalogue';
import { createColor, storedColor, updateColor, type ColorChanges } from '../../../api/materials';
import { isRecordGone } from '../../../api/client';
import { catalogueNameRule } from '../../../lib/formRules';
import { parseHexColor } from '../../../../contract/hexColor';
import { hexColorRule } from '../../../lib/hexColor';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { FormModal } from '../../../ui/FormModal';
import { BackgroundColorField } from './BackgroundColorField';
import { isEditConflict, isRefusal, saidInForm, showEditedElsewhere, showRefusal } from '../formFailures';
import { useLostEdit } from '../useEditBase';

interface ColorFormValues {
  name: string;
  defaultBackgroundColor: string;
}

type Saved = Pick<MaterialColor, 'name' | 'defaultBackgroundColor'>;

export interface ColorFormModalProps {
  visible: boolean;
  material: PhoneCaseMaterial;
  /** The colour being edited; absent when adding. */
  color?: MaterialColor;
  onClose: () => void;
  onSaved: () => void;
  /** A save answered 404, the record (or the one it belongs to) deleted elsewhere: close the form, reload the list (ui/FormModal). */
  onGone: () => void;
  /** Reads the list again, the form staying open: the save found the material changed since (it needs a background now). */
  reload: () => void;
}

/** Spec 1 §5: the background colour is required only when the material needs a background. */
const backgroundRule = (needBackground: boolean) =>
  hexColorRule({ required: needBackground ? MSG.catalogue.backgroundColorRequired : null, invalid: MSG.catalogue.backgroundColorInvalid });

/**
 * What an edit sends: the fields that differ from what the form opened on, each with that value as its base, and
 * those `also` names (a lost edit of theirs may be what the record holds).
 */
function changesFrom(base: Saved, next: Saved, also: (field: keyof Saved) => boolean = () => false): ColorChanges {
  const changes: ColorChanges = {};
  if (next.name !== base.name || also('name')) Object.assign(changes, { name: next.name, baseName: base.name });
  if (next.defaultBackgroundColor !== base.defaultBackgroundColor || also('defaultBackgroundColor')) {
    Object.assign(changes, { defaultBackgroundColor: next.defaultBackgroundColor, baseDefaultBackgroundColor: base.defaultBackgroundColor });
  }
  return changes;
}

/** Add or edit one colour of a material (spec 1 §2 colour management). */
export function ColorFormModal({ visible, material, color, onClose, onSaved, onGone, reload }: ColorFormModalProps) {
  // What an edit is measured against: the colour as the form opened on it, or as stored when a save found
  // another tab's change of the same field (saving again then means it).
  const [rebased, setRebased] = useState<Saved | null>(null);
  const lost = useLostEdit<Saved>(visible);
  // The save was refused for want of a background: the material needs one now, whatever the list read.
  const [needsBackground, setNeedsBackground] = useState(false);
  useEffect(() => {
    if (!visible) return;
    setRebased(null);
    setNeedsBackground(false);
  }, [visible]);
  const backgroundRequired = material.needBackground || needsBackground;

  /**
   * Another tab changed a field this edit changes: each such field says what it holds now; the others show it.
   * Where what changed is this form's own edit whose answer was lost, the edit typed since is saved from it.
   */
  async function showConflict(form: FormInstance<ColorFormValues>, values: ColorFormValues, base: Saved, changes: ColorChanges): Promise<void> {
    const stored = await storedColor(material.id, color!.id);
    if (!stored) {
      Message.error(MSG.catalogue.colorDeleted);
      onGone();
      return;
    }
    const storedBase = { name: stored.name, defaultBackgroundColor: stored.defaultBackgroundColor };
    if (lost.ownEdit(storedBase, base)) {
      setRebased(storedBase);
      return save(values, form, storedBase);
    }
    const conflicts: Partial<Saved> = {};
    if (changes.name !== undefined && stored.name !== base.name) conflicts.name = stored.name;
    else if (changes.name === undefined) form.setFieldValue('name', stored.name);
    if (changes.defaultBackgroundColor !== undefined && stored.defaultBackgroundColor !== base.defaultBackgroundColor) conflicts.defaultBackgroundColor = stored.defaultBackgroundColor;
    else if (changes.defaultBackgroundColor === undefined) form.setFieldValue('defaultBackgroundColor', stored.defaultBackgroundColor ?? '');
    showEditedElsewhere(form, values, conflicts);
    setRebased(storedBase);
  }

  async function save(
    values: ColorFormValues,
    form: FormInstance<ColorFormValues>,
    base = rebased ?? (color ? { name: color.name, defaultBackgroundColor: color.defaultBackgroundColor } : null),
  ): Promise<void> {
    // The API stores "no background" as null, never as an empty string; the rule let only a colour through.
    const next = { name: values.name.trim(), defaultBackgroundColor: parseHexColor(values.defaultBackgroundColor ?? '') };
    const changes = base ? changesFrom(base, next, (field) => lost.changed(field, base[field])) : {};
    try {
      // An edit sends only what the merchant changed (spec 1 §7's PATCH keeps the rest), so another tab's
      // change of another field, or of the colour's switch, stays.
      if (!color) await createColor(material.id, next, { callerHandles: (status) => status === 400 });
      else if (Object.keys(changes).length > 0) await updateColor(material.id, color.id, changes, { callerHandles: saidInForm });
    } catch (error) {
      if (color) lost.settle(error, next);
      if (isRefusal(error)) {
        if (showRefusal(form, error, values) === 'defaultBackgroundColor') {
          setNeedsBackground(true);
          reload();
        }
        return;
      }
      if (isEditConflict(error)) return showConflict(form, values, base!, changes);
      if (isRecordGone(error)) Message.error(MSG.catalogue.colorDeleted);
      throw error;
    }
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
      <Form.Item label={MSG.catalogue.colorName} field="name" required rules={[{ validator: catalogueNameRule('color', MSG.catalogue.colorNameRequired) }]}>
        <Input placeholder={MSG.catalogue.colorName} autoFocus />
      </Form.Item>
      <Form.Item
        label={MSG.catalogue.backgroundColor}
        field="defaultBackgroundColor"
        required={backgroundRequired}
        rules={[{ validator: backgroundRule(backgroundRequired) }]}
      >
        <BackgroundColorField />
      </Form.Item>
    </FormModal>
  );
}
