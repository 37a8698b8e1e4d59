import { Radio } from '@arco-design/web-react';
import { useState } from 'react';
import { ChoiceModal } from '../ChoiceModal';
import { MSG } from '../messages';
import type { StoredDraft } from './designDraft';
import { DraftPreview } from './DraftPreview';
import { draftTimes } from './draftTime';

export interface RestoreDraftsModalProps {
  /** The drafts offered, newest first (designDraft.ts, draftsToOffer); the question shows while there are any. */
  drafts: readonly StoredDraft[];
  /** The key of the draft to restore, or null to drop them all. */
  onAnswer: (restoreKey: string | null) => void;
}

/**
 * 恢复未保存的设计 (docs/designer.md, "Drafts"): each draft left behind with its own time and a small picture of
 * its canvas. One draft: 恢复 or 放弃, as always. Several (two tabs left unsaved on one template): the merchant
 * picks one, the newest at first, and the question says the others go; none is dropped unseen.
 */
export function RestoreDraftsModal({ drafts, onAnswer }: RestoreDraftsModalProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const several = drafts.length > 1;
  const chosen = drafts.some(({ key }) => key === picked) ? picked : (drafts[0]?.key ?? null);
  const times = draftTimes(drafts.map(({ draft }) => draft.savedAt));
  const entries = drafts.map(({ key, draft }, at) => {
    const when = MSG.designerDraft.savedAt(times[at]!);
    const facts = [MSG.designerDraft.layerCount(draft.layers.length), ...(several && at === 0 ? [MSG.designerDraft.newest] : [])].join(' · ');
    return (
      <span key={key} className="designer-restore-draft">
        <DraftPreview draft={draft} label={MSG.designerDraft.previewOf(times[at]!)} />
        <span className="designer-restore-facts">
          <span className="designer-restore-when">{when}</span>
          <span className="designer-restore-layers">{facts}</span>
        </span>
      </span>
    );
  });
  return (
    <ChoiceModal
      visible={drafts.length > 0}
      className="designer-restore-modal"
      title={MSG.designer.restoreTitle}
      content={
        <>
          <p className="designer-restore-question">{several ? MSG.designerDraft.pickContent(drafts.length) : MSG.designer.restoreContent}</p>
          {several ? (
            // One name makes the drafts one group for the keyboard: the arrows move within it, Tab leaves it.
            <Radio.Group
              className="designer-restore-list"
              name="designer-restore-draft"
              direction="vertical"
              value={chosen ?? undefined}
              onChange={(key: string) => setPicked(key)}
            >
              {drafts.map(({ key }, at) => (
                <Radio key={key} value={key}>
                  {entries[at]}
                </Radio>
              ))}
            </Radio.Group>
          ) : (
            <div className="designer-restore-list">{entries}</div>
          )}
        </>
      }
      choices={[
        { label: several ? MSG.designerDraft.discardAll : MSG.designer.discard, onClick: () => onAnswer(null) },
        { label: several ? MSG.designerDraft.restorePicked : MSG.designer.restore, type: 'primary', onClick: () => onAnswer(chosen) },
      ]}
    />
  );
}
