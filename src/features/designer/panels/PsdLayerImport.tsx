import { Message } from '@arco-design/web-react';
import { useState } from 'react';
import { importedImageLayer, placeableLayers } from '../../../lib/psd/psdPlacement';
import type { DrawnArtboard, DrawnLayer } from '../../../lib/psd/psdClient';
import { layersToPlace } from '../../../lib/psd/psdProtocol';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { PsdImportButton } from '../../../ui/PsdImportButton';
import { PsdImportDialog } from '../../../ui/PsdImportDialog';
import { uuidV4 } from '../../../lib/uuid';
import type { LocalImages } from '../session/localImages';
import { useDesignerValue } from '../useDesignerSnapshot';
import { useDesignerStore } from '../designerStoreContext';
import { useDrawerOpened } from '../drawerOpened';

/** Object URLs made per task: each is a synchronous trip to the browser process. */
const URL_BATCH = 10;

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The layer images as local URLs, a batch per task, so a 100-layer import does not hold the page in one
 * go; the last batch's task ends too, so adding the layers (the canvas and the layer list) has its own.
 * A layer drawn before its PNG was made is shown from its bitmap until the PNG comes (LocalImages.addDrawn).
 */
async function localUrls(images: LocalImages, layers: readonly DrawnLayer[]): Promise<string[]> {
  const urls: string[] = [];
  for (let start = 0; start < layers.length; start += URL_BATCH) {
    for (const layer of layers.slice(start, start + URL_BATCH)) urls.push(layer.bitmap ? images.addDrawn(layer.bitmap, layer.png) : images.add(await layer.png));
    await nextTask();
  }
  return urls;
}

export interface PsdLayerImportProps {
  images: LocalImages;
}

/**
 * 导入PSD in the designer (spec 2 §4): the layers of exactly one artboard come in on top of the open
 * template as image layers, in one undo step, as soon as the worker has drawn them: their PNGs are made
 * in the background meanwhile. Their images are local until the template is saved, like an upload (the
 * normal save uploads them, kind 3, waiting for any PNG still being made).
 */
export function PsdLayerImport({ images }: PsdLayerImportProps) {
  const store = useDesignerStore();
  const [file, setFile] = useState<File | null>(null);
  // A file chosen while the drawer still slides in is read, and its dialog shown, once it is open (drawerOpened.ts).
  const opened = useDrawerOpened();
  const canvas = useDesignerValue(store, ({ state }) => state.canvas);
  const saving = useDesignerValue(store, (snapshot) => snapshot.saving);

  async function importArtboard([artboard]: DrawnArtboard[]): Promise<boolean> {
    const { canvas, layers: own } = store.getState();
    // The artboard's colour would only hide the template's own background (model/importActions.ts).
    const placed = placeableLayers(artboard, layersToPlace(artboard, !own.some((layer) => layer.isBackground)), canvas);
    const skipped = placed.skipped + artboard.skippedLayers;
    // The layers left out, and the artboard's colour under a template's own background, are not shown.
    layersToPlace(artboard).forEach((layer) => placed.layers.includes(layer) || layer.bitmap?.close());
    if (placed.layers.length === 0) {
      Message.warning(MSG.psdImport.nothingPlaceable);
      return false;
    }
    const urls = await localUrls(images, placed.layers);
    const layers = placed.layers.map((layer, i) => importedImageLayer(layer, placed.fit, { url: urls[i], fileId: null, width: layer.pngWidth, height: layer.pngHeight }, uuidV4()));
    // Refused only while a save runs: the dialog stays, and the merchant tries again once it answered.
    if (!store.dispatch('importLayers', layers).ran) {
      Message.warning(MSG.psdImport.whileSaving);
      return false;
    }
    Message.success(COMMON.psdImport.succeeded);
    if (skipped > 0) Message.warning(COMMON.psdImport.skippedLayers(skipped));
    return true;
  }

  return (
    <>
      <PsdImportButton className="designer-psd-import" onFile={setFile} disabled={saving} />
      <PsdImportDialog
        file={opened ? file : null}
        mode="one"
        title={MSG.psdImport.layersTitle}
        canvas={canvas}
        onClose={() => setFile(null)}
        onImport={importArtboard}
      />
    </>
  );
}
