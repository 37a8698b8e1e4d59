/**
 * An image layer's AI cutout from start to end (spec 2 §4): the picture uploaded first when it is only a
 * local object URL (the cutout host must be able to fetch it), the task (cutoutTask.ts), then the png
 * result as a new local image that replaces the layer's picture in one undo step.
 */
import type { AiCutoutType, CutoutTaskInput } from '../../../../contract/aiCutout';
import { CUTOUT_OUTPUT_FORMAT } from '../../../../contract/aiCutout';
import { FILE_KIND } from '../../../../contract/files';
import type { PlatformAdapter } from '../../../../adapters/types';
import { createCutoutTask, getCutoutTask, requestCutoutToken } from '../../../api/aiCutout';
import { bindToSession } from '../../../api/sessionBound';
import { runningWork } from '../../../lib/runningWork';
import { MSG } from '../messages';
import { findLayer, type DesignerStore } from '../model';
import type { LocalImages } from '../session/localImages';
import { runCutoutTask, type CutoutEnd, type RunningCutout } from './cutoutTask';
import type { CutoutJobs } from './cutoutJobs';

export interface LayerCutoutDeps {
  store: DesignerStore;
  images: LocalImages;
  adapter: PlatformAdapter;
  jobs: CutoutJobs;
  /** The picture's natural size, from the browser's decoder. */
  measure(url: string): Promise<{ width: number; height: number }>;
}

/** What the merchant is told at the end: a success, an error, or nothing (cancelled, or the call's modal said it). */
export type CutoutNotice = { kind: 'success' | 'error' | 'warning'; text: string } | null;

/** Spec 2 §8: the text for each way a task can end. */
export function noticeFor(end: CutoutEnd): CutoutNotice {
  switch (end.kind) {
    case 'success':
      return { kind: 'success', text: MSG.aiPortrait.cutoutDone };
    case 'failed':
      return { kind: 'error', text: end.errorMessage ?? MSG.aiPortrait.cutoutFailed };
    case 'empty':
      return { kind: 'error', text: MSG.aiPortrait.cutoutEmpty };
    case 'unknown':
      return { kind: 'error', text: MSG.aiPortrait.cutoutUnknown };
    case 'error':
      return { kind: 'error', text: MSG.aiPortrait.cutoutCallFailed(end.reason) };
    case 'cancelled':
      return { kind: 'warning', text: MSG.aiPortrait.cutoutCancelled };
  }
}

class Cancelled extends Error {}

const extensionOf = (type: string) => (type === 'image/jpeg' ? 'jpg' : type.replace(/^image\//, '').replace(/\+.*$/, '') || 'png');

/** Runs the cutout of layer `uuid`; resolves with what to tell the merchant. Never two at once (CutoutJobs). */
export async function runLayerCutout(deps: LayerCutoutDeps, uuid: string, type: AiCutoutType): Promise<CutoutNotice> {
  const { store, images, adapter, jobs } = deps;
  const layer = findLayer(store.getState(), uuid);
  if (!layer || layer.type !== 'IMAGE') return null;
  const aborter = new AbortController();
  let task: RunningCutout | null = null;
  const started = jobs.begin(uuid, () => {
    aborter.abort();
    task?.cancel();
  });
  if (!started) return { kind: 'warning', text: MSG.aiPortrait.cutoutBusy };
  // The cutout is the account's that asked for it: 退出登录 cancels it, as 取消 does (sessionBound.ts).
  const bound = bindToSession();
  const cancelOnSessionEnd = () => {
    aborter.abort();
    task?.cancel();
  };
  bound.signal.addEventListener('abort', cancelOnSessionEnd, { once: true });
  // Leaving the page mid-task would lose it: the page asks first.
  const releaseWork = runningWork.start(MSG.aiPortrait.cutoutSection);
  const sourceUrl = layer.imageUrl;
  const check = () => {
    if (aborter.signal.aborted) throw new Cancelled();
  };
  try {
    const picture = await images.read(sourceUrl);
    check();
    const fileName = `${uuid}.${extensionOf(picture.type)}`;
    // A local object URL means nothing to another service: it gets the uploaded copy's address.
    const imageUrl = images.get(sourceUrl)
      ? (await adapter.upload(picture, { kind: FILE_KIND.TEMPLATE_LAYER, fileName, signal: aborter.signal })).url
      : sourceUrl;
    check();
    const input: CutoutTaskInput = {
      imageUrl,
      type,
      fileName,
      fileSize: picture.size,
      width: layer.originalWidth,
      height: layer.originalHeight,
      outputImageFormat: CUTOUT_OUTPUT_FORMAT,
    };
    task = runCutoutTask(
      input,
      {
        requestToken: requestCutoutToken,
        createTask: createCutoutTask,
        getTask: getCutoutTask,
        setTimer: (run, ms) => window.setTimeout(run, ms),
        clearTimer: (timer) => window.clearTimeout(timer as number),
      },
      (phase) => jobs.setPhase(uuid, phase),
    );
    const end = await task.done;
    // Signed out meanwhile: nothing is said over the login page.
    if (bound.signal.aborted) return null;
    if (end.kind !== 'success') return noticeFor(end);
    const response = await adapter.fetchFile(end.url, { signal: aborter.signal });
    if (!response.ok) return { kind: 'error', text: MSG.aiPortrait.cutoutCallFailed(`HTTP ${response.status}`) };
    const result = await response.blob();
    check();
    const png = result.type === 'image/png' ? result : new Blob([result], { type: 'image/png' });
    const url = images.add(png);
    const size = await deps.measure(url);
    check();
    // The merchant may have put another picture in meanwhile: that one is not overwritten.
    if (findLayer(store.getState(), uuid)?.imageUrl !== sourceUrl) return { kind: 'warning', text: MSG.aiPortrait.cutoutImageChanged };
    const outcome = store.dispatch('replaceImage', { uuid, imageUrl: url, imageFileId: null, originalWidth: size.width, originalHeight: size.height });
    return outcome.ran ? noticeFor(end) : { kind: 'warning', text: MSG.aiPortrait.cutoutNotApplied };
  } catch (error) {
    if (bound.signal.aborted) return null;
    if (error instanceof Cancelled || aborter.signal.aborted) return noticeFor({ kind: 'cancelled' });
    return noticeFor({ kind: 'error', reason: error instanceof Error ? error.message : String(error) });
  } finally {
    bound.signal.removeEventListener('abort', cancelOnSessionEnd);
    releaseWork();
    jobs.end(uuid);
  }
}
