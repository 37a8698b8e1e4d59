import { Alert, Button, Card, Progress } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { type UploadedFile } from '../../../adapters/types';
import { FILE_KIND } from '../../../contract/files';
import { describeError } from '../../api/errorCatalogue';
import { MSG } from './messages';
import { usePlatform } from '../../ui/platformContext';

/** Sends one file through the active adapter and shows what came back (ARCHITECTURE.md: upload with progress). */
export function UploadCard() {
  const { adapter } = usePlatform();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    setUploaded(null);
    setPercent(0);
    try {
      const result = await adapter.upload(file, {
        kind: FILE_KIND.DESIGN_ASSET,
        onProgress: (sent, total) => setPercent(total ? Math.round((sent / total) * 100) : 100),
      });
      setUploaded(result);
      setPercent(100);
    } catch (failure) {
      setError(describeError(failure));
      setPercent(null);
    }
  }

  return (
    <Card title={MSG.platform.uploadTitle} className="upload-card">
      <input
        ref={input}
        type="file"
        hidden
        data-testid="upload-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void upload(file);
        }}
      />
      <Button type="primary" onClick={() => input.current?.click()} loading={percent !== null && percent < 100 && !uploaded}>
        {MSG.platform.chooseFile}
      </Button>
      {percent !== null && <Progress percent={percent} style={{ marginTop: 12 }} />}
      {error && <Alert type="error" content={error} style={{ marginTop: 12 }} />}
      {uploaded && (
        <div className="upload-preview">
          <img src={uploaded.url} alt={MSG.platform.uploadSuccess} />
          <div>
            <div>{MSG.platform.uploadSuccess}</div>
            <div>
              {MSG.platform.fileId}：<span data-testid="uploaded-file-id">{uploaded.fileId}</span>
            </div>
          </div>
        </div>
      )}
    </Card>
  );
}
