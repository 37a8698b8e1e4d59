import { Button, Checkbox, Pagination, Select } from '@arco-design/web-react';
import { useState } from 'react';
import { SLOT_ROTATIONS } from '../../../contract/jigs';
import type { JigSlot, SlotRotation } from '../../../contract/jigTypes';
import { ANY_MODEL_UPRIGHT, type SlotSettings } from '../../lib/sheets/jigGrid';
import { MSG } from './messages';

export interface ModelOption {
  value: string;
  label: string;
}

/** Slots set at once, on a page of the table: a grid of a few columns and rows shows whole. */
const SLOTS_PER_PAGE = 24;

const ROTATION_OPTIONS = SLOT_ROTATIONS.map((degrees) => ({ value: degrees, label: MSG.jigs.rotationValue(degrees) }));

function SettingControls({ label, value, onChange, models }: { label: string; value: SlotSettings; onChange: (next: SlotSettings) => void; models: readonly ModelOption[] }) {
  return (
    <>
      <td>
        <Select
          mode="multiple"
          size="small"
          allowClear
          showSearch
          filterOption={(input, option) => String((option as { props?: { children?: unknown } }).props?.children ?? '').toLowerCase().includes(input.toLowerCase())}
          placeholder={MSG.jigs.anyModel}
          aria-label={`${label}${MSG.jigs.models}`}
          value={value.phoneModelIds}
          options={models as ModelOption[]}
          onChange={(ids: string[]) => onChange({ ...value, phoneModelIds: ids })}
        />
      </td>
      <td>
        <Select
          size="small"
          aria-label={`${label}${MSG.jigs.rotation}`}
          value={value.rotation}
          options={ROTATION_OPTIONS}
          onChange={(rotation: SlotRotation) => onChange({ ...value, rotation })}
        />
      </td>
      <td className="jig-slot-mirror-cell">
        <Checkbox aria-label={`${label}${MSG.jigs.mirror}`} checked={value.mirror} onChange={(mirror: boolean) => onChange({ ...value, mirror })} />
      </td>
    </>
  );
}

/**
 * Per slot (or for all): the models it takes (none = 任意型号), the turn and the mirror (spec §1). The first
 * row sets every slot at once with 应用到全部槽位; each row after it is one slot, numbered as drawn.
 */
export function SlotSettingsTable({ slots, settings, onChange, models }: { slots: readonly JigSlot[]; settings: readonly SlotSettings[]; onChange: (settings: SlotSettings[]) => void; models: readonly ModelOption[] }) {
  const [all, setAll] = useState<SlotSettings>(ANY_MODEL_UPRIGHT);
  // A page of slots at a time: an SVG jig may hold hundreds, and a row of selects for each made every key
  // typed in the form wait for all of them to draw again.
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(slots.length / SLOTS_PER_PAGE));
  const shown = Math.min(page, pages);
  const current = (number: number) => settings[number - 1] ?? ANY_MODEL_UPRIGHT;
  const setOne = (number: number, next: SlotSettings) => {
    const changed = slots.map((slot) => current(slot.number));
    changed[number - 1] = next;
    onChange(changed);
  };
  return (
    <fieldset className="jig-form-group jig-slot-settings">
      <legend>{MSG.jigs.slotSettings}</legend>
      <div className="jig-slot-table-scroll">
        <table className="jig-slot-table">
          <thead>
            <tr>
              <th>{MSG.jigs.slotColumn}</th>
              <th>{MSG.jigs.models}</th>
              <th>{MSG.jigs.rotation}</th>
              <th>{MSG.jigs.mirror}</th>
            </tr>
          </thead>
          <tbody>
            <tr className="jig-slot-all">
              <th scope="row">
                <Button size="mini" type="outline" onClick={() => onChange(slots.map(() => ({ ...all, phoneModelIds: [...all.phoneModelIds] })))}>
                  {MSG.jigs.applyToAll}
                </Button>
              </th>
              <SettingControls label={MSG.jigs.allSlots} value={all} onChange={setAll} models={models} />
            </tr>
            {slots.slice((shown - 1) * SLOTS_PER_PAGE, shown * SLOTS_PER_PAGE).map((slot) => (
              <tr key={slot.number} className="jig-slot-row" data-slot={slot.number}>
                <th scope="row">{slot.number}</th>
                <SettingControls label={`${MSG.jigs.slotColumn}${slot.number}`} value={current(slot.number)} onChange={(next) => setOne(slot.number, next)} models={models} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? <Pagination size="small" simple current={shown} pageSize={SLOTS_PER_PAGE} total={slots.length} onChange={setPage} className="jig-slot-pages" /> : null}
    </fieldset>
  );
}
