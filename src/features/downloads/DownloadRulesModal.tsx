import { Alert, Button, Message, Modal, Switch } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { DEFAULT_DOWNLOAD_RULES_SETTING, writesOrderIdFile, type DownloadRulesSetting, type DownloadRuleToken } from '../../../contract/downloadRules';
import { getDownloadRules, saveDownloadRules } from '../../api/downloadRules';
import { planArchive } from '../../lib/bulkDownload/names';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { ListLoad } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { useSingleFlight } from '../../ui/useSingleFlight';

const T = MSG.downloads.rules;

/** The file name the rules give an example image, by the engine's own naming. */
export function exampleFileName(rules: readonly DownloadRuleToken[]): string {
  const plan = planArchive(
    [
      {
        key: 'example',
        url: '',
        shopName: 'shop',
        naming: {
          orderId: '10086',
          orderOriginalId: '3912345678901234567',
          customizationInfo: '苹果 iPhone 15 硅胶 黑色',
          orderItemIndex: 1,
          skuIndex: 1,
          quantity: 2,
        },
      },
    ],
    { rules, withOrderIdFile: false, extension: 'png' },
  );
  return plan.images[0]!.path.split('/').pop()!;
}

/** Moves the rule at `index` one place up (-1) or down (+1). */
export function moveRule(rules: readonly DownloadRuleToken[], index: number, step: -1 | 1): DownloadRuleToken[] {
  const next = [...rules];
  const other = index + step;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/**
 * 命名规则 (spec 3 §3, §9), a dialog over the order list: the order of the six parts of a file name, with the
 * name they make, and the order-number file. Kept per account on the server.
 */
export function DownloadRulesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal title={T.title} visible={open} footer={null} onCancel={onClose} maskClosable={false} unmountOnExit className="download-rules-modal">
      {open && <RulesEditor onClose={onClose} />}
    </Modal>
  );
}

function RulesEditor({ onClose }: { onClose: () => void }) {
  const saved = useLoad(getDownloadRules, []);
  return <ListLoad loaded={saved}>{(setting) => <RulesForm initial={setting} onClose={onClose} />}</ListLoad>;
}

function RulesForm({ initial, onClose }: { initial: DownloadRulesSetting; onClose: () => void }) {
  const [setting, setSetting] = useState(initial);
  const save = useSingleFlight(async () => {
    try {
      await saveDownloadRules(setting);
    } catch {
      return; // The API client's modal has said why; what was chosen stays on screen.
    }
    Message.success(T.saved);
    onClose();
  });
  const last = setting.rules.length - 1;

  return (
    <div className="download-rules">
      <p>{T.hint}</p>
      <ol className="download-rules-list">
        {setting.rules.map((token, index) => (
          <li key={token} data-token={token}>
            <span className="download-rules-label">
              {index + 1}. {T.tokens[token]}
            </span>
            <Button
              size="mini"
              icon={<IconArrowUp />}
              aria-label={`${T.moveUp} ${T.tokens[token]}`}
              disabled={index === 0}
              onClick={() => setSetting({ ...setting, rules: moveRule(setting.rules, index, -1) })}
            />
            <Button
              size="mini"
              icon={<IconArrowDown />}
              aria-label={`${T.moveDown} ${T.tokens[token]}`}
              disabled={index === last}
              onClick={() => setSetting({ ...setting, rules: moveRule(setting.rules, index, 1) })}
            />
          </li>
        ))}
      </ol>
      <p className="download-rules-example">
        {T.example}
        <code>{exampleFileName(setting.rules)}</code>
      </p>
      <label className="download-tiff">
        <Switch size="small" checked={setting.withOrderIdFile} onChange={(on) => setSetting({ ...setting, withOrderIdFile: on })} aria-label={T.orderIdFile} />
        <span>{T.orderIdFile}</span>
      </label>
      <p>{T.orderIdFileHint}</p>
      {setting.withOrderIdFile && !writesOrderIdFile(setting) && <Alert type="warning" content={T.orderIdFileInactive} />}
      <div className="download-rules-footer">
        <Button
          onClick={() => {
            setSetting({ ...DEFAULT_DOWNLOAD_RULES_SETTING, rules: [...DEFAULT_DOWNLOAD_RULES_SETTING.rules] });
            Message.info(T.restoredHint);
          }}
        >
          {T.restoreDefault}
        </Button>
        <Button onClick={onClose}>{COMMON.confirm.cancel}</Button>
        <Button type="primary" loading={save.pending} onClick={save.click()}>
          {COMMON.common.save}
        </Button>
      </div>
    </div>
  );
}
