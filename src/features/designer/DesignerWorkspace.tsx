import { Message } from '@arco-design/web-react';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type MouseEvent, type Ref, type RefObject } from 'react';
import type { Wireframe } from '../../../contract/catalogue';
import type { DesignAsset } from '../../../contract/library';
import { ASSET_TYPE } from '../../../contract/library';
import { session } from '../../api/session';
import { isTooLarge, MAX_IMAGE_SIDE } from '../../lib/imageLimits';
import { loadImageSize } from '../../lib/loadImage';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { canCrop, findLayer, imageLayer, type ImageLayerKind } from './model';
import { clearSpotFor } from './model/stickerSpot';
import { AiPortraitPanel } from './panels/AiPortraitPanel';
import { useLayerContextMenu } from './panels/LayerContextMenu';
import { LayerList } from './panels/LayerList';
import { MaterialPanel, type MaterialType } from './panels/MaterialPanel';
import { PropertyPanel } from './panels/PropertyPanel';
import { PsdLayerImport } from './panels/PsdLayerImport';
import { SettingsPanel, type TemplateSettings } from './panels/SettingsPanel';
import { SideMenu, menuLabel, type DesignerMenu } from './panels/SideMenu';
import { TextCanvasEditor } from './panels/TextCanvasEditor';
import { CropOverlay } from './panels/CropOverlay';
import { TextMenuPanel } from './panels/TextMenuPanel';
import { DesignerClipboard } from './session/designerClipboard';
import type { LocalImages } from './session/localImages';
import { UPLOAD_ACCEPT } from './session/uploadCheck';
import { useAddImageFiles } from './session/useAddImageFiles';
import { useClipboardEvents } from './session/useClipboardEvents';
import { CanvasDropHint } from './panels/CanvasDropHint';
import { useFileDrop } from '../../ui/useFileDrop';
import { useStrokeRenderer } from './session/useStrokeRenderer';
import { useDesignerValue } from './useDesignerSnapshot';
import { DesignerCanvas, type DesignerCanvasHandle } from './view/DesignerCanvas';
import type { TextEditingSurface, ViewBox } from './view/DesignerStage';
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
  const [textEditing, setTextEditing] = useState<{ uuid: string; box: ViewBox; surface: TextEditingSurface } | null>(null);
  /** Counts presses on canvas layers: each one, on a layer selected before too, shows its row again. */
  const [layerPresses, setLayerPresses] = useState(0);

  /** The image layer being cropped on the canvas (a double-click or 裁剪 opens the frame). */
  const [cropping, setCropping] = useState<{ uuid: string; box: ViewBox } | null>(null);

  function onLayerDoubleClick(uuid: string, box: ViewBox, surface: TextEditingSurface) {
    const layer = findLayer(store.getState(), uuid);
    if (layer?.type === 'TEXT') setTextEditing({ uuid, box, surface });
    else if (layer && canCrop(layer)) setCropping({ uuid, box });
  }

  /**
   * An overlay over the canvas closed: by its keys or its buttons, the focus goes back to the canvas, where a
   * second Enter does nothing (docs/designer.md, "Text", "Opacity and crop"); by a press elsewhere, it stays
   * with what was pressed.
   */
  function closedOverCanvas(backToCanvas: boolean) {
    if (backToCanvas) (canvasRef as RefObject<DesignerCanvasHandle | null>).current?.focus();
  }

  function startCrop(uuid: string) {
    const layer = findLayer(store.getState(), uuid);
    const box = layer && (canvasRef as RefObject<DesignerCanvasHandle | null>).current?.viewBoxOf(layer);
    if (layer && box && canCrop(layer)) setCropping({ uuid, box });
  }

  useStrokeRenderer(store, images);
  // Spec 2 §2's 上传图片, and files dropped on the canvas: several at a time, each checked alone.
  const addFiles = useAddImageFiles(images);
  const drop = useFileDrop((files) => void addFiles(files));

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

  /** A layer picked in the list: the floating panel steps aside, so the merchant sees it on the canvas. */
  function onLayersClick(event: MouseEvent) {
    // A row's eye stops its click: hiding a layer picks none.
    if (event.target instanceof Element && event.target.closest('.designer-layer-row')) closeFloatingPanel();
  }

  /** A new layer on top, selected; its size comes from the image itself (spec 2 §9), a sticker clear of earlier ones. */
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
      Message.error(COMMON.common.imageTooLarge(MAX_IMAGE_SIDE));
      return false;
    }
    const now = store.getState();
    const layer = imageLayer({ imageUrl: url, ...size, kind, canvas: now.canvas, imageFileId });
    // A sticker added again, or another one, is not laid over one still at the centre.
    store.dispatch('addLayer', kind === 'sticker' ? clearSpotFor(now, layer) : layer);
    return true;
  }

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // The same file chosen twice in a row must fire change again.
    event.target.value = '';
    void addFiles(files);
  }

  // The clipboard (copy, cut, paste; an image pasted from the system clipboard is an upload) and its menu.
  const clipboard = useMemo(() => new DesignerClipboard(images, () => session.username), [images]);
  useClipboardEvents(store, clipboard, addFiles);
  const contextMenu = useLayerContextMenu(clipboard);

  function pickAsset(asset: DesignAsset, type: MaterialType) {
    // The asset's file is already on the admin API: the layer points at it and is never uploaded again.
    void place(asset.url, type === ASSET_TYPE.maps ? 'sticker' : 'image', asset.fileId);
  }

  return (
    <div className="designer-workspace">
      <SideMenu active={menu} onSelect={selectMenu} />
      <input ref={fileInput} type="file" accept={UPLOAD_ACCEPT} multiple hidden data-testid="designer-upload-input" onChange={upload} />
      {menu && (
        // Focusable and named: a panel that scrolls is scrolled with the keys, whatever it holds (WCAG 2.1.1).
        <aside className="designer-menu-panel" tabIndex={0} aria-label={menuLabel(menu)}>
          {menu === 'materials' && <MaterialPanel onPick={pickAsset} />}
          {menu === 'text' && <TextMenuPanel images={images} />}
          {menu === 'aiPortrait' && <AiPortraitPanel />}
          {menu === 'settings' && (
            <SettingsPanel name={name} onNameChange={onNameChange} canvas={canvas} settings={settings} onSettingsChange={onSettingsChange} />
          )}
        </aside>
      )}
      <section className="designer-layers" onClick={onLayersClick}>
        <h4 className="designer-section-title">{MSG.designer.layers}</h4>
        <PsdLayerImport images={images} />
        <LayerList reveal={layerPresses} onContextMenu={contextMenu.open} />
      </section>
      <main className="designer-canvas-area" onPointerDownCapture={closeFloatingPanel} {...drop.handlers}>
        <DesignerCanvas ref={canvasRef} wireframe={wireframe} onLayerDoubleClick={onLayerDoubleClick} onLayerPress={() => setLayerPresses((n) => n + 1)} onContextMenu={contextMenu.open} />
        {textEditing && (
          <TextCanvasEditor
            key={textEditing.uuid}
            images={images}
            {...textEditing}
            onClose={(backToCanvas) => {
              closedOverCanvas(backToCanvas);
              setTextEditing(null);
            }}
          />
        )}
        {cropping && (
          <CropOverlay
            key={cropping.uuid}
            {...cropping}
            onClose={(backToCanvas) => {
              closedOverCanvas(backToCanvas);
              setCropping(null);
            }}
          />
        )}
        {drop.over && <CanvasDropHint />}
      </main>
      <aside className="designer-properties" tabIndex={0} aria-label={MSG.designer.propertyPanel}>
        <PropertyPanel images={images} onCrop={startCrop} />
      </aside>
      {contextMenu.menu}
    </div>
  );
}
