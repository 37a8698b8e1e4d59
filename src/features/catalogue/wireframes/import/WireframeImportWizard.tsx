import { useRef } from 'react';
import { FILE_KIND } from '../../../../../adapters/types';
import { nameKey, type PlannedWireframe, type WireframeImportPlan } from '../../../../lib/wireframeImport';
import { MSG } from '../../../../messages';
import { usePlatform } from '../../../../ui/platformContext';
import { UploadWizard, type WizardItem } from '../../../../ui/UploadWizard';
import { createMissing, type CreatedIds } from './createMissing';
import { ImportIntro } from './ImportIntro';
import { importWireframe } from './importWireframe';

type ImportItem = WizardItem & { planned: PlannedWireframe<File> };

function fileNames(planned: PlannedWireframe<File>): string {
  return [planned.foreground?.name, planned.background?.name].filter(Boolean).join('、');
}

/** 一键导入线框图: plan from file names, confirm, then the upload wizard does each wireframe (spec 1 §4, §5). */
export function WireframeImportWizard({ visible, onClose }: { visible: boolean; onClose: (imported: boolean) => void }) {
  const { adapter } = usePlatform();
  const created = useRef<CreatedIds | null>(null);
  // A file uploaded once keeps its id, so a retry of its wireframe does not send it again.
  const uploaded = useRef(new Map<File, string>());

  async function uploadFile(file: File): Promise<string> {
    const known = uploaded.current.get(file);
    if (known) return known;
    const { fileId } = await adapter.upload(file, { kind: FILE_KIND.WIREFRAME, fileName: file.name });
    uploaded.current.set(file, fileId);
    return fileId;
  }

  async function prepare(plan: WireframeImportPlan<File>) {
    const existingBrand = new Map(plan.wireframes.filter((w) => w.existing.brandId).map((w) => [nameKey(w.brand), w.existing.brandId!]));
    const existingMaterial = new Map(
      plan.wireframes.filter((w) => w.existing.materialId).map((w) => [nameKey(w.material), w.existing.materialId!]),
    );
    created.current = await createMissing(plan.create, {
      brandId: (name) => existingBrand.get(nameKey(name)) ?? null,
      materialId: (name) => existingMaterial.get(nameKey(name)) ?? null,
    });
  }

  return (
    <UploadWizard<ImportItem>
      title={MSG.catalogue.importWireframes}
      visible={visible}
      onClose={(anyDone) => {
        created.current = null;
        uploaded.current = new Map();
        onClose(anyDone);
      }}
      renderIntro={(start) => (
        <ImportIntro
          onConfirm={async (plan) => {
            await prepare(plan);
            start(
              plan.wireframes.map((planned) => ({ key: planned.key, name: fileNames(planned), planned })),
              plan.rejected.map((rejection) => ({ name: rejection.fileNames.join('、'), reason: rejection.reason })),
            );
          }}
        />
      )}
      upload={(item) => importWireframe(item.planned, created.current!, uploadFile)}
    />
  );
}
