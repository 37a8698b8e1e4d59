import { Button, Divider, Message, Select, Spin, Typography } from '@arco-design/web-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { AI_CUTOUT_TYPES } from '../../../../contract/templates';
import type { AiCutoutPlaceholderImage, AiCutoutType } from '../../../../contract/aiCutout';
import { cutoutAvailable } from '../../../api/aiCutout';
import { loadImageSize } from '../../../lib/loadImage';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { ListLoad } from '../../../ui/ListLoad';
import { usePlatform } from '../../../ui/platformContext';
import { cutoutJobsOf, type CutoutJob } from '../cutout/cutoutJobs';
import { runLayerCutout } from '../cutout/layerCutout';
import { CUTOUT_TYPE_LABELS, usePlaceholders } from '../cutout/usePlaceholders';
import type { Layer } from '../model';
import type { LocalImages } from '../session/localImages';
import './cutout.css';
import { useDesignerStore } from '../designerStoreContext';
import { singleClick } from '../../../ui/singleClick';

export interface CutoutSectionProps {
  /** The one selected layer. */
  layer: Layer;
  images: LocalImages;
}

const TYPE_OPTIONS = AI_CUTOUT_TYPES.map((type) => ({ label: CUTOUT_TYPE_LABELS[type], value: type }));

/** The property panel's AI cutout part (spec 2 §2): a cutout layer's type and placeholder; an image layer's AI抠图. */
export function CutoutSection({ layer, images }: CutoutSectionProps) {
  if (layer.type === 'AI_CUTOUT') return <CutoutLayerSettings layer={layer} />;
  if (layer.type === 'IMAGE') return <ImageCutout layer={layer} images={images} />;
  return null;
}

function CutoutLayerSettings({ layer }: { layer: Layer }) {
  const store = useDesignerStore();
  const type = layer.aiCutoutType ?? 'head';
  const loaded = usePlaceholders(type);
  const chosen = layer.aiCutoutPlaceholderImageType;

  function setType(next: AiCutoutType) {
    // A placeholder belongs to one type: another type starts without one.
    store.dispatch('setCutoutSettings', { uuid: layer.uuid, aiCutoutType: next, aiCutoutPlaceholderImageType: next === layer.aiCutoutType ? chosen : null });
  }

  async function choose(image: AiCutoutPlaceholderImage | null) {
    let placeholderSize: { width: number; height: number } | undefined;
    if (image) {
      try {
        placeholderSize = await loadImageSize(image.url);
      } catch {
        // Unmeasured, the box stays as it is: the placeholder is still chosen.
      }
    }
    store.dispatch('setCutoutSettings', { uuid: layer.uuid, aiCutoutType: type, aiCutoutPlaceholderImageType: image?.id ?? null, placeholderSize });
  }

  return (
    <div className="cutout-section" data-testid="cutout-section">
      <Divider />
      <Typography.Title heading={6}>{MSG.aiPortrait.cutoutSection}</Typography.Title>
      <span className="placeholder-note">{MSG.aiPortrait.cutoutType}</span>
      <Select
        size="small"
        value={layer.aiCutoutType ?? undefined}
        placeholder={MSG.aiPortrait.cutoutType}
        options={TYPE_OPTIONS}
        onChange={(value: AiCutoutType) => setType(value)}
        aria-label={MSG.aiPortrait.cutoutType}
      />
      <span className="placeholder-note">{MSG.aiPortrait.placeholder}</span>
      {!chosen && <p className="placeholder-note cutout-placeholder-hint">{MSG.aiPortrait.choosePlaceholderHint}</p>}
      <ListLoad loaded={loaded}>
        {(list) => (
          <>
            {chosen && !list.some((image) => image.id === chosen) && <p className="placeholder-note warning">{MSG.aiPortrait.placeholderGone}</p>}
            {list.length === 0 && <p className="placeholder-note">{MSG.aiPortrait.empty}</p>}
            <ul className="placeholder-grid">
              {list.map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    className={`placeholder-item choosable${image.id === chosen ? ' chosen' : ''}`}
                    aria-pressed={image.id === chosen}
                    data-placeholder-id={image.id}
                    onClick={() => void choose(image)}
                  >
                    <img src={image.url} alt="" />
                  </button>
                </li>
              ))}
            </ul>
            {chosen && (
              <Button size="mini" onClick={() => void choose(null)}>
                {MSG.aiPortrait.noPlaceholder}
              </Button>
            )}
          </>
        )}
      </ListLoad>
    </div>
  );
}

function ImageCutout({ layer, images }: { layer: Layer; images: LocalImages }) {
  const store = useDesignerStore();
  const { adapter } = usePlatform();
  const jobs = cutoutJobsOf(store);
  const job = useSyncExternalStore(jobs.subscribe, () => jobs.current);
  const [type, setType] = useState<AiCutoutType>('common');
  const mine = job?.uuid === layer.uuid;
  const available = cutoutAvailable();

  async function start() {
    const notice = await runLayerCutout({ store, images, adapter, jobs, measure: loadImageSize }, layer.uuid, type);
    if (notice) Message[notice.kind](notice.text);
  }

  return (
    <div className="cutout-section" data-testid="cutout-section">
      <Divider />
      <Typography.Title heading={6}>{MSG.aiPortrait.cutoutSection}</Typography.Title>
      <Select size="small" value={type} options={TYPE_OPTIONS} disabled={job !== null} onChange={(value: AiCutoutType) => setType(value)} aria-label={MSG.aiPortrait.cutoutType} />
      {/* Stays where it is, disabled, while the task runs: a double click's second click never lands on 取消抠图. */}
      <Button type="primary" size="small" loading={mine} disabled={job !== null || !available} onClick={singleClick(() => void start())}>
        {MSG.aiPortrait.runCutout}
      </Button>
      {!available && <p className="placeholder-note">{COMMON.aiPortrait.cutoutUnavailable}</p>}
      {mine && job && (
        <>
          <CutoutProgress job={job} />
          <Button size="small" onClick={() => jobs.cancel()}>
            {MSG.aiPortrait.cancelCutout}
          </Button>
        </>
      )}
      {job && !mine && <p className="placeholder-note">{MSG.aiPortrait.cutoutBusy}</p>}
    </div>
  );
}

function CutoutProgress({ job }: { job: CutoutJob }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (job.phase !== 'running') return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [job.phase]);
  const text =
    job.phase === 'preparing'
      ? MSG.aiPortrait.preparing
      : job.phase === 'running'
        ? MSG.aiPortrait.running(Math.max(0, Math.floor((now - job.since) / 1000)))
        : MSG.aiPortrait.requesting;
  return (
    <div className="cutout-progress" role="status" data-phase={job.phase}>
      <Spin size={14} />
      <span>{text}</span>
    </div>
  );
}
