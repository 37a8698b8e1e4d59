import { Button } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useRef } from 'react';
import { readImageFile } from '../../../lib/imageHeader';
import { isTooLarge, MAX_IMAGE_SIDE } from '../../../lib/imageLimits';
import { loadImageSize } from '../../../lib/loadImage';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';

/** An image on the form: one already on the server (fileId) or one just chosen (file), with its size. */
export interface SlotImage {
  url: string;
  width: number;
  height: number;
  fileId?: string;
  file?: File;
}

const ACCEPT = '.gif,.jpg,.jpeg,.png,.bmp,.svg,image/*';

export function ImageSlot({
  label,
  image,
  onChange,
  onError,
  onReading,
}: {
  label: string;
  image: SlotImage | null;
  onChange: (image: SlotImage | null) => void;
  onError: (message: string) => void;
  /** A chosen file is being read (true) or is read, shown or refused (false): the form's 保存 waits for it. */
  onReading: (reading: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);

  async function choose(file: File) {
    onReading(true);
    try {
      await read(file);
    } finally {
      onReading(false);
    }
  }

  async function read(file: File) {
    // Browsers draw a truncated PNG as far as it goes, so the structure is checked before decoding.
    const inspected = await readImageFile(file, file.name);
    if (!inspected.ok) {
      onError(MSG.catalogue.imageLoadFailed);
      return;
    }
    // The preview would decode it: a small file may declare a size that takes gigabytes.
    if (isTooLarge(inspected)) {
      onError(COMMON.common.imageTooLarge(MAX_IMAGE_SIDE));
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      // The <img> only proves the file draws. Its size is not the file's: an SVG with only a viewBox
      // gets the browser's default box. The header's size is the one the bulk import reads too, so one
      // file gets one size on both paths.
      await loadImageSize(url);
      onChange({ url, width: inspected.width, height: inspected.height, file });
    } catch {
      URL.revokeObjectURL(url);
      onError(MSG.catalogue.imageLoadFailed);
    }
  }

  return (
    <div className="image-slot">
      <div className="image-slot-label">{label}</div>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void choose(file);
        }}
      />
      {image ? (
        <div className="image-slot-preview">
          <img src={image.url} alt={label} />
          <div className="image-slot-size">{MSG.catalogue.wireframeSize(image.width, image.height)}</div>
          <Button size="mini" icon={<IconDelete />} onClick={() => onChange(null)} aria-label={`${COMMON.common.delete}${label}`} />
        </div>
      ) : (
        <button type="button" className="image-slot-empty" onClick={() => input.current?.click()}>
          <IconPlus />
          <span>{label}</span>
        </button>
      )}
    </div>
  );
}
