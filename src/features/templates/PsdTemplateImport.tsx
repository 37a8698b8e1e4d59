import { Message, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { FILE_KIND } from '../../../contract/files';
import { createTemplate } from '../../api/templates';
import type { ParsedArtboard } from '../../lib/psd/psdProtocol';
import { importArtboardsAsTemplates, templateName } from '../../lib/psd/psdTemplates';
import { uuidV4 } from '../../lib/uuid';
import { MSG } from '../../messages';
import { MidWorkSummary, namesUpTo } from '../../ui/MidWorkSummary';
import { usePlatform } from '../../ui/platformContext';
import { PsdImportButton, PsdImportDialog } from '../../ui/PsdImportDialog';
import { useRunningWork } from '../../ui/useRunningWork';

export interface PsdTemplateImportButtonProps {
  /** The current group: each artboard chosen becomes a new template in it. */
  groupId: string;
  /** Templates were created: the grid reloads. */
  onImported: () => void;
}

/** A new template's canvas: the default wireframe's, as the designer opens a new template (spec 2 §3). */
const TEMPLATE_CANVAS = { width: 500, height: 1044 } as const;

const texts = MSG.psdImport;

/**
 * 导入PSD on the template screen (spec 2 §4): at least one artboard, each a new template in the current
 * group, one after another with progress. A failure half-way says which were created and which not; the
 * dialog stays open with the created ones marked 已导入, so 导入 again creates only the rest.
 */
export function PsdTemplateImportButton({ groupId, onImported }: PsdTemplateImportButtonProps) {
  const { adapter } = usePlatform();
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [status, setStatus] = useState<string | null>(null);
  useRunningWork(status !== null, texts.templatesTitle);

  function open(chosen: File) {
    setDone(new Set());
    setFile(chosen);
  }

  async function importTemplates(artboards: ParsedArtboard[], keys: number[]): Promise<boolean> {
    const created: string[] = [];
    let skipped = artboards.reduce((sum, artboard) => sum + artboard.skippedLayers, 0);
    try {
      await importArtboardsAsTemplates(
        artboards.map((artboard, i) => ({ key: keys[i], artboard })),
        groupId,
        TEMPLATE_CANVAS,
        {
          uploadLayerImage: async (image, fileName) => (await adapter.upload(image, { kind: FILE_KIND.TEMPLATE_LAYER, fileName })).fileId,
          uploadThumbnail: async (image, fileName) => (await adapter.upload(image, { kind: FILE_KIND.TEMPLATE_THUMBNAIL, fileName })).fileId,
          createTemplate,
          newUuid: uuidV4,
          onStart: (count, total, name) => setStatus(texts.importing(count + 1, total, templateName(name) || texts.unnamed)),
          onSkipped: (_key, count) => {
            skipped += count;
          },
          onCreated: (key, template) => {
            created.push(template.name);
            setDone((last) => new Set(last).add(key));
          },
        },
      );
      Message.success(texts.succeeded);
      if (skipped > 0) Message.warning(texts.skippedLayers(skipped));
      return true;
    } catch {
      // The admin API's own errors were shown by its modal; this says where the import stands.
      const notCreated = artboards.slice(created.length).map((artboard) => templateName(artboard.name) || texts.unnamed);
      const lines = [...(created.length > 0 ? [texts.created(namesUpTo(created))] : []), texts.notCreated(namesUpTo(notCreated)), texts.retryHint];
      Modal.warning({ title: texts.partialTitle, content: <MidWorkSummary lines={lines} />, okText: MSG.confirm.ok });
      return false;
    } finally {
      setStatus(null);
      if (created.length > 0) onImported();
    }
  }

  return (
    <>
      <PsdImportButton onFile={open} />
      <PsdImportDialog
        file={file}
        mode="many"
        title={texts.templatesTitle}
        canvas={TEMPLATE_CANVAS}
        onClose={() => setFile(null)}
        onImport={importTemplates}
        done={done}
        importStatus={status}
      />
    </>
  );
}
