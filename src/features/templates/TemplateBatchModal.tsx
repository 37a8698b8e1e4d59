import { Checkbox, Form, Message } from '@arco-design/web-react';
import { useState } from 'react';
import type { Id } from '../../../contract/catalogue';
import type { ProductMode } from '../../../contract/customization';
import type { TemplateBatchSettings } from '../../../contract/templateBatch';
import { applyTemplateBatchSettings } from '../../api/templates';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { FormModal } from '../../ui/FormModal';
import { AssetCollectionSelect, ProductModeSelect } from '../../ui/TemplateSettingFields';
import { NO_PREVIEW, PreviewModelFields, type PreviewChoice } from './PreviewModelFields';

export interface TemplateBatchModalProps {
  open: boolean;
  templateIds: Id[];
  onClose: () => void;
  /** The settings were applied to every ticked template. */
  onApplied: () => void;
  /**
   * A ticked template was deleted in another tab (the call, all or nothing, answered its 404): the grid is
   * read again, the gone template's tick drops out, and the dialog stays open with what was chosen.
   */
  onGone: () => void;
}

/** What the merchant chose to apply; a field not ticked stays as each template has it. */
export interface BatchChoice {
  applyMode: boolean;
  productMode: ProductMode | null;
  applyCollections: boolean;
  collectionIds: Id[];
  applyPreview: boolean;
  preview: PreviewChoice;
}

export const EMPTY_CHOICE: BatchChoice = {
  applyMode: false,
  productMode: null,
  applyCollections: false,
  collectionIds: [],
  applyPreview: false,
  preview: NO_PREVIEW,
};

export type BatchProblem = 'chooseField' | 'productModeRequired' | 'previewModelRequired';

/** The call's body, or what is missing. Collections may be none (unbinds all); mode and preview may not. */
export function batchSettingsOf(templateIds: Id[], choice: BatchChoice): TemplateBatchSettings | BatchProblem {
  if (!choice.applyMode && !choice.applyCollections && !choice.applyPreview) return 'chooseField';
  if (choice.applyMode && choice.productMode === null) return 'productModeRequired';
  if (choice.applyPreview && (!choice.preview.modelId || !choice.preview.colorId)) return 'previewModelRequired';
  const settings: TemplateBatchSettings = { templateIds };
  if (choice.applyMode) settings.productMode = choice.productMode;
  if (choice.applyCollections) settings.boundDesignAssetCollectionIds = choice.collectionIds;
  if (choice.applyPreview) {
    settings.previewPhoneModelId = choice.preview.modelId;
    settings.previewMaterialColorId = choice.preview.colorId;
  }
  return settings;
}

/**
 * 批量设置 (spec 2 §3): the product mode, the bound asset collections and the preview model, each applied
 * only when ticked, to every ticked template in one all-or-nothing call. FormModal makes a double click
 * on 保存 apply once.
 */
export function TemplateBatchModal({ open, templateIds, onClose, onApplied, onGone }: TemplateBatchModalProps) {
  const [choice, setChoice] = useState<BatchChoice>(EMPTY_CHOICE);
  const [problem, setProblem] = useState<BatchProblem | null>(null);
  const change = (next: Partial<BatchChoice>) => {
    setChoice((last) => ({ ...last, ...next }));
    setProblem(null);
  };

  async function submit(): Promise<void> {
    const settings = batchSettingsOf(templateIds, choice);
    if (typeof settings === 'string') {
      setProblem(settings);
      if (settings === 'chooseField') Message.warning(MSG.templateBatch.chooseField);
      throw new Error(settings);
    }
    await applyTemplateBatchSettings(settings);
    Message.success(COMMON.common.done);
    onApplied();
  }

  const error = (which: BatchProblem) => (problem === which ? { validateStatus: 'error' as const, help: MSG.templateBatch[which] } : {});
  return (
    <FormModal<Record<string, never>>
      title={MSG.templateBatch.title(templateIds.length)}
      open={open}
      initialValues={{}}
      onClose={onClose}
      onGone={onGone}
      onSubmit={submit}
      className="template-batch-modal"
      width={560}
    >
      {({ saving }) => (
        <>
          <p className="template-batch-hint muted">{MSG.templateBatch.hint}</p>
          <Checkbox className="template-batch-apply" checked={choice.applyMode} disabled={saving} onChange={(applyMode: boolean) => change({ applyMode })}>
            {COMMON.templateBatch.productMode}
          </Checkbox>
          <Form.Item className="template-batch-field" {...error('productModeRequired')}>
            <ProductModeSelect
              className="template-batch-mode"
              value={choice.productMode}
              disabled={!choice.applyMode || saving}
              onChange={(productMode) => change({ productMode })}
            />
          </Form.Item>
          <Checkbox
            className="template-batch-apply"
            checked={choice.applyCollections}
            disabled={saving}
            onChange={(applyCollections: boolean) => change({ applyCollections })}
          >
            {COMMON.templateBatch.collections}
          </Checkbox>
          <Form.Item className="template-batch-field">
            <AssetCollectionSelect
              className="template-batch-collections"
              value={choice.collectionIds}
              disabled={!choice.applyCollections || saving}
              onChange={(collectionIds) => change({ collectionIds })}
            />
          </Form.Item>
          <Checkbox
            className="template-batch-apply"
            checked={choice.applyPreview}
            disabled={saving}
            onChange={(applyPreview: boolean) => change({ applyPreview })}
          >
            {COMMON.templateBatch.previewModel}
          </Checkbox>
          <Form.Item className="template-batch-field" {...error('previewModelRequired')}>
            <PreviewModelFields value={choice.preview} disabled={!choice.applyPreview || saving} onChange={(preview) => change({ preview })} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
