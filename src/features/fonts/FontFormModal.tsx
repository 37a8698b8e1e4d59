import { Alert, Checkbox, Form, Input, Message, Spin, type FormInstance } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { FILE_KIND } from '../../../contract/files';
import { ApiError, answerLost } from '../../api/client';
import { createFont, listFonts } from '../../api/shopFonts';
import { bindToSession } from '../../api/sessionBound';
import { FontPreviewError, renderFontPreviews, type FontPreviews } from '../../lib/fontPreview';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { FormModal } from '../../ui/FormModal';
import { usePlatform } from '../../ui/platformContext';
import { FontFileField } from './FontFileField';
import { FONT_NAME_MAX } from '../../../contract/limits';
import { fontFileRule, fontNameRule, licenseRule, nameLength, previewFileNames, type ChosenFontFile } from './fontFormRules';

/** The files an attempt uploaded for one chosen font file: the previews with the name they were drawn with. */
interface SentFont {
  file: File;
  fontFileId?: string;
  previews?: { name: string; normal: string; active: string };
}

/** A create of this opening whose answer never came: it may have made the font, from this file, under this name. */
interface LostCreate {
  name: string;
  fontFileId: string;
  /** The font file it was made from, by name and size: a pick of the same file again is another File object. */
  file: string;
}

const fileSignature = (file: File) => `${file.name}\n${file.size}`;

interface FontFormValues {
  name: string;
  fontFile?: ChosenFontFile;
  license?: boolean;
}

export interface FontFormModalProps {
  visible: boolean;
  onClose: () => void;
  onSaved: () => void;
  onMaybeSaved: () => void;
}

/**
 * The name input with its counter. The counter counts what is saved (spec 2 §5: trimmed, at most 10),
 * as the merchant counts characters, so `  一二三四五六七八九十  ` reads 10/10 and passes.
 */
function FontNameInput({ value = '', onChange, ...control }: { value?: string; onChange?: (value: string) => void; id?: string; disabled?: boolean; error?: boolean }) {
  const count = nameLength(value);
  const over = count > FONT_NAME_MAX;
  return (
    <Input
      {...control}
      value={value}
      onChange={(next) => onChange?.(next)}
      placeholder={MSG.fonts.fontName}
      autoFocus
      status={over ? 'error' : undefined}
      suffix={<span className={over ? 'arco-input-word-limit arco-input-word-limit-error' : 'arco-input-word-limit'}>{`${count}/${FONT_NAME_MAX}`}</span>}
    />
  );
}

/**
 * 新增字体 (spec 2 §5): name, file and licence are checked, then the two previews are drawn from the
 * font itself. Only when both exist does anything travel: the font and the previews are uploaded as
 * kind FONT through the active adapter, and the font is created from the three file ids.
 */
export function FontFormModal({ visible, onClose, onSaved, onMaybeSaved }: FontFormModalProps) {
  const { adapter } = usePlatform();
  const [error, setError] = useState<string | null>(null);
  // What this opening already uploaded: 保存 again after a reply that never came sends the same three file
  // ids, so the create goes under the same retry key and the font is made once (spec 1 §2's retry).
  const sent = useRef<SentFont | null>(null);
  // Kept over another pick of the file too: the lost create is still there to be found.
  const lost = useRef<LostCreate | null>(null);

  // Each opening starts without the last attempt's upload error (the fields start afresh with the form).
  useEffect(() => {
    if (visible) {
      setError(null);
      sent.current = null;
      lost.current = null;
    }
  }, [visible]);

  async function save(values: FontFormValues, form: FormInstance<FontFormValues>) {
    const chosen = values.fontFile!;
    const name = values.name.trim();
    setError(null);
    // The font goes to the account that pressed 保存: a step after 退出登录 is not sent (sessionBound.ts).
    const bound = bindToSession();
    if (sent.current?.file !== chosen.file) sent.current = { file: chosen.file };
    const attempt = sent.current;
    let previews: FontPreviews | null = null;
    // The previews are drawn from the font and the name: drawn again only for another name.
    if (attempt.previews?.name !== name) {
      try {
        previews = await renderFontPreviews(chosen.file, name);
      } catch (failure) {
        // Shown where the fix is: a character the font lacks at the name (spec 2 §8), anything else at the file.
        if (failure instanceof FontPreviewError && failure.reason === 'missing-glyphs') {
          form.setFields({ name: { value: values.name, error: { message: COMMON.fonts.missingGlyphs } } });
        } else {
          form.setFields({ fontFile: { value: chosen, error: { message: COMMON.fonts.previewFailed } } });
        }
        return;
      }
    }
    const upload = (blob: Blob, fileName: string) => bound.upload(adapter, blob, { kind: FILE_KIND.FONT, fileName });
    try {
      attempt.fontFileId ??= (await upload(chosen.file, chosen.file.name)).fileId;
      if (previews) {
        const names = previewFileNames(chosen.file.name);
        const normal = (await upload(previews.normal, names.normal)).fileId;
        const active = (await upload(previews.active, names.active)).fileId;
        attempt.previews = { name, normal, active };
      }
      // Another name, or the same file picked anew, after a create whose answer never came: that create may
      // have made the font already, and a second create would make it twice. Another font file goes ahead.
      const lostCreate = lost.current;
      if (lostCreate && lostCreate.file === fileSignature(chosen.file) && (lostCreate.name !== name || lostCreate.fontFileId !== attempt.fontFileId)) {
        const made = (await bound.step(listFonts)()).find((font) => font.fileKey === lostCreate.fontFileId);
        if (made && made.name === name) {
          Message.success(COMMON.common.done);
          onSaved();
          return;
        }
        if (made) {
          form.setFields({ name: { value: values.name, error: { message: MSG.fonts.savedAs(made.name) } } });
          return;
        }
      }
      const { normal, active } = attempt.previews!;
      await bound.step(createFont)({ name, fontFileId: attempt.fontFileId, previewImageFileId: normal, activePreviewImageFileId: active });
    } catch (failure) {
      // Signed out meanwhile: the form is gone with the console.
      if (bound.signal.aborted) return;
      // No answer: the font may have been made. The list shows it if so, and the next 保存 knows.
      if (answerLost(failure) && attempt.fontFileId !== undefined) {
        lost.current = { name, fontFileId: attempt.fontFileId, file: fileSignature(chosen.file) };
        onMaybeSaved();
      }
      // Admin API failures already opened the 网络请求错误 modal; an upload that failed on its way
      // (the storage POST, the Qianniu bridge) is only known here.
      if (!(failure instanceof ApiError)) setError(failure instanceof Error ? failure.message : COMMON.errors.uploadFailed);
      return;
    }
    Message.success(COMMON.common.done);
    onSaved();
  }

  return (
    <FormModal<FontFormValues>
      title={MSG.fonts.addFont}
      open={visible}
      initialValues={{ name: '' }}
      onClose={onClose}
      onSubmit={save}
      className="font-form-modal"
      width={480}
    >
      {({ saving }) => (
        <>
          <Form.Item label={MSG.fonts.fontName} field="name" required rules={[{ validator: fontNameRule }]}>
            <FontNameInput />
          </Form.Item>
          <Form.Item label={MSG.fonts.fontFile} field="fontFile" required rules={[{ validator: fontFileRule }]}>
            <FontFileField />
          </Form.Item>
          <Form.Item field="license" triggerPropName="checked" rules={[{ validator: licenseRule }]} className="font-license-item">
            <Checkbox>{MSG.fonts.license}</Checkbox>
          </Form.Item>
          {saving ? (
            <div className="font-form-status" role="status">
              <Spin size={14} />
              <span>{MSG.fonts.uploading}</span>
            </div>
          ) : null}
          {error ? <Alert type="error" content={error} /> : null}
        </>
      )}
    </FormModal>
  );
}
