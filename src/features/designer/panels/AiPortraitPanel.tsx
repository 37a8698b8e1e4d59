import { Button, Message, Tabs, Typography } from '@arco-design/web-react';
import { IconDelete, IconUpload } from '@arco-design/web-react/icon';
import { useRef, useState, type ChangeEvent } from 'react';
import { AI_CUTOUT_TYPES } from '../../../../contract/templates';
import { placeholderFileProblem, type AiCutoutPlaceholderImage, type AiCutoutType } from '../../../../contract/aiCutout';
import { FILE_KIND } from '../../../../contract/files';
import { createPlaceholder, deletePlaceholder } from '../../../api/aiCutout';
import { bindToSession } from '../../../api/sessionBound';
import { decodesFully } from '../../../lib/loadImage';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { confirm } from '../../../ui/confirm';
import { ListLoad } from '../../../ui/ListLoad';
import { usePlatform } from '../../../ui/platformContext';
import { useRunningWork } from '../../../ui/useRunningWork';
import { useSingleFlight } from '../../../ui/useSingleFlight';
import { placeholderImages } from '../cutout/placeholderImages';
import { CUTOUT_TYPE_LABELS, usePlaceholders } from '../cutout/usePlaceholders';
import './cutout.css';

/** AI人像 (spec 2 §2): the placeholder images of each cutout type, to list, upload and delete. */
export function AiPortraitPanel() {
  const [type, setType] = useState<AiCutoutType>('head');
  return (
    <div className="ai-portrait-panel" data-testid="ai-portrait-panel">
      <Typography.Title heading={6}>{MSG.aiPortrait.menu}</Typography.Title>
      <Tabs activeTab={type} onChange={(key) => setType(key as AiCutoutType)} size="small">
        {AI_CUTOUT_TYPES.map((key) => (
          <Tabs.TabPane key={key} title={CUTOUT_TYPE_LABELS[key]} />
        ))}
      </Tabs>
      <PlaceholderLibrary key={type} type={type} />
    </div>
  );
}

/** Why each picked file cannot be uploaded, by the rules of spec 2 §9: PNG or JPEG, at most 3 MB, a real image. */
async function refusalOf(file: File, several: boolean): Promise<string | null> {
  const problem = placeholderFileProblem(file);
  if (problem === 'size') return several ? MSG.aiPortrait.tooLargeNamed(file.name) : MSG.aiPortrait.tooLarge;
  if (problem === 'type' || !(await decodesFully(file))) return MSG.aiPortrait.notImage(file.name);
  return null;
}

function PlaceholderLibrary({ type }: { type: AiCutoutType }) {
  const loaded = usePlaceholders(type);
  const { adapter } = usePlatform();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  // Leaving the page mid-upload asks first, as every upload does.
  useRunningWork(progress !== null, COMMON.midWork.uploadWork);

  const upload = useSingleFlight(async (files: File[]) => {
    // The placeholders go to the account that picked them: a step after 退出登录 is not sent (sessionBound.ts).
    const bound = bindToSession();
    const accepted: File[] = [];
    for (const file of files) {
      const refusal = await refusalOf(file, files.length > 1);
      if (refusal) Message.error(refusal);
      else accepted.push(file);
    }
    if (accepted.length === 0) return;
    let done = 0;
    setProgress({ done, total: accepted.length });
    try {
      for (const file of accepted) {
        const uploaded = await bound.upload(adapter, file, { kind: FILE_KIND.TEMPLATE_LAYER, fileName: file.name });
        await bound.step(createPlaceholder)({ aiCutoutType: type, url: uploaded.url, fileId: uploaded.fileId });
        done += 1;
        setProgress({ done, total: accepted.length });
      }
    } catch {
      // The upload or the API client has said why; what went up before it stays, the reload shows it.
    } finally {
      setProgress(null);
    }
    if (bound.signal.aborted) return;
    if (done > 0) Message.success(MSG.aiPortrait.uploaded);
    await loaded.reload();
  });

  const remove = useSingleFlight(async (image: AiCutoutPlaceholderImage) => {
    try {
      await confirm({ title: MSG.aiPortrait.confirmDelete, content: MSG.aiPortrait.deleteWarning });
      await deletePlaceholder(image.id);
    } catch {
      return;
    }
    placeholderImages.forget(image.id);
    Message.success(MSG.aiPortrait.deleted);
    await loaded.reload();
  });

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (files.length > 0) void upload.run(files);
  }

  return (
    <div className="placeholder-library">
      <input ref={input} type="file" accept="image/png,image/jpeg" multiple hidden data-testid="placeholder-upload-input" onChange={picked} />
      <Button type="primary" size="small" icon={<IconUpload />} loading={upload.pending} onClick={() => input.current?.click()}>
        {progress ? MSG.aiPortrait.uploading(progress.done, progress.total) : MSG.aiPortrait.upload}
      </Button>
      <p className="placeholder-note">{MSG.aiPortrait.uploadHint}</p>
      <ListLoad loaded={loaded}>
        {(list) =>
          list.length === 0 ? (
            <p className="placeholder-note">{MSG.aiPortrait.empty}</p>
          ) : (
            <ul className="placeholder-grid">
              {list.map((image) => (
                <li key={image.id} className="placeholder-item" data-placeholder-id={image.id}>
                  <img src={image.url} alt="" />
                  <Button
                    className="placeholder-delete"
                    size="mini"
                    status="danger"
                    shape="circle"
                    icon={<IconDelete />}
                    aria-label={MSG.aiPortrait.deletePlaceholder}
                    onClick={() => void remove.run(image)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </ListLoad>
    </div>
  );
}
