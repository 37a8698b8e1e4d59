import { Alert, Message } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { saveSkuSetting } from '../../api/customizationSettings';
import {
  defaultCustomizationFields,
  type PhoneCaseCustomizationSetting,
} from '../../../contract/customization';
import { MSG } from '../../messages';
import { FormModal } from '../../ui/FormModal';
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

/**
 * The customization setting of one SKU, or of several ticked at once (spec 3 §2, §5): the same setting is
 * saved to each, one after another. After a partial failure the dialog stays open listing what failed, and
 * 保存 then retries only those. Closing it mid-way stops before the next SKU.
 */
export function SkuSettingModal({ shopId, targets, current, onClose, onSaved }: SkuSettingModalProps) {
  const { names } = useCustomizationCatalogue();
  const [draft, setDraft] = useState(() => draftOf(current ?? defaultCustomizationFields()));
  const [showProblems, setShowProblems] = useState(false);
  const [pending, setPending] = useState<readonly SkuTarget[]>(targets);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const closed = useRef(new AbortController());
  useEffect(() => {
    const controller = closed.current;
    return () => controller.abort();
  }, []);
  useRunningWork(progress !== null, MSG.midWork.batchWork);
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
    setProgress({ done: 0, total: pending.length });
    for (const [index, target] of pending.entries()) {
      if (signal.aborted) {
        failed.push(...pending.slice(index).map((left) => ({ target: left, reason: '' })));
        break;
      }
      const setting = { ...fields, shopId, productOriginalId: target.productOriginalId, skuOriginalId: target.skuOriginalId };
      try {
        landed.push(await saveSkuSetting(setting, several ? { callerHandles: batchHandles } : {}));
      } catch (error) {
        failed.push({ target, reason: error instanceof Error ? error.message : String(error) });
      }
      setProgress({ done: index + 1, total: pending.length });
    }
    setProgress(null);
    if (landed.length > 0) onSaved(landed);
    if (signal.aborted) {
      Message.warning(MSG.midWork.stopped(landed.length, failed.length));
      return;
    }
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

  const first = targets[0];
  return (
    <FormModal<Record<string, never>>
      title={several ? MSG.links.batchSettingTitle(targets.length) : MSG.links.settingTitle}
      open
      initialValues={{}}
      onClose={onClose}
      onSubmit={save}
      lockWhileSaving
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
