import { Form, Input } from '@arco-design/web-react';
import type { Id } from '../../../../contract/catalogue';
import type { ProductMode } from '../../../../contract/customization';
import { TEMPLATE_NAME_MAX } from '../../../../contract/limits';
import { withoutRefusedCharacters } from '../../../../contract/textWidth';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { AssetCollectionSelect, ProductModeSelect } from '../../../ui/TemplateSettingFields';
import type { CanvasSize } from '../model';

/** The template-level options the 设置 menu edits besides the name; batch template settings set the same. */
export interface TemplateSettings {
  productMode: ProductMode | null;
  boundDesignAssetCollectionIds: Id[];
}

export interface SettingsPanelProps {
  name: string;
  onNameChange: (name: string) => void;
  canvas: CanvasSize;
  settings: TemplateSettings;
  onSettingsChange: (change: Partial<TemplateSettings>) => void;
}

/**
 * 设置: the template-level options (spec 2 §2 does not say which). Ours: the template's name (the dev
 * API names an empty one 模板 N), the product mode and bound asset collections (the fields batch template
 * settings apply, spec 2 §3), the preview model (set in the header's selector) and the canvas size,
 * which follows the default wireframe (500 × 1044). All are saved with the template.
 */
export function SettingsPanel({ name, onNameChange, canvas, settings, onSettingsChange }: SettingsPanelProps) {
  return (
    <Form layout="vertical" size="small" className="designer-settings">
      <Form.Item label={MSG.designer.templateName}>
        {/* What the names rule (contract/names.ts) refuses is dropped as typed or pasted: direction controls,
            characters that draw nothing, marks past the bound. The joiners of emoji sequences are kept. */}
        <Input
          value={name}
          onChange={(value) => onNameChange(withoutRefusedCharacters(value))}
          placeholder={MSG.designer.templateNamePlaceholder}
          maxLength={TEMPLATE_NAME_MAX}
          allowClear
        />
      </Form.Item>
      <Form.Item label={COMMON.templateBatch.productMode}>
        <ProductModeSelect
          className="designer-settings-mode"
          value={settings.productMode}
          allowClear
          onChange={(productMode) => onSettingsChange({ productMode })}
        />
      </Form.Item>
      <Form.Item label={COMMON.templateBatch.collections}>
        <AssetCollectionSelect
          className="designer-settings-collections"
          value={settings.boundDesignAssetCollectionIds}
          onChange={(boundDesignAssetCollectionIds) => onSettingsChange({ boundDesignAssetCollectionIds })}
        />
      </Form.Item>
      <Form.Item label={COMMON.templateBatch.previewModel}>
        <span className="muted designer-settings-preview">{MSG.templateBatch.previewInHeader}</span>
      </Form.Item>
      <Form.Item label={MSG.designer.canvasSize}>
        <span className="designer-canvas-size">
          {canvas.width} × {canvas.height}
        </span>
      </Form.Item>
    </Form>
  );
}
