import { IconExclamationCircle } from '@arco-design/web-react/icon';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Id, Wireframe } from '../../../../contract/catalogue';
import { MSG } from '../messages';
import { wireframeOf, type PreviewModel } from './colorModels';
import { DrawQueue, PaintGate, type DrawJob } from './drawQueue';
import { fitInside, loadWireframeImages, paintPreview } from './previewPainter';

export interface BatchPreviewGridProps {
  models: readonly PreviewModel[];
  wireframes: ReadonlyMap<Id, Wireframe>;
  /** The design as exported once from the designer, drawn over every wireframe. */
  design: CanvasImageSource;
  onOpen: (model: PreviewModel) => void;
  /**
   * true (the console): a card is drawn when it scrolls into view, at most 3 at a time, and work for a
   * card that scrolled away is cancelled. false draws every card at once: the benchmark's comparison.
   */
  lazy?: boolean;
  /** Told each time a card is drawn (the benchmark counts them). */
  onDrawn?: (modelId: Id) => void;
}

/** Cards start drawing a little before they scroll in, so a steady scroll meets drawn cards. */
const AHEAD = '200px 0px';

interface Lazy {
  observe: (element: Element, key: string, job: DrawJob) => void;
  unobserve: (element: Element, key: string) => void;
}

/** Spec 2 §2 batch preview: one card per model of the chosen colour. */
export function BatchPreviewGrid({ models, wireframes, design, onOpen, lazy = true, onDrawn }: BatchPreviewGridProps) {
  const [queue] = useState(() => new DrawQueue(lazy ? 3 : Number.POSITIVE_INFINITY));
  const [gate] = useState(() => new PaintGate());
  useEffect(() => () => queue.close(), [queue]);

  const drawer = useMemo<Lazy>(() => {
    if (!lazy) return { observe: (_element, key, job) => queue.want(key, job), unobserve: () => undefined };
    const jobs = new Map<Element, { key: string; job: DrawJob }>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const wanted = jobs.get(entry.target);
          if (!wanted) continue;
          if (entry.isIntersecting) queue.want(wanted.key, wanted.job);
          else queue.drop(wanted.key);
        }
      },
      { rootMargin: AHEAD },
    );
    return {
      observe: (element, key, job) => {
        jobs.set(element, { key, job });
        observer.observe(element);
      },
      unobserve: (element, key) => {
        jobs.delete(element);
        observer.unobserve(element);
        queue.drop(key);
      },
    };
  }, [lazy, queue]);

  return (
    <ul className="batch-preview-grid">
      {models.map((model) => (
        <PreviewCard
          key={model.modelId}
          model={model}
          wireframe={wireframeOf(model, wireframes)}
          design={design}
          lazy={drawer}
          gate={lazy ? gate : null}
          onOpen={() => onOpen(model)}
          onDrawn={onDrawn}
        />
      ))}
    </ul>
  );
}

type CardState = 'waiting' | 'drawn' | 'failed';

interface PreviewCardProps {
  model: PreviewModel;
  wireframe: Wireframe | null;
  design: CanvasImageSource;
  lazy: Lazy;
  /** Lazily, paints wait for their turn in a frame; eagerly, each paints as soon as its images are in. */
  gate: PaintGate | null;
  onOpen: () => void;
  onDrawn?: (modelId: Id) => void;
}

function PreviewCard({ model, wireframe, design, lazy, gate, onOpen, onDrawn }: PreviewCardProps) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<CardState>('waiting');
  const latestOnDrawn = useRef(onDrawn);
  latestOnDrawn.current = onDrawn;

  useEffect(() => {
    const element = box.current;
    if (!wireframe || !element) return;
    const key = model.modelId;
    const job: DrawJob = async (signal) => {
      try {
        const images = await loadWireframeImages(wireframe, signal);
        let painted = false;
        const paint = () => {
          if (signal.aborted || !canvas.current) return;
          const size = fitInside(wireframe, { width: element.clientWidth, height: element.clientHeight });
          paintPreview(canvas.current, size, design, wireframe, images);
          painted = true;
        };
        if (gate) await gate.run(paint, signal);
        else paint();
        if (!painted) return;
        setState('drawn');
        latestOnDrawn.current?.(key);
      } catch (failure) {
        if (!signal.aborted) setState('failed');
        throw failure;
      }
    };
    lazy.observe(element, key, job);
    return () => lazy.unobserve(element, key);
  }, [model.modelId, wireframe, design, lazy, gate]);

  return (
    <li className="batch-preview-card" data-model-id={model.modelId} data-state={wireframe ? state : 'noWireframe'}>
      <div ref={box} className="batch-preview-box" role="button" tabIndex={0} aria-label={model.name} onClick={onOpen} onKeyDown={(event) => event.key === 'Enter' && onOpen()}>
        {wireframe ? (
          <canvas ref={canvas} className="batch-preview-canvas" />
        ) : (
          <span className="batch-preview-missing">
            <IconExclamationCircle />
            {MSG.batchPreview.noWireframe}
          </span>
        )}
        {wireframe && state === 'failed' && <span className="batch-preview-missing">{MSG.batchPreview.drawFailed}</span>}
      </div>
      <div className="batch-preview-name" title={model.name}>
        {model.name}
      </div>
    </li>
  );
}
