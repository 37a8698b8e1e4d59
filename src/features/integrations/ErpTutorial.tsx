import { Button, Steps } from '@arco-design/web-react';
import { Link } from 'wouter';
import { MSG } from './messages';
import { ErpKeyForm } from './ErpKeyForm';

const T = MSG.integrations;

export interface TutorialProgress {
  keySaved: boolean;
  /** Spec 3 §2: at least one material binding, with any factory. */
  materialBound: boolean;
  /** Spec 3 §2: a local flag, set once this browser pushed an order for the account. */
  ordersPushed: boolean;
}

export const isTutorialDone = (progress: TutorialProgress) => progress.keySaved && progress.materialBound && progress.ordersPushed;

const STEP_COUNT = 3;
const stepsDone = (progress: TutorialProgress) => [progress.keySaved, progress.materialBound, progress.ordersPushed].filter(Boolean).length;

function currentStep(progress: TutorialProgress): number {
  if (!progress.keySaved) return 1;
  if (!progress.materialBound) return 2;
  if (!progress.ordersPushed) return 3;
  return 4;
}

/** The step the seller is at: what to do, and a link to the screen where it is done. */
function StepWithLink({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <span>
      {text}{' '}
      <Link href={href}>
        <Button type="text" size="mini">
          {label}
        </Button>
      </Link>
    </span>
  );
}

function stepStatus(done: boolean, current: boolean): 'finish' | 'process' | 'wait' {
  if (done) return 'finish';
  return current ? 'process' : 'wait';
}

/**
 * Spec 3 §2: the three steps of connecting a factory ERP. Without an integration it is the whole screen, with
 * the key form under step 1; once the key is saved it stays above the tabs, smaller, until all three are done.
 */
export function ErpTutorial({
  progress,
  onSaveKey,
  fold,
}: {
  progress: TutorialProgress;
  onSaveKey?: (key: string) => Promise<void>;
  /** Above the tabs, the progress folds away to one line (收起/展开), the seller's choice kept by the caller. */
  fold?: { folded: boolean; toggle: () => void };
}) {
  const current = currentStep(progress);
  const description = (done: boolean, text: string) => (done ? T.stepDone : text);
  const toggle = fold ? (
    <Button type="text" size="mini" className="erp-tutorial-fold" aria-expanded={!fold.folded} onClick={fold.toggle}>
      {fold.folded ? T.unfoldProgress : T.foldProgress}
    </Button>
  ) : null;
  if (fold?.folded) {
    return (
      <div className="erp-tutorial compact folded" data-testid="erp-tutorial">
        <span className="erp-tutorial-summary">{T.progressFolded(stepsDone(progress), STEP_COUNT)}</span>
        {toggle}
      </div>
    );
  }
  return (
    <div className={`erp-tutorial${progress.keySaved ? ' compact' : ''}`} data-testid="erp-tutorial">
      <div className="erp-tutorial-head">
        <h2 className="erp-tutorial-title">{progress.keySaved ? T.progressTitle : T.tutorialTitle}</h2>
        {toggle}
      </div>
      {progress.keySaved ? null : <p className="erp-tutorial-intro">{T.tutorialIntro}</p>}
      <Steps current={current} direction={progress.keySaved ? 'horizontal' : 'vertical'} size="small">
        <Steps.Step
          title={T.stepKey}
          status={stepStatus(progress.keySaved, current === 1)}
          description={
            progress.keySaved ? T.stepDone : (
              <div className="erp-step-body">
                <div>{T.stepKeyDescription}</div>
                {onSaveKey ? <ErpKeyForm onSave={onSaveKey} /> : null}
              </div>
            )
          }
        />
        <Steps.Step
          title={T.stepBind}
          status={stepStatus(progress.materialBound, current === 2)}
          description={
            progress.keySaved && !progress.materialBound ? (
              <StepWithLink text={T.stepBindDescription} href="/app/integrations/case_material_binding" label={T.goBind} />
            ) : (
              description(progress.materialBound, T.stepBindDescription)
            )
          }
        />
        <Steps.Step
          title={T.stepPush}
          status={stepStatus(progress.ordersPushed, current === 3)}
          description={
            progress.keySaved && progress.materialBound && !progress.ordersPushed ? (
              <StepWithLink text={T.stepPushDescription} href="/app/order_management" label={T.goPush} />
            ) : (
              description(progress.ordersPushed, T.stepPushDescription)
            )
          }
        />
      </Steps>
    </div>
  );
}
