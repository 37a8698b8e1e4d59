import { Button, Form, Input, type InputProps } from '@arco-design/web-react';
import { ERP_KEY_MAX_LENGTH, ERP_KEY_MIN_LENGTH, isErpKeyFormat, normaliseErpKey } from '../../../contract/erp';
import { MSG } from './messages';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { submitOnFirstClick } from '../../ui/singleClick';

const T = MSG.integrations;

/** The key's rules (spec 3 §5: required, trimmed), for the tutorial's form and the change-key modal. */
export const keyRules = [
  {
    validator(value: string | undefined, callback: (error?: string) => void) {
      const key = normaliseErpKey(value ?? '');
      if (!key) callback(T.keyRequired);
      else if (!isErpKeyFormat(key)) callback(T.keyInvalid(ERP_KEY_MIN_LENGTH, ERP_KEY_MAX_LENGTH));
      else callback();
    },
  },
];

/** Form.Item hands its value and onChange to this element: they must reach the input, or the form never sees the key. */
export function KeyInput(props: InputProps) {
  return <Input.Password placeholder={T.keyPlaceholder} autoComplete="off" visibilityToggle {...props} />;
}

/** The tutorial's first step: the key, saved once however often 保存key is pressed. */
export function ErpKeyForm({ onSave }: { onSave: (key: string) => Promise<void> }) {
  const [form] = Form.useForm<{ key: string }>();
  const save = useSingleFlight(async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    await onSave(normaliseErpKey(values.key)).catch(() => {
      // The API client has said why; the key stays in the field to correct.
    });
  });
  return (
    <Form form={form} layout="inline" className="erp-key-form" onSubmit={() => void save.run()}>
      <Form.Item field="key" label={T.keyLabel} rules={keyRules} className="erp-key-field">
        <KeyInput autoFocus />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={save.pending} onClick={submitOnFirstClick}>
          {T.saveKey}
        </Button>
      </Form.Item>
    </Form>
  );
}
