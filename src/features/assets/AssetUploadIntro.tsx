import { Alert, Button, Message, Typography } from '@arco-design/web-react';
import { IconImage } from '@arco-design/web-react/icon';
import { useRef } from 'react';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { ASSET_MAX_BYTES } from '../../../contract/limits';
import { IMAGE_UPLOAD_ACCEPT, hasImageUploadExtension } from '../../lib/imageUploadFormat';
import { useFileDrop } from '../../ui/useFileDrop';

export interface ChosenFiles {
  accepted: File[];
  rejected: { name: string; reason: string }[];
}

/**
 * Spec 1 §5: files over 3 MB (3,145,728 bytes) are refused and reported; exactly 3 MB is fine. A file
 * outside the listed formats is refused as such (a dropped file skips the picker's filter).
 */
export function screenFiles(files: readonly File[]): ChosenFiles {
  const accepted: File[] = [];
  const rejected: { name: string; reason: string }[] = [];
  for (const file of files) {
    if (!hasImageUploadExtension(file.name)) rejected.push({ name: file.name, reason: COMMON.common.imageWrongFormat });
    else if (file.size > ASSET_MAX_BYTES) rejected.push({ name: file.name, reason: COMMON.common.imageFileTooLarge });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** 所选的文件不符合规范请检查, and why: too large, a format not listed, or both. */
function noValidFilesText(rejected: ChosenFiles['rejected']): string {
  const reasons = [...new Set(rejected.map((item) => item.reason))];
  return reasons.length ? `${MSG.assets.noValidFiles}：${reasons.join('；')}` : MSG.assets.noValidFiles;
}

/** Step 0 of 上传素材: the rules, the hint for this library, and the file chooser. */
export function AssetUploadIntro({ sticker, onChosen }: { sticker: boolean; onChosen: (files: ChosenFiles) => void }) {
  const input = useRef<HTMLInputElement>(null);

  function choose(files: File[]) {
    if (files.length === 0) return;
    const chosen = screenFiles(files);
    // Spec 1 §5: nothing left to upload: say so and stay on this step.
    if (chosen.accepted.length === 0) return void Message.warning(noValidFilesText(chosen.rejected));
    onChosen(chosen);
  }
  const drop = useFileDrop(choose);

  return (
    <div className="asset-upload-intro">
      <Typography.Paragraph>{MSG.assets.uploadInstructions}</Typography.Paragraph>
      <Alert type="info" showIcon content={sticker ? MSG.assets.stickerHint : MSG.assets.ratioHint} />
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={IMAGE_UPLOAD_ACCEPT}
        data-testid="asset-files"
        onChange={() => {
          const files = Array.from(input.current?.files ?? []);
          // Cleared so that choosing the same files again (after fixing them on disk) fires a change.
          input.current!.value = '';
          choose(files);
        }}
      />
      {/* Files can also be dropped here from the desktop, several at once. */}
      <div className={drop.over ? 'asset-upload-drop asset-upload-drop-over' : 'asset-upload-drop'} data-testid="asset-upload-drop" {...drop.handlers}>
        <IconImage className="asset-upload-drop-icon" />
        <Button type="primary" onClick={() => input.current?.click()}>
          {MSG.assets.chooseFiles}
        </Button>
        <span className="asset-upload-drop-text">{drop.over ? MSG.assets.dropHint : MSG.assets.dragHint}</span>
      </div>
    </div>
  );
}
