import { Alert, Checkbox, Form, Input, Message, Modal, Spin } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { FILE_KIND } from '../../../adapters/types';
import { ApiError } from '../../api/client';
import { createFont } from '../../api/shopFonts';
import { renderFontPreviews, type FontPreviews } from '../../lib/fontPreview';
import { MSG } from '../../messages';
import { usePlatform } from '../../ui/platformContext';
import { FontFileField } from './FontFileField';
import { FONT_NAME_MAX, fontFileRule, fontNameRule, licenseRule, previewFileNames, type ChosenFontFile } from './fontFormRules';

interface FontFormValues {
  name: string;
  fontFile?: ChosenFontFile;
  license?: boolean;
}

export interface FontFormModalProps {
  visible: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新增字体 (spec 2 §5): name, file and licence are checked, then the two previews are drawn from the
 * font itself. Only when both exist does anything travel: the font and the previews are uploaded as
 * kind FONT through the active adapter, and the font is created from the three file ids.
 */
export function FontFormModal({ visible, onClose, onSaved }: FontFormModalProps) {
  const { adapter } = usePlatform();
  const [form] = Form.useForm<FontFormValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The modal stays mounted between uses: each opening starts from an empty form.
  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    setError(null);
  }, [visible, form]);

  const upload = (blob: Blob, fileName: string) => adapter.upload(blob, { kind: FILE_KIND.FONT, fileName });

  async function submit() {
    if (saving) return; // Enter in the name field and the OK button must not create it twice
    const values = await form.validate();
    const chosen = values.fontFile!;
    const name = values.name.trim();
    setSaving(true);
    setError(null);
    try {
      let previews: FontPreviews;
      try {
        previews = await renderFontPreviews(chosen.file, name);
      } catch {
        // Shown at the file: it is the file that cannot draw the name (spec 2 §5).
        form.setFields({ fontFile: { value: chosen, error: { message: MSG.fonts.previewFailed } } });
        return;
      }
      const names = previewFileNames(chosen.file.name);
      const font = await upload(chosen.file, chosen.file.name);
      const normal = await upload(previews.normal, names.normal);
      const active = await upload(previews.active, names.active);
      await createFont({ name, fontFileId: font.fileId, previewImageFileId: normal.fileId, activePreviewImageFileId: active.fileId });
      Message.success(MSG.common.done);
      onSaved();
    } catch (failure) {
      // Admin API failures already opened the 网络请求错误 modal; an upload that failed on its way
      // (the storage POST, the Qianniu bridge) is only known here.
      if (!(failure instanceof ApiError)) setError(failure instanceof Error ? failure.message : MSG.errors.uploadFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={MSG.fonts.addFont}
      visible={visible}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={saving}
      okText={MSG.common.save}
      cancelText={MSG.common.cancel}
      className="font-form-modal"
      style={{ width: 480 }}
    >
      <Form form={form} layout="vertical" disabled={saving} onSubmit={() => void submit().catch(() => undefined)}>
        <Form.Item label={MSG.fonts.fontName} field="name" required rules={[{ validator: fontNameRule }]}>
          <Input placeholder={MSG.fonts.fontName} maxLength={{ length: FONT_NAME_MAX, errorOnly: true }} showWordLimit autoFocus />
        </Form.Item>
        <Form.Item label={MSG.fonts.fontFile} field="fontFile" required rules={[{ validator: fontFileRule }]}>
          <FontFileField />
        </Form.Item>
        <Form.Item field="license" triggerPropName="checked" rules={[{ validator: licenseRule }]} className="font-license-item">
          <Checkbox>{MSG.fonts.license}</Checkbox>
        </Form.Item>
      </Form>
      {saving ? (
        <div className="font-form-status" role="status">
          <Spin size={14} />
          <span>{MSG.fonts.uploading}</span>
        </div>
      ) : null}
      {error ? <Alert type="error" content={error} /> : null}
    </Modal>
  );
}
