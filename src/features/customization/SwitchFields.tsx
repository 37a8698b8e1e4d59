import { Form, Switch } from '@arco-design/web-react';
import { CUSTOMIZATION_SWITCHES } from '../../../contract/customization';
import { MSG } from './messages';
import type { CustomizationDraft } from './draft';

/** The five switches of spec 3 §3, each on unless the merchant turns it off. */
export function SwitchFields({ draft, onChange }: { draft: CustomizationDraft; onChange: (next: CustomizationDraft) => void }) {
  return (
    <Form.Item label={MSG.links.switches} className="customization-switches">
      <div className="customization-switch-grid">
        {CUSTOMIZATION_SWITCHES.map((name) => (
          <label key={name} className="customization-switch">
            <Switch
              size="small"
              checked={draft.switches[name]}
              onChange={(on) => onChange({ ...draft, switches: { ...draft.switches, [name]: on } })}
            />
            <span>{MSG.links.switchNames[name]}</span>
          </label>
        ))}
      </div>
    </Form.Item>
  );
}
