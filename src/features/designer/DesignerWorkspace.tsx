import { Message } from '@arco-design/web-react';
import { useEffect, useRef, useState, type ChangeEvent, type Ref } from 'react';
import type { Wireframe } from '../../../contract/catalogue';
import type { DesignAsset } from '../../../contract/library';
import { ASSET_TYPE } from '../../../contract/library';
import { isTooLarge, MAX_IMAGE_SIDE } from '../../lib/imageLimits';
import { loadImageSize } from '../../lib/loadImage';
import { MSG } from './messages';
import { imageLayer, type ImageLayerKind } from './model';
import { AiPortraitPanel } from './panels/AiPortraitPanel';
import { LayerList } from './panels/LayerList';
import { MaterialPanel, type MaterialType } from './panels/MaterialPanel';
import { PropertyPanel } from './panels/PropertyPanel';
import { PsdLayerImport } from './panels/PsdLayerImport';
import { SettingsPanel, type TemplateSettings } from './panels/SettingsPanel';
import { SideMenu, type DesignerMenu } from './panels/SideMenu';
import { TextCanvasEditor } from './panels/TextCanvasEditor';
import { TextMenuPanel } from './panels/TextMenuPanel';
import type { LocalImages } from './session/localImages';
import { UPLOAD_ACCEPT, uploadRefusal } from './session/uploadCheck';
import { useStrokeRenderer } from './session/useStrokeRenderer';
import { useDesignerValue } from './useDesignerSnapshot';
import { DesignerCanvas, type DesignerCanvasHandle } from './view/DesignerCanvas';
import type { ViewBox } from './view/DesignerStage';
import { useDesignerStore } from './designerStoreContext';

/**
 * Below this width the sidebar's panel floats over the canvas (designer.css has the same width): pushing
 * the canvas aside would leave it less than half a 1024 px window.
 */
const FLOATING_PANEL_QUERY = '(max-width: 1279px)';
const panelFloats = () => window.matchMedia(FLOATING_PANEL_QUERY).matches;


export interface DesignerWorkspaceProps {
  images: LocalImages;
  name: string;
  onNameChange: (name: string) => void;
  canvasRef: Ref<DesignerCanvasHandle>;
  wireframe: Wireframe | null;
  settings: TemplateSettings;
  onSettingsChange: (change: Partial<TemplateSettings>) => void;
}

/** The drawer's body (spec 2 §2): the sidebar and its panel, the layer list, the canvas, the property panel. */
export function DesignerWorkspace({ images, name, onNameChange, canvasRef, wireframe, settings, onSettingsChange }: DesignerWorkspaceProps) {
  const store = useDesignerStore();
  // A floating panel would cover the design the merchant opened the designer to see: it waits to be asked for.
  const [menu, setMenu] = useState<Exclude<DesignerMenu, 'upload'> | null>(() => (panelFloats() ? null : 'materials'));
  const fileInput = useRef<HTMLInputElement>(null);
  // The canvas alone: the workspace and its panels need not render again at each move of a drag.
  const canvas = useDesignerValue(store, ({ state }) => state.canvas);
  /** The text layer whose editor is open over the canvas (spec 2 §2: a double-click opens it). */
  const [textEditing, setTextEditing] = useState<{ uuid: string; box: ViewBox } | null>(null);
  /** Counts presses on canvas layers: each one, on a layer selected before too, shows its row again. */
  const [layerPresses, setLayerPresses] = useState(0);

  function onLayerDoubleClick(uuid: string, box: ViewBox) {
    if (store.getState().layers.some((layer) => layer.uuid === uuid && layer.type === 'TEXT')) setTextEditing({ uuid, box });
  }
  useStrokeRenderer(store, images);

  function selectMenu(chosen: DesignerMenu) {
    if (chosen === 'upload') fileInput.current?.click();
    else setMenu((current) => (current === chosen ? null : chosen));
  }

  useEffect(() => {
    if (!menu) return;
    // Escape closes the smallest thing open: a floating panel before the designer (useEscapeToClose
    // leaves an Escape that something already used).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !panelFloats()) return;
      event.preventDefault();
      setMenu(null);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [menu]);

  /** Back to the canvas: a panel floating over it steps aside. */
  function closeFloatingPanel() {
    if (menu && panelFloats()) setMenu(null);
  }

  /** A new layer on top, selected; its size comes from the image itself (spec 2 §9). */
  async function place(url: string, kind: ImageLayerKind, imageFileId: string | null): Promise<boolean> {
    let size: { width: number; height: number };
    try {
      size = await loadImageSize(url);
    } catch {
      Message.error(MSG.designer.imageUnreadable);
      return false;
    }
    // A library asset uploaded before the limit: its size is known now, before Leafer decodes it.
    if (isTooLarge(size)) {
      Message.error(MSG.common.imageTooLarge(MAX_IMAGE_SIDE));
      return false;
    }
    store.dispatch('addLayer', imageLayer({ imageUrl: url, ...size, kind, canvas: store.getState().canvas, imageFileId }));
    return true;
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen twice in a row must fire change again.
    event.target.value = '';
    if (!file) return;
    const refusal = await uploadRefusal(file);
    if (refusal) {
      Message.error(refusal);
      return;
    }
    // Uploaded to the admin API only when the template is saved (kind 3).
    await place(images.add(file), 'upload', null);
  }

  function pickAsset(asset: DesignAsset, type: MaterialType) {
    // The asset's file is already on the admin API: the layer points at it and is never uploaded again.
    void place(asset.url, type === ASSET_TYPE.maps ? 'sticker' : 'image', asset.fileId);
  }

  return (
    <div className="designer-workspace">
      <SideMenu active={menu} onSelect={selectMenu} />
      <input ref={fileInput} type="file" accept={UPLOAD_ACCEPT} hidden data-testid="designer-upload-input" onChange={upload} />
      {menu && (
        <aside className="designer-menu-panel">
          {menu === 'materials' && <MaterialPanel onPick={pickAsset} />}
          {menu === 'text' && <TextMenuPanel images={images} />}
          {menu === 'aiPortrait' && <AiPortraitPanel />}
          {menu === 'settings' && (
            <SettingsPanel name={name} onNameChange={onNameChange} canvas={canvas} settings={settings} onSettingsChange={onSettingsChange} />
          )}
        </aside>
      )}
      <section className="designer-layers">
        <h4 className="designer-section-title">{MSG.designer.layers}</h4>
        <PsdLayerImport images={images} />
        <LayerList reveal={layerPresses} />
      </section>
      <main className="designer-canvas-area" onPointerDownCapture={closeFloatingPanel}>
        <DesignerCanvas ref={canvasRef} wireframe={wireframe} onLayerDoubleClick={onLayerDoubleClick} onLayerPress={() => setLayerPresses((n) => n + 1)} />
        {textEditing && (
          <TextCanvasEditor key={textEditing.uuid} images={images} {...textEditing} onClose={() => setTextEditing(null)} />
        )}
      </main>
      <aside className="designer-properties">
        <PropertyPanel images={images} />
      </aside>
    </div>
  );
}
