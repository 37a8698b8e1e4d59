import { Button } from '@arco-design/web-react';
import { IconFile } from '@arco-design/web-react/icon';
import { useRef, type ChangeEvent } from 'react';
import { startPsdWorker } from '../lib/psd/psdClient';
import { MSG } from '../messages';

const texts = MSG.psdImport;

/** The picker offers PSDs; a PSB or anything else chosen through 所有文件 is refused with its reason. */
const PSD_ACCEPT = '.psd,image/vnd.adobe.photoshop,application/x-photoshop';

/**
 * 导入PSD: picks a file and hands it on (the dialog opens with it). The press starts the PSD worker, so it
 * is ready by the time the merchant has found the file.
 */
export function PsdImportButton({ onFile, disabled, className }: { onFile: (file: File) => void; disabled?: boolean; className?: string }) {
  const input = useRef<HTMLInputElement>(null);
  function pick() {
    startPsdWorker();
    input.current?.click();
  }
  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again (after fixing it in Photoshop) must fire change again.
    event.target.value = '';
    if (file) onFile(file);
  }
  return (
    <>
      <Button className={className} icon={<IconFile />} disabled={disabled} onClick={pick}>
        {texts.importButton}
      </Button>
      <input ref={input} type="file" accept={PSD_ACCEPT} hidden data-testid="psd-import-input" onChange={chosen} />
    </>
  );
}
