import { useRef } from 'react';
import { FILE_KIND } from '../../../contract/files';
import type { Id } from '../../../contract/catalogue';
import { createAsset } from '../../api/designAssets';
import type { AssetType } from '../../../contract/library';
import { makeThumbnail } from '../../lib/thumbnail';
import { MSG } from './messages';
import { usePlatform } from '../../ui/platformContext';
import { UploadWizard, type WizardItem } from '../../ui/UploadWizard';
import { AssetUploadIntro } from './AssetUploadIntro';
import { isSticker } from './assetTypes';
import { uploadAsset, type AssetUploadDeps, type SentAsset } from './uploadAsset';

type AssetItem = WizardItem & { file: File };

export interface AssetUploadWizardProps {
  visible: boolean;
  type: AssetType;
  collectionId: Id;
  onClose: (anyDone: boolean) => void;
}

/** 上传素材: the three-step wizard (spec 1 §2) over the chosen collection, 6 files at a time. */
export function AssetUploadWizard({ visible, type, collectionId, onClose }: AssetUploadWizardProps) {
  const { adapter } = usePlatform();
  // Per File, what already went up: a retry of a failed file re-sends only what failed.
  const sent = useRef(new Map<File, SentAsset>());
  const deps: AssetUploadDeps = {
    type,
    collectionId,
    makeThumbnail: (file) => makeThumbnail(file),
    upload: async (file, fileName, signal) => (await adapter.upload(file, { kind: FILE_KIND.DESIGN_ASSET, fileName, signal })).fileId,
    createAsset,
  };

  function sentFor(file: File): SentAsset {
    let entry = sent.current.get(file);
    if (!entry) sent.current.set(file, (entry = {}));
    return entry;
  }

  return (
    <UploadWizard<AssetItem>
      title={MSG.assets.upload}
      visible={visible}
      onClose={(anyDone) => {
        sent.current = new Map();
        onClose(anyDone);
      }}
      renderIntro={(start) => (
        <AssetUploadIntro
          sticker={isSticker(type)}
          onChosen={({ accepted, rejected }) =>
            start(
              accepted.map((file, i) => ({ key: `${i}:${file.name}`, name: file.name, size: file.size, file })),
              rejected,
            )
          }
        />
      )}
      upload={(item, signal) => uploadAsset(item.file, sentFor(item.file), deps, signal)}
    />
  );
}
