import { Form, Input, Message, Select } from '@arco-design/web-react';
import type { Id, PhoneBrand, PhoneModel } from '../../../../contract/catalogue';
import type { PrintSize } from '../../../../contract/printSize';
import { createModel, storedModel, updateModel } from '../../../api/models';
import { savePrintSizes } from './savePrintSizes';
import { PrintSizeInput, printSizeOf, printSizeRule, printSizeText, samePrintSize, type PrintSizeText } from './PrintSizeInput';
import { catalogueNameRule } from '../../../lib/formRules';
import { MSG } from '../messages';
import { FormModal } from '../../../ui/FormModal';

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
  async function save({ phoneBrandId, name, printSize }: ModelFields) {
    const size = printSizeOf(printSize);
    if (editing) {
      const stored = await storedModel(editing.phoneBrandId, editing.id);
      await updateModel(editing.phoneBrandId, editing.id, { name: name.trim(), favorited: (stored ?? editing).favorited });
      if (!samePrintSize(size, current)) await savePrintSizes([editing.id], size);
      Message.success(MSG.catalogue.modelUpdated);
      onSaved(editing.phoneBrandId);
    } else {
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
