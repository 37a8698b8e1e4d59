import { Button, Message } from '@arco-design/web-react';
import { IconCheckCircleFill, IconClose, IconDown, IconUp } from '@arco-design/web-react/icon';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { GuideMemory } from './guideMemory';
import { isGuideOver } from './guideMemory';
import { GUIDE } from './messages';
import { guideSteps, nextStep, stepsBehind, type GuideStep } from './steps';
import { useGuideFacts } from './useGuideFacts';
import './gettingStarted.css';

interface Props {
  memory: GuideMemory;
  setMemory: (next: GuideMemory) => void;
}

/**
 * The getting-started checklist above every screen of an account that has not produced a customization link
 * yet: each step marked from the account's data, each opening the screen where it is done. Folded, it keeps
 * one line with the next step's button; closed, it is gone for the account (the help menu brings it back).
 */
export function GettingStarted({ memory, setMemory }: Props) {
  const [location, navigate] = useLocation();
  const active = !isGuideOver(memory);
  const facts = useGuideFacts(active, location);

  useEffect(() => {
    if (facts.state === 'finished' && active) setMemory('finished');
  }, [facts.state, active, setMemory]);

  // A lookup that failed shows nothing: the guide is a convenience beside the screen, asked again on the next.
  if (!active || facts.state !== 'loaded') return null;

  const close = () => {
    setMemory('closed');
    Message.info(GUIDE.closedToast);
  };
  const collapsed = memory === 'collapsed';
  const steps = guideSteps(facts.facts);
  const next = nextStep(steps);

  return (
    <section className={`guide${collapsed ? ' guide-collapsed' : ''}`} aria-label={GUIDE.title}>
      <div className="guide-head">
        <h3 className="guide-title">{GUIDE.title}</h3>
        <span className="guide-progress">{GUIDE.progress(stepsBehind(steps), steps.length)}</span>
        {collapsed && next && (
          <Button type="primary" size="mini" onClick={() => navigate(next.path)}>
            {next.action}
          </Button>
        )}
        <span className="guide-tools">
          <Button
            type="text"
            size="mini"
            icon={collapsed ? <IconDown /> : <IconUp />}
            aria-expanded={!collapsed}
            aria-label={collapsed ? GUIDE.expandLabel : GUIDE.collapseLabel}
            onClick={() => setMemory(collapsed ? 'open' : 'collapsed')}
          >
            {collapsed ? GUIDE.expand : GUIDE.collapse}
          </Button>
          <Button type="text" size="mini" icon={<IconClose />} aria-label={GUIDE.close} title={GUIDE.close} onClick={close} />
        </span>
      </div>
      {!collapsed && (
        <ol className="guide-steps">
          {steps.map((step, index) => (
            <GuideStepItem key={step.key} step={step} index={index + 1} isNext={step === next} onOpen={() => navigate(step.path)} />
          ))}
        </ol>
      )}
    </section>
  );
}

function GuideStepItem({ step, index, isNext, onOpen }: { step: GuideStep; index: number; isNext: boolean; onOpen: () => void }) {
  const status = step.state === 'done' ? GUIDE.done : step.state === 'notNeeded' ? GUIDE.notNeeded : GUIDE.todo;
  return (
    <li className={`guide-step guide-step-${step.state}${isNext ? ' guide-step-next' : ''}`} aria-label={GUIDE.stepLabel(index, step.title, status)}>
      <span className="guide-step-mark" aria-hidden="true">
        {step.state === 'done' ? <IconCheckCircleFill /> : index}
      </span>
      <div className="guide-step-body">
        <div className="guide-step-line">
          <span className="guide-step-title">{step.title}</span>
          {step.state !== 'todo' && <span className="guide-step-status">{status}</span>}
        </div>
        <div className="guide-step-hint" title={step.hint}>
          {step.hint}
        </div>
      </div>
      <Button className="guide-step-action" size="mini" type={isNext ? 'primary' : step.state === 'todo' ? 'secondary' : 'text'} onClick={onOpen}>
        {step.action}
      </Button>
    </li>
  );
}
