/**
 * Keeps every layer's stroke image computed: watches the store, and for each layer whose
 * stroke has no image yet runs the worker and answers strokeComputed. Watching the state rather than the
 * panel's clicks covers undo, redo and a restored draft the same way as a new setting.
 *
 * One job per layer at a time. While it runs, further changes only wait; when it ends, the layer's
 * latest settings are computed, so a slider drag computes the value it stops at and skips the ones it
 * passed (coalescing). A stale answer is kept in a small cache (dragging back finds it) and the store
 * drops it (strokeComputed compares the settings). A failure is remembered for those settings until the
 * merchant retries or changes them: 当前图片描边失败，请尝试重试, the settings kept.
 */
import type { StrokeJob, StrokeOutput } from '../../../lib/stroke/protocol';
import type { StrokeSpec } from '../../../lib/stroke/render';
import { LAYER_OPACITY_MAX, type DesignerStore, type Layer } from '../model';
import { bakeLayerImage } from '../save/bakeLayerImage';
import type { StrokeResult } from '../model/actionPayloads';
import { strokePending, strokeSettings } from '../model/strokeActions';

export interface StrokeRendererDeps {
  /** The layer image's bytes (a local image, or fetched). */
  readImage: (url: string) => Promise<Blob>;
  /** Keeps the stroke PNG as a local image (saved with the template, kept by drafts). */
  addImage: (png: Blob) => string;
  compute: (job: Omit<StrokeJob, 'id'>) => Promise<StrokeOutput>;
}

export type StrokeStatus = 'idle' | 'computing' | 'failed';

/** Answers kept for settings a layer may come back to (a slider dragged back, undo then redo). */
const CACHE_SIZE = 24;

type Computed = Omit<StrokeResult, 'uuid'>;

export class StrokeRenderer {
  private readonly running = new Map<string, string>();
  private readonly failed = new Map<string, string>();
  private readonly cache = new Map<string, Computed>();
  private readonly listeners = new Set<() => void>();
  private readonly unsubscribe: () => void;
  private lastImage: { url: string; blob: Promise<Blob> } | null = null;
  private reconciling = false;
  private again = false;
  private destroyed = false;
  private version = 0;

  constructor(
    private readonly store: DesignerStore,
    private readonly deps: StrokeRendererDeps,
  ) {
    this.unsubscribe = store.subscribe(() => this.reconcile());
    this.reconcile();
  }

  /** For useSyncExternalStore: changes whenever a status may have. */
  getVersion = (): number => this.version;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  status(layer: Layer): StrokeStatus {
    if (!strokePending(layer)) return 'idle';
    return this.failed.get(layer.uuid) === keyOf(layer) ? 'failed' : 'computing';
  }

  /**
   * Resolves once no stroke is being computed (each answered, or failed), or after `timeoutMs`: a save
   * waits for it, so a stroke set just before 保存 is saved with its image rather than without.
   */
  settled(timeoutMs: number): Promise<void> {
    const computing = () => !this.destroyed && this.store.getState().layers.some((layer) => this.status(layer) === 'computing');
    if (!computing()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (!computing()) done();
      };
      const fromStore = this.store.subscribe(check);
      const fromStatus = this.subscribe(check);
      const timer = setTimeout(done, timeoutMs);
      function done(): void {
        clearTimeout(timer);
        fromStore();
        fromStatus();
        resolve();
      }
    });
  }

  retry(uuid: string): void {
    if (!this.failed.delete(uuid)) return;
    this.changed();
    this.reconcile();
  }

  destroy(): void {
    this.destroyed = true;
    this.unsubscribe();
    // A save waiting on settled() goes on at once.
    this.changed();
    this.listeners.clear();
  }

  private changed(): void {
    this.version++;
    this.listeners.forEach((listener) => listener());
  }

  /** Re-entrant safe: a strokeComputed dispatched here notifies the store, which calls back in. */
  private reconcile(): void {
    if (this.destroyed) return;
    if (this.reconciling) {
      this.again = true;
      return;
    }
    this.reconciling = true;
    try {
      do {
        this.again = false;
        this.pass();
      } while (this.again);
    } finally {
      this.reconciling = false;
    }
  }

  private pass(): void {
    for (const layer of this.store.getState().layers) {
      if (!strokePending(layer)) {
        if (this.failed.delete(layer.uuid)) this.changed();
        continue;
      }
      const key = keyOf(layer);
      const failedKey = this.failed.get(layer.uuid);
      if (failedKey === key) continue;
      if (failedKey !== undefined) {
        this.failed.delete(layer.uuid);
        this.changed();
      }
      const cached = this.cache.get(key);
      // Refused while a save runs: the store calls back when it ends, and the cache answers then.
      if (cached) this.store.dispatch('strokeComputed', { ...cached, uuid: layer.uuid });
      else if (!this.running.has(layer.uuid)) void this.run(layer, key);
    }
  }

  private async run(layer: Layer & { stroke: NonNullable<Layer['stroke']> }, key: string): Promise<void> {
    this.running.set(layer.uuid, key);
    try {
      const whole = await this.imageOf(layer.imageUrl);
      // A cropped layer's stroke follows the part it shows (model/crop.ts), cut out as a save bakes it.
      const image = layer.crop ? await bakeLayerImage(whole, { crop: layer.crop, opacity: LAYER_OPACITY_MAX }) : whole;
      const output = await this.deps.compute({ image, imageKey: keyOfImage(layer), layerWidth: layer.width, layerHeight: layer.height, spec: specOf(layer.stroke) });
      if (this.destroyed) return;
      this.remember(key, {
        stroke: layer.stroke,
        sourceImageUrl: layer.imageUrl,
        crop: layer.crop ?? null,
        strokeSvgData: output.pathData,
        imageUrl: this.deps.addImage(output.png),
        imageFrame: output.relative,
      });
    } catch {
      this.failed.set(layer.uuid, key);
      this.changed();
    } finally {
      this.running.delete(layer.uuid);
      this.reconcile();
    }
  }

  /** The last image read, kept for the next job: a drag strokes the same image again and again. */
  private imageOf(url: string): Promise<Blob> {
    if (this.lastImage?.url === url) return this.lastImage.blob;
    const blob = this.deps.readImage(url);
    const entry = { url, blob };
    this.lastImage = entry;
    // A failed read is not kept: a retry reads again.
    blob.catch(() => {
      if (this.lastImage === entry) this.lastImage = null;
    });
    return blob;
  }

  private remember(key: string, computed: Computed): void {
    this.cache.delete(key);
    this.cache.set(key, computed);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
  }
}

/** What a computed stroke depends on: the image (the part a crop keeps) and the settings. */
function keyOf(layer: Layer & { stroke: NonNullable<Layer['stroke']> }): string {
  return JSON.stringify([keyOfImage(layer), strokeSettings(layer.stroke)]);
}

function keyOfImage(layer: Layer): string {
  return layer.crop ? JSON.stringify([layer.imageUrl, layer.crop]) : layer.imageUrl;
}

function specOf(stroke: NonNullable<Layer['stroke']>): StrokeSpec {
  const { style, offset, width, width2, color, opacity, color2, opacity2 } = stroke;
  return { style, offset, width, width2, color, opacity, color2, opacity2 };
}
