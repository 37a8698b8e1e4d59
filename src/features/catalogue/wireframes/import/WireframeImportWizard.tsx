import { Modal } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { FILE_KIND } from '../../../../../contract/files';
import { nameKey, type PlannedWireframe, type WireframeImportPlan } from '../../../../lib/wireframeImport';
import { MSG as COMMON } from '../../../../messages';
import { MSG } from '../../messages';
import { usePlatform } from '../../../../ui/platformContext';
import { UploadWizard, type WizardItem } from '../../../../ui/UploadWizard';
import { listMaterials } from '../../../../api/materials';
import { createMissing, type CreatedIds } from './createMissing';
import { ImportIntro } from './ImportIntro';
import { importWireframe } from './importWireframe';
import { createdOnlyFor } from './leftBehind';
import type { SaveProgress } from '../saveWireframe';

type ImportItem = WizardItem & { planned: PlannedWireframe<File>; ids: CreatedIds };

function fileNames(planned: PlannedWireframe<File>): string {
  return [planned.foreground?.name, planned.background?.name].filter(Boolean).join('、');
}

function fileCount(planned: PlannedWireframe<File>): number {
  return (planned.foreground ? 1 : 0) + (planned.background ? 1 : 0);
}

/** 一键导入线框图: plan from file names, confirm, then the upload wizard does each wireframe (spec 1 §4, §5). */
export function WireframeImportWizard({ visible, onClose }: { visible: boolean; onClose: (imported: boolean) => void }) {
  const { adapter } = usePlatform();
  // What this opening of the wizard created or sent, so that a retry does not do it again: the missing
  // brands, models, materials and colours; each file's id; each planned wireframe's created wireframe.
  const created = useRef<CreatedIds>(emptyCreated());
  const uploaded = useRef(new Map<File, string>());
  const saved = useRef(new Map<string, SaveProgress>());
  // A missing brand, model, material or colour was (or may have been) created: the catalogue changed.
  const catalogueWritten = useRef(false);
  // The plan whose missing catalogue entries are being created (before any file goes up), if any.
  const [preparing, setPreparing] = useState<WireframeImportPlan<File> | null>(null);

  async function uploadFile(file: File, signal: AbortSignal): Promise<string> {
    const known = uploaded.current.get(file);
    if (known) return known;
    const { fileId } = await adapter.upload(file, { kind: FILE_KIND.WIREFRAME, fileName: file.name, signal });
    uploaded.current.set(file, fileId);
    return fileId;
  }

  function progressOf(key: string): SaveProgress {
    let progress = saved.current.get(key);
    if (!progress) saved.current.set(key, (progress = {}));
    return progress;
  }

  async function prepare(plan: WireframeImportPlan<File>, signal: AbortSignal) {
    const existingBrand = new Map(plan.wireframes.filter((w) => w.existing.brandId).map((w) => [nameKey(w.brand), w.existing.brandId!]));
    const existingMaterial = new Map(
      plan.wireframes.filter((w) => w.existing.materialId).map((w) => [nameKey(w.material), w.existing.materialId!]),
    );
    // The maps of this session's CreatedIds: a closed session's late answers land in its own, dropped one.
    const into = created.current;
    const needingBackground = plan.create.colors.length
      ? new Set((await listMaterials()).filter((material) => material.needBackground).map((material) => material.id))
      : new Set<string>();
    await createMissing(
      plan.create,
      {
        brandId: (name) => existingBrand.get(nameKey(name)) ?? null,
        materialId: (name) => existingMaterial.get(nameKey(name)) ?? null,
        needsBackground: (materialId) => needingBackground.has(materialId),
      },
      { signal, into, onWrite: () => (catalogueWritten.current = true) },
    );
    return into;
  }

  return (
    <UploadWizard<ImportItem>
      title={MSG.catalogue.importWireframes}
      visible={visible}
      introBusy={
        preparing && {
          lines: () => {
            const names = createdOnlyFor(preparing.wireframes, [], created.current);
            return [MSG.midWork.preparingImport, ...(names.length ? [MSG.midWork.createdForUnfinished(names.join('、'))] : [])];
          },
        }
      }
      onClose={(anyDone) => {
        const changed = anyDone || catalogueWritten.current;
        created.current = emptyCreated();
        uploaded.current = new Map();
        saved.current = new Map();
        catalogueWritten.current = false;
        onClose(changed);
      }}
      renderIntro={(start, signal) => (
        <ImportIntro
          onConfirm={async (plan) => {
            setPreparing(plan);
            // This opening's entries: a close replaces created.current with a fresh map.
            const into = created.current;
            let ids: CreatedIds;
            try {
              ids = await prepare(plan, signal);
            } catch (failure) {
              if (signal.aborted) reportStoppedPreparing(plan, into);
              throw failure;
            } finally {
              setPreparing(null);
            }
            if (signal.aborted) {
              reportStoppedPreparing(plan, ids);
              return;
            }
            start(
              plan.wireframes.map((planned) => ({ key: planned.key, name: fileNames(planned), files: fileCount(planned), planned, ids })),
              plan.rejected.map((rejection) => ({ name: rejection.fileNames.join('、'), reason: rejection.reason, files: rejection.fileNames.length })),
            );
          }}
        />
      )}
      leftBehind={(unfinished, finished) => {
        const ids = unfinished[0]?.ids ?? finished[0]?.ids;
        if (!ids) return [];
        const names = createdOnlyFor(
          unfinished.map((item) => item.planned),
          finished.map((item) => item.planned),
          ids,
        );
        return names.length ? [MSG.midWork.createdForUnfinished(names.join('、'))] : [];
      }}
      upload={(item, signal) => importWireframe(item.planned, item.ids, uploadFile, progressOf(item.planned.key), signal)}
    />
  );
}

/** Closed while creating the missing entries: none of the files went up, so every entry made is left without one. */
function reportStoppedPreparing(plan: WireframeImportPlan<File>, ids: CreatedIds): void {
  const names = createdOnlyFor(plan.wireframes, [], ids);
  if (names.length === 0) return;
  Modal.info({
    title: MSG.midWork.stoppedPreparing,
    content: MSG.midWork.createdForUnfinished(names.join('、')),
    okText: COMMON.confirm.ok,
  });
}

function emptyCreated(): CreatedIds {
  return { brands: new Map(), models: new Map(), materials: new Map(), colors: new Map() };
}
