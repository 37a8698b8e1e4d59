/**
 * The baseline of the 200-layer drag (designerHeavy.ts): plain leafer-ui with @leafer-in/editor, as
 * someone outside the console would write it, none of the console's code. Bundled into
 * dist-bench/plainLeaferDrag.js and served at /bench/plain-leafer.html on the console server's origin, so
 * the same signed image URLs load. Node calls window.plainLeafer.open with what the console showed (the
 * canvas element's size, the zoom and pan, the template's canvas and its layers' boxes), then drags with
 * the same mouse path as in the console.
 */
import '@leafer-in/editor';
import { App, Frame, Image, ImageEvent } from 'leafer-ui';
import type { Editor } from '@leafer-in/editor';

export interface PlainLeaferScene {
  /** The console's `.designer-canvas` box on the page, CSS pixels. */
  view: { left: number; top: number; width: number; height: number };
  /** The console's zoom and pan (its view's `data-viewport`). */
  viewport: { scale: number; x: number; y: number };
  canvas: { width: number; height: number };
  /** Bottom first, as the console stacks them. */
  layers: { url: string; left: number; top: number; width: number; height: number }[];
}

export interface PlainLeafer {
  /** Draws the scene, every image loaded, and selects every layer in the editor. */
  open(scene: PlainLeaferScene): Promise<number>;
}

function open(scene: PlainLeaferScene): Promise<number> {
  const view = document.createElement('div');
  Object.assign(view.style, {
    position: 'absolute',
    left: `${scene.view.left}px`,
    top: `${scene.view.top}px`,
    width: `${scene.view.width}px`,
    height: `${scene.view.height}px`,
  });
  document.body.style.margin = '0';
  document.body.append(view);
  const app = new App({ view, fill: '#f2f3f5', editor: {} });
  app.tree.zoomLayer.set(scene.viewport);
  const frame = new Frame({ x: 0, y: 0, ...scene.canvas, fill: '#ffffff', overflow: 'hide' });
  app.tree.add(frame);
  let waiting = scene.layers.length;
  return new Promise((resolve, reject) => {
    const nodes = scene.layers.map(({ url, left, top, width, height }) => {
      const node = new Image({ url, x: left, y: top, width, height, editable: true });
      node.once(ImageEvent.LOADED, () => {
        if (--waiting > 0) return;
        (app.editor as unknown as Editor).select(nodes);
        app.tree.forceRender();
        resolve(nodes.length);
      });
      node.once(ImageEvent.ERROR, () => reject(new Error(`image not loaded: ${url}`)));
      return node;
    });
    frame.add(nodes);
  });
}

(window as unknown as { plainLeafer: PlainLeafer }).plainLeafer = { open };
