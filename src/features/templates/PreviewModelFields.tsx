import { Select, Space } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import type { Id, PhoneBrand, PhoneCaseMaterial, PhoneModel, Sku } from '../../../contract/catalogue';
import { listBrands } from '../../api/brands';
import { listMaterials } from '../../api/materials';
import { listModels } from '../../api/models';
import { listSkus } from '../../api/skus';
import { orderFromLinks } from '../../lib/ordering';
import { MSG } from './messages';

export interface PreviewChoice {
  brandId: Id | null;
  modelId: Id | null;
  colorId: Id | null;
}

export const NO_PREVIEW: PreviewChoice = { brandId: null, modelId: null, colorId: null };

export interface PreviewModelFieldsProps {
  value: PreviewChoice;
  onChange: (choice: PreviewChoice) => void;
  disabled?: boolean;
}

/**
 * The preview model of batch template settings: brand, model, then one of the model's material colours
 * (only those it has a SKU in, as the designer's preview selector offers them, spec 2 §2).
 */
export function PreviewModelFields({ value, onChange, disabled }: PreviewModelFieldsProps) {
  const [brands, setBrands] = useState<PhoneBrand[]>([]);
  const [materials, setMaterials] = useState<PhoneCaseMaterial[]>([]);
  const [models, setModels] = useState<PhoneModel[]>([]);
  const [skus, setSkus] = useState<Sku[]>([]);

  useEffect(() => {
    let live = true;
    void Promise.all([listBrands(), listMaterials()])
      .then(([brandList, materialList]) => {
        if (!live) return;
        setBrands(orderFromLinks(brandList));
        setMaterials(orderFromLinks(materialList).map((material) => ({ ...material, colors: orderFromLinks(material.colors) })));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    let live = true;
    setModels([]);
    if (value.brandId) void listModels(value.brandId).then((list) => live && setModels(orderFromLinks(list)), () => undefined);
    return () => {
      live = false;
    };
  }, [value.brandId]);

  useEffect(() => {
    let live = true;
    setSkus([]);
    if (value.modelId) void listSkus([value.modelId]).then((list) => live && setSkus(list), () => undefined);
    return () => {
      live = false;
    };
  }, [value.modelId]);

  const colorOptions = materials.flatMap((material) =>
    material.colors
      .filter((color) => skus.some((sku) => sku.materialColorId === color.id))
      .map((color) => ({ value: color.id, label: `${material.name} / ${color.name}` })),
  );

  return (
    <Space size={8} className="template-batch-preview">
      <Select
        className="template-batch-brand"
        placeholder={MSG.templateBatch.brand}
        value={value.brandId ?? undefined}
        disabled={disabled}
        options={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
        onChange={(brandId: Id) => onChange({ brandId, modelId: null, colorId: null })}
      />
      <Select
        className="template-batch-model"
        placeholder={MSG.templateBatch.model}
        value={value.modelId ?? undefined}
        disabled={disabled || !value.brandId}
        showSearch
        filterOption={(input, option) => String((option as { props?: { children?: unknown } }).props?.children ?? '').toLowerCase().includes(input.toLowerCase())}
        options={models.map((model) => ({ value: model.id, label: model.name }))}
        onChange={(modelId: Id) => onChange({ ...value, modelId, colorId: null })}
      />
      <Select
        className="template-batch-color"
        placeholder={MSG.templateBatch.materialColor}
        value={value.colorId ?? undefined}
        disabled={disabled || !value.modelId}
        options={colorOptions}
        onChange={(colorId: Id) => onChange({ ...value, colorId })}
      />
    </Space>
  );
}
