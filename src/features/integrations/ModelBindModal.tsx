import { Form, Message } from '@arco-design/web-react';
import { useMemo } from 'react';
import type { Id, PhoneModel } from '../../../contract/catalogue';
import type { FactoryPhoneModel } from '../../../contract/erp';
import { bindPhoneModel, isStaleBinding, staleBindingHandled } from '../../api/erp';
import { describeError } from '../../api/errorCatalogue';
import { MSG } from './messages';
import { FormModal } from '../../ui/FormModal';
import { FactoryModelSelect } from './FactoryModelSelect';

const T = MSG.modelBinding;
const codeRules = [{ required: true, message: T.factoryModelRequired }];

/** 绑定 / 修改 one model's factory code; saved once however often 保存 is pressed. */
export function ModelBindModal({
  factoryId,
  brandName,
  model,
  currentCode,
  factoryModels,
  onClose,
  onSaved,
}: {
  factoryId: Id;
  /** The catalogue brand of the model: the search ranks that model's best match first. */
  brandName: string;
  /** The model being bound; null while closed. */
  model: PhoneModel | null;
  currentCode: string | null;
  factoryModels: readonly FactoryPhoneModel[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const reference = useMemo(() => (model ? { brand: brandName, name: model.name } : null), [brandName, model]);
  return (
    <FormModal<{ code: string }>
      title={model ? (currentCode ? T.changeTitle(model.name) : T.bindTitle(model.name)) : ''}
      open={model !== null}
      initialValues={{ code: currentCode ?? undefined }}
      onClose={onClose}
      width={560}
      onSubmit={async ({ code }) => {
        if (!model) return;
        try {
          await bindPhoneModel({ factoryId, phoneModelId: model.id, erpPhoneModelCode: code, baseErpPhoneModelCode: currentCode }, staleBindingHandled);
        } catch (error) {
          if (!isStaleBinding(error)) throw error;
          // Bound otherwise in another tab meanwhile: nothing was written; show what is bound now.
          Message.warning(describeError(error));
          onSaved();
          onClose();
          return;
        }
        Message.success(currentCode ? T.changed : T.bound);
        onSaved();
        onClose();
      }}
    >
      <Form.Item field="code" label={T.factoryModel} rules={codeRules}>
        <FactoryModelSelect models={factoryModels} reference={reference} />
      </Form.Item>
    </FormModal>
  );
}
