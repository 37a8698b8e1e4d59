import { Select, Tag } from '@arco-design/web-react';
import { MSG } from '../messages';
import { LoadFailed } from '../../../ui/ListLoad';
import { colorOptions, materialOptions } from './previewOptions';
import type { PhonePreview } from './usePhonePreview';

/**
 * Spec 2 §2: the header's phone-model preview selector. Brand, model, material, colour; material and
 * colour options without a SKU for the model are disabled; the 3 most recent models are quick picks.
 */
export function PhonePreviewSelector({ preview }: { preview: PhonePreview }) {
  const material = preview.materials.find((entry) => entry.id === preview.materialId);
  // After a choice the arrow keys belong to the canvas again (spec 2 §9), not to the select.
  const then = (pick: (id: string) => void) => (id: string) => {
    pick(id);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };
  const selects = [
    {
      part: 'brand',
      placeholder: MSG.designer.previewBrand,
      value: preview.brandId,
      pick: preview.pickBrand,
      disabled: false,
      options: preview.brands.map((brand) => ({ label: brand.name, value: brand.id })),
    },
    {
      part: 'model',
      placeholder: MSG.designer.previewModel,
      value: preview.modelId,
      pick: preview.pickModel,
      disabled: !preview.brandId,
      options: preview.models.map((model) => ({ label: model.name, value: model.id })),
    },
    {
      part: 'material',
      placeholder: MSG.designer.previewMaterial,
      value: preview.materialId,
      pick: preview.pickMaterial,
      disabled: !preview.modelId,
      options: materialOptions(preview.materials, preview.skus),
    },
    {
      part: 'color',
      placeholder: MSG.designer.previewColor,
      value: preview.colorId,
      pick: preview.pickColor,
      disabled: !material,
      options: colorOptions(material, preview.skus),
    },
  ];
  if (preview.loadFailed) {
    return (
      <div className="designer-preview">
        <LoadFailed inline onRetry={preview.retryLoad} />
      </div>
    );
  }
  return (
    <div className="designer-preview">
      {preview.recent.length > 0 && (
        <span className="designer-recent" aria-label={MSG.designer.recentModels}>
          {preview.recent.map((pick) => (
            <Tag
              key={pick.modelId}
              size="small"
              className="designer-recent-pick"
              checkable
              checked={pick.modelId === preview.modelId}
              onCheck={() => preview.pickRecent(pick)}
            >
              {pick.modelName}
            </Tag>
          ))}
        </span>
      )}
      {selects.map((select) => (
        <Select
          key={select.part}
          size="small"
          className={`designer-preview-${select.part}`}
          placeholder={select.placeholder}
          value={select.value ?? undefined}
          onChange={then(select.pick)}
          disabled={select.disabled}
          showSearch={select.part === 'model'}
          options={select.options}
        />
      ))}
    </div>
  );
}
