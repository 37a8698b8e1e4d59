import { Button } from '@arco-design/web-react';
import { IconFile, IconUpload } from '@arco-design/web-react/icon';
import { useRef } from 'react';
import { FONT_FILE_ACCEPT, readFontSignature } from '../../lib/fontFile';
import { MSG } from './messages';
import { formatFileSize, type ChosenFontFile } from './fontFormRules';

export interface FontFileFieldProps {
  value?: ChosenFontFile;
  onChange?: (value: ChosenFontFile) => void;
  disabled?: boolean;
}

/**
 * The font file chooser. The signature is read as soon as a file is chosen, so a PNG renamed `.ttf`
 * is refused right away (spec 2 §5) rather than after the merchant fills in the rest.
 */
export function FontFileField({ value, onChange, disabled }: FontFileFieldProps) {
  const input = useRef<HTMLInputElement>(null);

  async function choose(file: File) {
    onChange?.({ file, format: await readFontSignature(file) });
  }

  return (
    <div className="font-file-field">
      <input
        ref={input}
        type="file"
        accept={FONT_FILE_ACCEPT}
        hidden
        aria-label={MSG.fonts.fontFile}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so choosing the same file again after a fix still fires a change.
          event.currentTarget.value = '';
          if (file) void choose(file);
        }}
      />
      <Button icon={<IconUpload />} disabled={disabled} onClick={() => input.current?.click()}>
        {MSG.fonts.chooseFontFile}
      </Button>
      {value ? (
        <span className={value.format ? 'font-file-name' : 'font-file-name font-file-name-invalid'} title={value.file.name}>
          <IconFile />
          <span className="font-file-label">{value.file.name}</span>
          <span className="font-file-size">{formatFileSize(value.file.size)}</span>
        </span>
      ) : (
        <span className="font-file-hint">{FONT_FILE_ACCEPT.replace(/,/g, ' ')}</span>
      )}
    </div>
  );
}
