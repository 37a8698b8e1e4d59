import { Alert, Button, Form, Input, Message, type FormInstance } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { createProduct } from '../../api/products';
import type { Id } from '../../../contract/catalogue';
import { PRODUCT_MESSAGES, trimProductInput } from '../../../contract/products';
import { MSG } from './messages';
import { FormModal } from '../../ui/FormModal';
import { formFieldProblem, type FormField, type ProductFormValues } from './productForm';

const NEW_SKU = { originalId: '', propertiesName: '' };
const INITIAL: Partial<ProductFormValues> = { skus: [NEW_SKU] };

/** The add-product form of short-video shops (spec 3 §5): the product, then one or more SKU rows. */
export function AddProductModal({ shopId, open, onClose, onAdded }: { shopId: Id; open: boolean; onClose: () => void; onAdded: () => void }) {
  const [noSkus, setNoSkus] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(values: ProductFormValues, form: FormInstance<ProductFormValues>) {
    setServerError(null);
    const skus = formFieldProblem(values, 'skus');
    setNoSkus(skus !== null);
    if (skus) return;
    try {
      await createProduct(trimProductInput({ ...values, shopId, imageUrl: values.imageUrl ?? null }), {
        callerHandles: (status) => status === 400 || status === 409,
      });
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) throw error;
      // A product id the shop already has: said under the field, with what was typed kept.
      if (error.status === 409 || error.code === 'CONFLICT') form.setFields({ originalId: { value: values.originalId, error: { message: error.message } } });
      else setServerError(error.message);
      return;
    }
    Message.success(MSG.products.added);
    onAdded();
  }

  return (
    <FormModal<ProductFormValues>
      title={MSG.products.add}
      open={open}
      initialValues={INITIAL}
      onClose={() => {
        setNoSkus(false);
        setServerError(null);
        onClose();
      }}
      onSubmit={submit}
      // 请新增至少一个商品规格 is no field's: said with the fields' own texts, not only once they are right.
      onInvalid={(values) => setNoSkus(formFieldProblem(values as ProductFormValues, 'skus') !== null)}
      className="add-product-modal"
      width={640}
    >
      {serverError && <Alert className="add-product-error" type="error" content={serverError} style={{ marginBottom: 12 }} />}
      <ProductFields noSkus={noSkus} onSkuAdded={() => setNoSkus(false)} />
    </FormModal>
  );
}

function ProductFields({ noSkus, onSkuAdded }: { noSkus: boolean; onSkuAdded: () => void }) {
  const { form } = Form.useFormContext();
  // Each field asks the contract's rules about the whole form, so the console and the dev API judge alike.
  const rule = (field: FormField) => [
    {
      validator: (_value: unknown, callback: (error?: string) => void) =>
        callback(formFieldProblem((form?.getFieldsValue() ?? {}) as ProductFormValues, field) ?? undefined),
    },
  ];
  return (
    <>
      <Form.Item label={MSG.products.originalId} field="originalId" required rules={rule('originalId')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item label={MSG.products.title} field="title" required rules={rule('title')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item label={MSG.products.imageUrl} field="imageUrl" rules={rule('imageUrl')}>
        <Input allowClear placeholder={MSG.products.imageUrlPlaceholder} />
      </Form.Item>
      <Form.List field="skus">
        {(fields, { add, remove }) => (
          <div className="add-product-skus">
            <div className="add-product-skus-head">
              <span className="required-label">{MSG.products.skus}</span>
              <Button
                size="small"
                icon={<IconPlus />}
                onClick={() => {
                  add(NEW_SKU);
                  onSkuAdded();
                }}
              >
                {MSG.products.addSku}
              </Button>
            </div>
            {fields.map((item, index) => (
              <div className="add-product-sku" key={item.key}>
                <Form.Item
                  className="add-product-sku-id"
                  field={`${item.field}.originalId`}
                  label={MSG.products.skuOriginalId}
                  required
                  rules={rule({ skuIndex: index, field: 'originalId' })}
                >
                  <Input />
                </Form.Item>
                <Form.Item
                  className="add-product-sku-name"
                  field={`${item.field}.propertiesName`}
                  label={MSG.products.skuPropertiesName}
                  required
                  rules={rule({ skuIndex: index, field: 'propertiesName' })}
                >
                  <Input placeholder={MSG.products.skuPropertiesPlaceholder} />
                </Form.Item>
                <Button
                  className="add-product-sku-remove"
                  type="text"
                  status="danger"
                  icon={<IconDelete />}
                  aria-label={MSG.products.removeSku}
                  onClick={() => remove(index)}
                />
              </div>
            ))}
            {noSkus && fields.length === 0 && (
              <div className="arco-form-message add-product-skus-error" role="alert">
                {PRODUCT_MESSAGES.skus}
              </div>
            )}
          </div>
        )}
      </Form.List>
    </>
  );
}
