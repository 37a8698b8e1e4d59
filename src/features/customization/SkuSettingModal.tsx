import { Alert, Message, Modal } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { listSkuSettings, saveSkuSetting } from '../../api/customizationSettings';
import {
  SETTING_CONFLICT,
  defaultCustomizationFields,
  type PhoneCaseCustomizationSetting,
} from '../../../contract/customization';
import type { PhoneCaseCustomizationSettingInput } from '../../../contract/settingBodies';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { askToStop } from '../../ui/confirm';
import { FormModal } from '../../ui/FormModal';
import { MidWorkSummary, namesUpTo } from '../../ui/MidWorkSummary';
import { conflictHandled, saveAskingOnConflict } from '../../ui/saveConflict';
import { useRunningWork } from '../../ui/useRunningWork';
import type { SkuSettingModalProps, SkuTarget } from '../../ui/customizationSlot';
import { useCustomizationCatalogue } from './CatalogueProvider';
import { CustomizationFieldsEditor } from './CustomizationFieldsEditor';
import { draftOf, draftProblems, fieldsOf } from './draft';

interface Failure {
  target: SkuTarget;
  reason: string;
}

const targetName = (target: SkuTarget) => MSG.links.target(target.productTitle, target.skuName);

/**
 * In a batch the dialog lists each failure with the server's reason itself, instead of one error modal per
 * SKU; an ended session is still the client's to handle.
 */
const batchHandles = (status: number | undefined) => status !== 401 && status !== 403;

/** The SKU's setting as stored now; undefined when it has none. */
async function storedSetting(shopId: string, target: SkuTarget): Promise<PhoneCaseCustomizationSetting | undefined> {
  const settings = await listSkuSettings(shopId, [target.productOriginalId]);
  return settings.find((setting) => setting.skuOriginalId === target.skuOriginalId);
}

/**
 * The customization setting of one SKU, or of several ticked at once (spec 3 §2, §5): the same setting is
 * saved to each, one after another. After a partial failure the dialog stays open listing what failed, and
 * 保存 then retries only those. Closing it mid-way asks first (任务仍在进行); 停止并关闭 lets the call in
 * flight finish, starts no more, and then says what was saved and what was not.
 *
 * One SKU is saved on the revision the dialog opened with (null: it had none), so that a save made in
 * another tab meanwhile is not silently replaced: the merchant is asked (ui/saveConflict). 批量配置 sends
 * no revision: replacing every ticked SKU's setting is its point.
 */
export function SkuSettingModal({ shopId, targets, current, onClose, onSaved }: SkuSettingModalProps) {
  const { names } = useCustomizationCatalogue();
  const [draft, setDraft] = useState(() => draftOf(current ?? defaultCustomizationFields()));
  const [showProblems, setShowProblems] = useState(false);
  const [pending, setPending] = useState<readonly SkuTarget[]>(targets);
  const [failures, setFailures] = useState<Failure[]>([]);
  // `done` of `total` calls of this run; `saved` counts the SKUs saved since the dialog opened (a retry's
  // earlier successes too), `failed` this run's refusals: the stop question counts what is kept.
  const [progress, setProgress] = useState<{ done: number; total: number; saved: number; failed: number } | null>(null);
  const closed = useRef(new AbortController());
  const running = useRef(false);
  // The 任务仍在进行 question open now, if any: withdrawn when the save ends, so it never outlives the work.
  const question = useRef<AbortController | null>(null);
  // What the one target's setting was made from: the revision opened, reloaded or last saved.
  const revision = useRef<number | null>(current?.revision ?? null);
  useEffect(() => {
    const controller = closed.current;
    return () => {
      controller.abort();
      question.current?.abort();
    };
  }, []);
  useRunningWork(progress !== null, COMMON.midWork.batchWork);
  const several = targets.length > 1;

  async function save() {
    if (!names) {
      Message.warning(MSG.links.lookupFailed);
      return;
    }
    if (draftProblems(draft).any) {
      setShowProblems(true);
      return;
    }
    const fields = fieldsOf(draft);
    const landed: PhoneCaseCustomizationSetting[] = [];
    const failed: Failure[] = [];
    const signal = closed.current.signal;
    // A retry saves only what failed: the rest of the targets are saved already.
    const savedBefore = targets.length - pending.length;
    running.current = true;
    setProgress({ done: 0, total: pending.length, saved: savedBefore, failed: 0 });
    // One SKU whose save met another tab's and was not replaced (saveAskingOnConflict): not saved.
    let abandoned: SkuTarget | null = null;
    for (const [index, target] of pending.entries()) {
      if (signal.aborted) {
        failed.push(...pending.slice(index).map((left) => ({ target: left, reason: '' })));
        break;
      }
      const setting = { ...fields, shopId, productOriginalId: target.productOriginalId, skuOriginalId: target.skuOriginalId };
      try {
        const saved = several ? await saveSkuSetting(setting, { callerHandles: batchHandles }) : await saveOnRevision(setting, target);
        if (saved) landed.push(saved);
        else abandoned = target;
      } catch (error) {
        failed.push({ target, reason: error instanceof Error ? error.message : String(error) });
      }
      setProgress({ done: index + 1, total: pending.length, saved: savedBefore + landed.length, failed: failed.length });
    }
    running.current = false;
    question.current?.abort();
    setProgress(null);
    if (landed.length > 0) onSaved(landed);
    if (signal.aborted) {
      reportStopped([...failed.map((failure) => failure.target), ...(abandoned ? [abandoned] : [])]);
      return;
    }
    // 重新加载 or 继续编辑 after a save from another tab: nothing saved, the dialog stays.
    if (abandoned !== null) return;
    if (failed.length === 0) {
      Message.success(MSG.links.saved);
      onClose();
      return;
    }
    // One SKU: the API client's modal has said why, and the dialog stays open with what was chosen.
    if (!several) return;
    // The names and reasons are listed in the dialog, which stays open; the toast only counts.
    Message.error(MSG.links.someFailedToast(failed.length));
    setFailures(failed);
    setPending(failed.map((failure) => failure.target));
  }

  /** One SKU, on its revision; null when the merchant chose not to replace another tab's save. */
  async function saveOnRevision(setting: PhoneCaseCustomizationSettingInput, target: SkuTarget) {
    const saved = await saveAskingOnConflict({
      code: SETTING_CONFLICT,
      texts: {
        conflictTitle: MSG.links.skuConflictTitle,
        conflictContent: MSG.links.skuConflictContent,
        reload: MSG.links.reload,
        overwrite: MSG.links.overwrite,
        keepEditing: MSG.links.keepEditing,
      },
      base: revision.current,
      save: (baseRevision) => saveSkuSetting({ ...setting, baseRevision }, { callerHandles: conflictHandled }),
      reread: async () => (await storedSetting(shopId, target))?.revision ?? null,
      reload: async () => {
        const stored = await storedSetting(shopId, target);
        revision.current = stored?.revision ?? null;
        setDraft(draftOf(stored ?? defaultCustomizationFields()));
        setShowProblems(false);
        // The table under the dialog shows the other save too.
        onSaved(stored ? [stored] : []);
        Message.info(MSG.links.reloaded);
      },
    });
    if (saved) revision.current = saved.revision;
    return saved;
  }

  /** After 停止并关闭, once the call in flight has settled: how many were saved, and which were not. */
  function reportStopped(unfinished: readonly SkuTarget[]) {
    // Every target not left unfinished is saved: in this run, or in the run a retry follows.
    const saved = targets.filter((target) => !unfinished.includes(target));
    const title = COMMON.midWork.stopped(saved.length, unfinished.length);
    if (unfinished.length === 0) {
      Message.info(title);
      return;
    }
    const savedNames = saved.map(targetName);
    const lines = [
      ...(savedNames.length > 0 ? [MSG.links.stoppedSaved(namesUpTo(savedNames))] : []),
      COMMON.midWork.unfinished(namesUpTo(unfinished.map(targetName))),
    ];
    Modal.info({ title, content: <MidWorkSummary lines={lines} />, okText: COMMON.confirm.ok, className: 'customization-stopped' });
  }

  /** ×, Esc and 取消 alike: mid-save they ask first, and 停止并关闭 stops before the next SKU. */
  async function requestClose() {
    if (!running.current || !progress) {
      onClose();
      return;
    }
    const asking = new AbortController();
    question.current = asking;
    const stop = await askToStop(MSG.links.stopQuestion(progress), asking.signal);
    if (question.current === asking) question.current = null;
    // 继续, or the save ended first (the question was withdrawn): the save's own outcome closes or keeps the dialog.
    if (!stop) return;
    // The save may have ended while the merchant read the question: then there is nothing to stop.
    if (running.current) closed.current.abort();
    onClose();
  }

  const first = targets[0];
  return (
    <FormModal<Record<string, never>>
      title={several ? MSG.links.batchSettingTitle(targets.length) : MSG.links.settingTitle}
      open
      initialValues={{}}
      onClose={() => void requestClose()}
      onSubmit={save}
      closeAsksWhileSaving
      width={760}
      className="customization-setting-modal"
    >
      {several ? (
        <Alert className="customization-batch-hint" type="info" content={MSG.links.batchSettingHint} />
      ) : first ? (
        <div className="customization-target" title={targetName(first)}>
          {targetName(first)}
        </div>
      ) : null}
      {failures.length > 0 && (
        <Alert
          className="customization-failures"
          type="error"
          title={MSG.links.someFailed(failures.length)}
          content={
            <ul>
              {failures.map((failure) => (
                <li key={`${failure.target.productOriginalId}/${failure.target.skuOriginalId}`}>
                  {MSG.links.failedReason(targetName(failure.target), failure.reason)}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {progress && (
        <div className="customization-progress" role="status">
          {MSG.links.savingProgress(progress.done, progress.total)}
        </div>
      )}
      <CustomizationFieldsEditor draft={draft} onChange={setDraft} showProblems={showProblems} />
    </FormModal>
  );
}
