import { Alert, Button, Space, Spin, Typography } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { describeError } from '../../../../api/errorCatalogue';
import { groupWireframeFiles, isImportSlow, prepareWireframeImport, type WireframeImportPlan } from '../../../../lib/wireframeImport';
import { MSG as COMMON } from '../../../../messages';
import { MSG } from '../../messages';
import { ImportPlanView } from './ImportPlanView';
import { loadImportCatalogue } from './loadImportCatalogue';
import { singleClick } from '../../../../ui/singleClick';

type Stage =
  | { kind: 'choose' }
  | { kind: 'planning'; count: number; read: number }
  | { kind: 'planned'; count: number; plan: WireframeImportPlan<File> }
  | { kind: 'failed'; text: string };

/** Step 0 of the import: instructions, the files, and the plan the merchant confirms (spec 1 §2, §5). */
export function ImportIntro({ onConfirm }: { onConfirm: (plan: WireframeImportPlan<File>) => Promise<void> }) {
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [confirming, setConfirming] = useState(false);

  async function plan(files: File[]) {
    setStage({ kind: 'planning', count: files.length, read: 0 });
    let catalogue;
    try {
      catalogue = await loadImportCatalogue(groupWireframeFiles(files).groups);
    } catch {
      setStage({ kind: 'failed', text: COMMON.catalogue.importFetchFailed });
      return;
    }
    const next = await prepareWireframeImport(files, catalogue, {
      onProgress: (read) => setStage({ kind: 'planning', count: files.length, read }),
    });
    setStage({ kind: 'planned', count: files.length, plan: next });
  }

  const choose = (input: HTMLInputElement | null) => {
    const files = Array.from(input?.files ?? []).filter((file) => !file.name.startsWith('.'));
    if (input) input.value = '';
    if (files.length) void plan(files);
  };

  async function confirm(planned: WireframeImportPlan<File>) {
    setConfirming(true);
    try {
      await onConfirm(planned);
    } catch (error) {
      setStage({ kind: 'failed', text: describeError(error) });
    } finally {
      setConfirming(false);
    }
  }

  const count = stage.kind === 'planning' || stage.kind === 'planned' ? stage.count : 0;
  return (
    <div className="import-intro">
      <Typography.Paragraph>{MSG.catalogue.importInstructions}</Typography.Paragraph>
      <input ref={filesInput} type="file" multiple accept="image/*,.svg" hidden data-testid="import-files" onChange={() => choose(filesInput.current)} />
      <input
        ref={folderInput}
        type="file"
        hidden
        data-testid="import-folder"
        onChange={() => choose(folderInput.current)}
        {...({ webkitdirectory: '', directory: '' } as Record<string, string>)}
      />
      <Space>
        <Button type="primary" onClick={() => filesInput.current?.click()} disabled={stage.kind === 'planning'}>
          {MSG.catalogue.chooseFiles}
        </Button>
        <Button onClick={() => folderInput.current?.click()} disabled={stage.kind === 'planning'}>
          {MSG.catalogue.chooseFolder}
        </Button>
      </Space>
      {isImportSlow(count) && <Alert type="info" style={{ marginTop: 12 }} content={MSG.catalogue.importSlow(count)} />}
      {stage.kind === 'planning' && (
        <div style={{ marginTop: 16 }}>
          <Spin /> {MSG.catalogue.planning(stage.read, stage.count)}
        </div>
      )}
      {stage.kind === 'failed' && <Alert type="error" style={{ marginTop: 12 }} content={stage.text} />}
      {stage.kind === 'planned' && (
        <div style={{ marginTop: 16 }}>
          <ImportPlanView plan={stage.plan} />
          <Button
            type="primary"
            style={{ marginTop: 12 }}
            loading={confirming}
            disabled={stage.plan.wireframes.length === 0 && stage.plan.rejected.length === 0}
            onClick={singleClick(() => void confirm(stage.plan))}
          >
            {MSG.catalogue.startImport}
          </Button>
        </div>
      )}
    </div>
  );
}
