import { Form, Input, Message, Select, type FormInstance } from '@arco-design/web-react';
import type { Id, PhoneBrand, PhoneModel } from '../../../../contract/catalogue';
import { formatPrintSize, type PrintSize } from '../../../../contract/printSize';
import { createModel, storedModel, updateModel } from '../../../api/models';
import { listPrintSizes } from '../../../api/printSizes';
import { editedElsewhere, isEditConflict, showEditedElsewhere } from '../formFailures';
import { savePrintSizes } from './savePrintSizes';
import { PrintSizeInput, printSizeOf, printSizeRule, printSizeText, samePrintSize, type PrintSizeText } from './PrintSizeInput';
import { catalogueNameRule } from '../../../lib/formRules';
import { MSG } from '../messages';
import { FormModal } from '../../../ui/FormModal';
import { useEditBase, useLostEdit } from '../useEditBase';

/** The name and print size an edit was made from (null: no size). */
interface Base {
  name: string;
  printSize: PrintSize | null;
}

/** One field of a Base against another: a name by its text, a print size by its millimetres. */
const sameField = (a: unknown, b: unknown) => (typeof a === 'string' || typeof b === 'string' ? a === b : samePrintSize(a as PrintSize | null, b as PrintSize | null));

interface ModelFields {
  phoneBrandId: Id;
  name: string;
  printSize: PrintSizeText;
}

export interface ModelFormModalProps {
  open: boolean;
  /** The model being edited, `null` for a new one; kept while the modal fades out so its title holds. */
  model: PhoneModel | null;
  /** The edited model's print size as the list has it (undefined: none, or a new model). */
  printSize: PrintSize | undefined;
  brands: readonly PhoneBrand[];
  /** Where a new model goes unless the merchant picks another brand: the brand tab in view. */
  defaultBrandId: Id;
  onClose: () => void;
  /** After a successful save, with the brand the model now belongs to. */
  onSaved: (brandId: Id) => void;
  /** A save answered 404, the record (or the one it belongs to) deleted elsewhere: close the form, reload the list (ui/FormModal). */
  onGone: () => void;
}

// Spec 1 §5: brand required (品牌名称必选), model name required (型号必填); then the names rule.
const brandRules = [{ required: true, message: MSG.catalogue.brandRequired }];
const nameRules = [{ required: true, validator: catalogueNameRule('model', MSG.catalogue.modelRequired) }];
// Optional: a model needs a print size only to be laid out on a jig.
const printSizeRules = [printSizeRule(true)];

/** 新增型号 / 编辑型号. The brand of an existing model cannot be changed (spec 1 §2), so it is shown disabled. */
export function ModelFormModal({ open, model: editing, printSize: current, brands, defaultBrandId, onClose, onSaved, onGone }: ModelFormModalProps) {
  // What an edit is measured against: as opened, or as stored when a save found another tab's edit.
  const [rebased, setRebased] = useEditBase<Base>(open);
  const lost = useLostEdit<Base>(open);

  /**
   * An edit sends only what the merchant changed, each with what the tab read: 常用 and a field another tab
   * changed stay, and a field both changed is said under it (formFailures.ts) instead of being overwritten.
   */
  async function saveEdit(model: PhoneModel, values: ModelFields, form: FormInstance<ModelFields>, base = rebased ?? { name: model.name, printSize: current ?? null }): Promise<void> {
    const name = values.name.trim();
    const size = printSizeOf(values.printSize);
    // What the record holds as far as this save knows: a rename it made moves the name's base.
    let done = base;
    try {
      // A field a lost edit changed is sent even when typed back: the record may hold the lost value.
      if (name !== base.name || lost.changed('name', base.name)) {
        await updateModel(model.phoneBrandId, model.id, { name, baseName: base.name }, { callerHandles: editedElsewhere });
        done = { ...done, name };
      }
      if (!samePrintSize(size, base.printSize) || lost.changed('printSize', base.printSize, sameField)) {
        await savePrintSizes([model.id], size, base.printSize, { callerHandles: editedElsewhere });
      }
    } catch (error) {
      lost.settle(error, { name, printSize: size });
      // A rename this save made moves the name's base, whatever became of the size after it.
      if (done !== base) setRebased(done);
      if (!isEditConflict(error)) throw error;
      const [stored, sizes] = await Promise.all([storedModel(model.phoneBrandId, model.id), listPrintSizes()]);
      if (!stored) return onGone();
      const storedSize = sizes.sizes.get(model.id) ?? null;
      const storedBase = { name: stored.name, printSize: storedSize };
      setRebased(storedBase);
      // What the record holds beyond the base is this form's own edit, whose answer was lost: the edit typed since goes from it.
      if (lost.ownEdit(storedBase, done, sameField)) return saveEdit(model, values, form, storedBase);
      return showEditedElsewhere(form, values, {
        ...(stored.name !== done.name && stored.name !== name && { name: stored.name }),
        ...(!samePrintSize(storedSize, base.printSize) && !samePrintSize(storedSize, size) && { printSize: storedSize ? formatPrintSize(storedSize) : MSG.catalogue.printSizeUnset }),
      });
    }
    Message.success(MSG.catalogue.modelUpdated);
    onSaved(model.phoneBrandId);
  }

  async function save(values: ModelFields, form: FormInstance<ModelFields>) {
    const { phoneBrandId, name, printSize } = values;
    const size = printSizeOf(printSize);
    if (editing) await saveEdit(editing, values, form);
    else {
      const created = await createModel(phoneBrandId, name.trim());
      Message.success(MSG.catalogue.modelAdded);
      // The model is there whatever becomes of its size (said by savePrintSizes if refused): the form closes,
      // so that 保存 again never adds it twice, and the list shows it 未设置.
      if (size) await savePrintSizes([created.id], size).catch(() => {});
      onSaved(phoneBrandId);
    }
  }

  return (
    <FormModal<ModelFields>
      title={editing ? MSG.catalogue.editModel : MSG.catalogue.addModel}
      open={open}
      initialValues={{ phoneBrandId: editing?.phoneBrandId ?? defaultBrandId, name: editing?.name ?? '', printSize: printSizeText(current) }}
      onClose={onClose}
      onGone={onGone}
      onSubmit={save}
      className="model-form-modal"
    >
      <Form.Item label={MSG.catalogue.brandName} field="phoneBrandId" rules={brandRules} disabled={Boolean(editing)}>
        <Select showSearch options={brands.map((brand) => ({ label: brand.name, value: brand.id }))} />
      </Form.Item>
      <Form.Item label={MSG.catalogue.modelName} field="name" rules={nameRules}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item label={MSG.catalogue.printSize} field="printSize" rules={printSizeRules} extra={`${MSG.catalogue.printSizeHelp}${MSG.catalogue.printSizeOptional}`}>
        <PrintSizeInput />
      </Form.Item>
    </FormModal>
  );
}
