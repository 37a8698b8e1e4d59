import { Button, Drawer, Empty, Select, Space, Spin } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import type { Id, PhoneCaseMaterial } from '../../../../contract/catalogue';
import { listMaterials } from '../../../api/materials';
import { orderFromLinks } from '../../../lib/ordering';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { focusDrawerBody } from '../drawerOpened';
import { isDialogOpen } from '../../../ui/dialogOpen';
import { BatchPreviewGrid } from './BatchPreviewGrid';
import { BatchPreviewLarge } from './BatchPreviewLarge';
import { wireframeOf, type PreviewModel } from './colorModels';
import { loadColorModels, type ColorModels } from './loadColorModels';
import './batchPreview.css';

export interface BatchPreviewDrawerProps {
  visible: boolean;
  onClose: () => void;
  /** The design as the designer shows it now, saved or not: exported once per opening. */
  exportDesign: () => Promise<Blob>;
}

/** The design's drawing height: a card or the large view never shows it bigger. */
export const DESIGN_EXPORT_HEIGHT = 1044;

type Loadable<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/**
 * Escape closes the batch preview (and only it: the designer under it waits), wherever the focus is.
 * Heard on the way down: a closed select that has the focus swallows Escape before it would bubble up.
 * An open dropdown or a dialog over the drawer (the large view) takes it instead.
 */
function useEscapeToClose(active: boolean, onEscape: () => void): void {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing || isDialogOpen()) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[aria-expanded="true"], .arco-trigger-popup')) return;
      // Taken: the designer's own Escape (useEscapeToClose) leaves a key another handler used alone.
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [active]);
}

/**
 * 批量预览 (spec 2 §2): a drawer from the left over the designer. The merchant picks a material and a colour
 * (请选择材质颜色 until both are, spec 2 §5); every model with a SKU in that colour shows the design over
 * its wireframe, drawn as its card scrolls into view. A card opens large on a click.
 */
export function BatchPreviewDrawer({ visible, onClose, exportDesign }: BatchPreviewDrawerProps) {
  return (
    <Drawer
      className="batch-preview-drawer"
      placement="left"
      width="86%"
      visible={visible}
      unmountOnExit
      autoFocus={false}
      // The focus goes into the drawer, not onto its first control (a select that takes the arrow keys): its
      // lock, with autoFocus off, starts here and would leave the focus on the page's body.
      afterOpen={() => focusDrawerBody('batch-preview-drawer')}
      escToExit={false}
      footer={null}
      title={MSG.batchPreview.title}
      onCancel={onClose}
    >
      {visible && <BatchPreviewBody exportDesign={exportDesign} onClose={onClose} />}
    </Drawer>
  );
}

function BatchPreviewBody({ exportDesign, onClose }: { exportDesign: () => Promise<Blob>; onClose: () => void }) {
  const [design, setDesign] = useState<Loadable<CanvasImageSource>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [materials, setMaterials] = useState<PhoneCaseMaterial[]>([]);
  const [materialId, setMaterialId] = useState<Id | null>(null);
  const [colorId, setColorId] = useState<Id | null>(null);
  const [data, setData] = useState<Loadable<ColorModels> | null>(null);
  const [large, setLarge] = useState<PreviewModel | null>(null);

  useEscapeToClose(large === null, onClose);

  useEffect(() => {
    let live = true;
    let bitmap: ImageBitmap | null = null;
    setDesign({ status: 'loading' });
    exportDesign()
      .then((blob) => createImageBitmap(blob))
      .then((made) => {
        bitmap = made;
        if (live) setDesign({ status: 'ready', value: made });
        else made.close();
      })
      .catch(() => live && setDesign({ status: 'failed' }));
    return () => {
      live = false;
      bitmap?.close();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening (and per 重试): the design shown is the one the drawer opened on
  }, [attempt]);

  useEffect(() => {
    let live = true;
    listMaterials()
      .then((list) => live && setMaterials(orderFromLinks(list).map((material) => ({ ...material, colors: orderFromLinks(material.colors) }))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!colorId) {
      setData(null);
      return;
    }
    let live = true;
    setData({ status: 'loading' });
    loadColorModels(colorId).then(
      (value) => live && setData({ status: 'ready', value }),
      () => live && setData({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [colorId, attempt]);

  const material = materials.find((entry) => entry.id === materialId);
  const ready = data?.status === 'ready' ? data.value : null;

  let body;
  if (design.status === 'failed' || data?.status === 'failed') {
    body = (
      <Empty
        className="batch-preview-empty"
        description={
          <Space direction="vertical">
            <span>{design.status === 'failed' ? MSG.batchPreview.exportFailed : MSG.batchPreview.loadFailed}</span>
            <Button onClick={() => setAttempt((n) => n + 1)}>{COMMON.listLoad.retry}</Button>
          </Space>
        }
      />
    );
  } else if (!colorId) {
    body = <Empty className="batch-preview-empty" description={MSG.batchPreview.chooseMaterialColor} />;
  } else if (design.status === 'loading' || !ready) {
    body = <Spin className="batch-preview-loading" />;
  } else if (ready.models.length === 0) {
    body = <Empty className="batch-preview-empty" description={MSG.batchPreview.noModels} />;
  } else {
    body = <BatchPreviewGrid key={colorId} models={ready.models} wireframes={ready.wireframes} design={design.value} onOpen={setLarge} />;
  }

  return (
    <div className="batch-preview">
      <div className="batch-preview-toolbar">
        <Select
          className="batch-preview-material"
          placeholder={MSG.batchPreview.material}
          value={materialId ?? undefined}
          options={materials.map((entry) => ({ value: entry.id, label: entry.name }))}
          onChange={(id: Id) => {
            setMaterialId(id);
            setColorId(null);
          }}
        />
        <Select
          className="batch-preview-color"
          placeholder={MSG.batchPreview.color}
          value={colorId ?? undefined}
          disabled={!material}
          options={(material?.colors ?? []).map((color) => ({ value: color.id, label: color.name }))}
          onChange={(id: Id) => setColorId(id)}
        />
        {ready && <span className="muted batch-preview-count">{MSG.batchPreview.count(ready.models.length)}</span>}
        <span className="muted batch-preview-hint">{MSG.batchPreview.hint}</span>
      </div>
      {body}
      {design.status === 'ready' && (
        <BatchPreviewLarge
          model={large}
          wireframe={large && ready ? wireframeOf(large, ready.wireframes) : null}
          design={design.value}
          onClose={() => setLarge(null)}
        />
      )}
    </div>
  );
}
