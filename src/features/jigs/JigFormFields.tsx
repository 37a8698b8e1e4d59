import { Alert, Button, Form, Input, InputNumber, Radio, Select, Switch } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import { useEffect, useRef } from 'react';
import { JIG_NAME_LIMIT } from '../../../contract/names';
import { FILM_RULES, GRID_RULES, JIG_PRESETS, JIG_TEXTS, BLEED_RULE, DPI_RULE, SIZE_RULES, gridPitchProblem, numberProblem, type NumberRule } from '../../../contract/jigs';
import type { JigKind } from '../../../contract/jigTypes';
import { nameError } from '../../lib/formRules';
import { readJigSvgFile } from '../../lib/sheets/jigSvg';
import { JigDrawing } from '../../ui/JigDrawing';
import { MSG } from './messages';
import { CUSTOM_PRESET, GRID_FIELDS, draftOf, gridOf, presetOf, type JigDraft, type JigFormValues, type SvgSlots } from './jigDraft';
import type { SlotSettings } from '../../lib/sheets/jigGrid';
import { SlotSettingsTable, type ModelOption } from './SlotSettingsTable';

const nameRules = [{ required: true, validator: (value: unknown, callback: (error?: string) => void) => callback(nameError(typeof value === 'string' ? value : '', JIG_NAME_LIMIT, JIG_TEXTS.nameRequired)) }];

function NumberField({ field, label, rule, extra, precision = 1 }: { field: keyof JigFormValues; label: string; rule: NumberRule | (() => NumberRule); extra?: string; precision?: number }) {
  const { form } = Form.useFormContext();
  const bounds = typeof rule === 'function' ? rule() : rule;
  const rules = [
    {
      validator: (value: unknown, callback: (error?: string) => void) => {
        const own = numberProblem(value, typeof rule === 'function' ? rule() : rule);
        if (own || (field !== 'pitchXMm' && field !== 'pitchYMm')) return callback(own);
        // The pitch against the slot it carries: the form's second pass, the contract's words.
        const grid = gridOf(form.getFieldsValue() as Partial<JigFormValues>);
        const pitch = grid ? gridPitchProblem(grid) : undefined;
        callback(pitch?.field === field ? pitch.message : undefined);
      },
    },
  ];
  return (
    <Form.Item label={label} field={field} rules={rules} extra={extra} className={`jig-field-${field}`}>
      {/* No min, max or precision of its own: a value out of bounds or finer than 0.1 mm is refused with the
          rule's words, not clamped or rounded away; the bounds are told to assistive technology alone. */}
      <InputNumber hideControl step={precision === 0 ? 1 : 0.1} aria-valuemin={bounds.min} aria-valuemax={bounds.max} />
    </Form.Item>
  );
}

const KIND_OPTIONS: Array<{ value: JigKind; label: string }> = [
  { value: 'grid', label: MSG.jigs.kindGrid },
  { value: 'svg', label: MSG.jigs.kindSvg },
  { value: 'film', label: MSG.jigs.kindFilm },
];

const PRESET_OPTIONS = [...JIG_PRESETS.map((preset) => ({ value: preset.label, label: `${preset.label}（${preset.widthMm} × ${preset.heightMm} mm）` })), { value: CUSTOM_PRESET, label: MSG.jigs.custom }];

export interface JigFormFieldsProps {
  svg: SvgSlots | null;
  svgRefusal: string | null;
  onSvg: (svg: SvgSlots | null, refusal: string | null) => void;
  settings: readonly SlotSettings[];
  onSettings: (settings: SlotSettings[]) => void;
  models: readonly ModelOption[];
}

const WATCHED: Array<keyof JigFormValues> = [
  'name', 'kind', 'preset', 'widthMm', 'heightMm', 'columns', 'rows', 'offsetXMm', 'offsetYMm', 'pitchXMm', 'pitchYMm',
  'slotWidthMm', 'slotHeightMm', 'marginMm', 'gapMm', 'allowTurn', 'bleedMm', 'dpi', 'cutLines',
];

/**
 * The jig form's fields beside its drawing, which follows every key typed (spec §1: a wrong offset is seen at
 * once). JigFormModal holds what is not a field: the SVG read and the slots' settings.
 */
export function JigFormFields({ svg, svgRefusal, onSvg, settings, onSettings, models }: JigFormFieldsProps) {
  const { form } = Form.useFormContext();
  const values = Form.useWatch(WATCHED, form) as Partial<JigFormValues>;
  const draft: JigDraft = draftOf(values, svg, settings);
  const kind: JigKind = values.kind ?? 'grid';
  const fileInput = useRef<HTMLInputElement>(null);
  const sizeRules = SIZE_RULES[kind];
  // A size typed by hand that is a preset's shows as that preset, any other as 自定义.
  const preset = presetOf(values.widthMm, values.heightMm);
  useEffect(() => {
    if (values.preset !== undefined && values.preset !== preset) form.setFieldValue('preset', preset);
  }, [form, preset, values.preset]);
  // A pitch is checked against the slot it carries: typed before the slot's size or the other numbers, it is
  // checked again as they change (only a pitch already typed, so an empty box is not refused before its turn).
  const gridKey = GRID_FIELDS.map((field) => values[field]).join();
  useEffect(() => {
    const typed = (['pitchXMm', 'pitchYMm'] as const).filter((field) => form.getFieldValue(field) !== undefined);
    if (typed.length > 0) form.validate(typed).catch(() => undefined);
  }, [form, gridKey]);

  async function readSvg(file: File) {
    const result = await readJigSvgFile(file, (number) => settings[number - 1] ?? { phoneModelIds: [], rotation: 0, mirror: false });
    if (!result.ok) {
      onSvg(null, result.reason);
      return;
    }
    onSvg({ fileName: file.name, widthMm: result.widthMm, heightMm: result.heightMm, slots: result.slots }, null);
    // The SVG is drawn to the jig's size: the size follows it.
    form.setFieldsValue({ widthMm: result.widthMm, heightMm: result.heightMm, preset: presetOf(result.widthMm, result.heightMm) });
  }

  return (
    <div className="jig-form-columns">
      <div className="jig-form-fields">
        <Form.Item label={MSG.jigs.name} field="name" rules={nameRules}>
          <Input placeholder={MSG.jigs.namePlaceholder} maxLength={JIG_NAME_LIMIT.max * 2} autoFocus />
        </Form.Item>
        <Form.Item label={MSG.jigs.kind} field="kind">
          <Radio.Group type="button" options={KIND_OPTIONS} />
        </Form.Item>
        <div className="jig-form-row">
          <Form.Item label={MSG.jigs.preset} field="preset" className="jig-field-preset">
            <Select
              options={PRESET_OPTIONS}
              onChange={(value: string) => {
                const preset = JIG_PRESETS.find((candidate) => candidate.label === value);
                if (preset) form.setFieldsValue({ widthMm: preset.widthMm, heightMm: preset.heightMm });
              }}
            />
          </Form.Item>
          <NumberField field="widthMm" label={MSG.jigs.width} rule={() => sizeRules.width} />
          <NumberField field="heightMm" label={kind === 'film' ? MSG.jigs.filmHeight : MSG.jigs.height} rule={() => sizeRules.height} />
        </div>
        {kind === 'grid' ? (
          <fieldset className="jig-form-group">
            <legend>{MSG.jigs.gridSection}</legend>
            <div className="jig-form-row">
              <NumberField field="columns" label={MSG.jigs.columns} rule={GRID_RULES.columns} precision={0} />
              <NumberField field="rows" label={MSG.jigs.rows} rule={GRID_RULES.rows} precision={0} />
            </div>
            <div className="jig-form-row">
              <NumberField field="offsetXMm" label={MSG.jigs.offsetX} rule={GRID_RULES.offsetXMm} />
              <NumberField field="offsetYMm" label={MSG.jigs.offsetY} rule={GRID_RULES.offsetYMm} />
            </div>
            <div className="jig-form-row">
              <NumberField field="pitchXMm" label={MSG.jigs.pitchX} rule={GRID_RULES.pitchXMm} />
              <NumberField field="pitchYMm" label={MSG.jigs.pitchY} rule={GRID_RULES.pitchYMm} />
            </div>
            <div className="jig-form-hint">{MSG.jigs.pitchHint}</div>
            <div className="jig-form-row">
              <NumberField field="slotWidthMm" label={MSG.jigs.slotWidth} rule={GRID_RULES.slotWidthMm} />
              <NumberField field="slotHeightMm" label={MSG.jigs.slotHeight} rule={GRID_RULES.slotHeightMm} />
            </div>
          </fieldset>
        ) : null}
        {kind === 'svg' ? (
          <Form.Item label={MSG.jigs.svgFile} extra={MSG.jigs.svgHint} className="jig-field-svg">
            <input
              ref={fileInput}
              type="file"
              accept=".svg,image/svg+xml"
              hidden
              aria-label={MSG.jigs.svgFile}
              data-testid="jig-svg-file"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                // Cleared, so choosing the same file again after a fix still fires a change.
                event.currentTarget.value = '';
                if (file) void readSvg(file);
              }}
            />
            <div className="jig-svg-picker">
              <Button icon={<IconUpload />} onClick={() => fileInput.current?.click()}>
                {MSG.jigs.chooseSvg}
              </Button>
              {svg ? <span className="jig-svg-read">{MSG.jigs.svgRead(svg.fileName, svg.slots.length, svg.widthMm, svg.heightMm)}</span> : null}
            </div>
            {svgRefusal ? (
              <div className="jig-svg-refusal arco-form-message arco-form-message-error" role="alert">
                {svgRefusal}
              </div>
            ) : null}
          </Form.Item>
        ) : null}
        {kind === 'film' ? (
          <div className="jig-form-row">
            <NumberField field="marginMm" label={MSG.jigs.margin} rule={FILM_RULES.marginMm} />
            <NumberField field="gapMm" label={MSG.jigs.gap} rule={FILM_RULES.gapMm} />
            <Form.Item label={MSG.jigs.allowTurn} field="allowTurn" triggerPropName="checked">
              <Switch aria-label={MSG.jigs.allowTurn} />
            </Form.Item>
          </div>
        ) : null}
        <div className="jig-form-row">
          <NumberField field="bleedMm" label={MSG.jigs.bleedLabel} rule={BLEED_RULE} />
          <NumberField field="dpi" label={MSG.jigs.dpiLabel} rule={DPI_RULE} precision={0} />
          <Form.Item label={MSG.jigs.cutLines} field="cutLines" triggerPropName="checked">
            <Switch aria-label={MSG.jigs.cutLines} />
          </Form.Item>
        </div>
        {kind !== 'film' && draft.slots.length > 0 ? (
          <SlotSettingsTable slots={draft.slots} settings={settings} onChange={onSettings} models={models} />
        ) : null}
      </div>
      <div className="jig-form-drawing" aria-label={MSG.jigs.drawing}>
        {draft.size ? (
          <JigDrawing widthMm={draft.size.widthMm} heightMm={draft.size.heightMm} slots={draft.slots} film={draft.film} name={MSG.jigs.drawing} />
        ) : (
          <div className="jig-drawing-pending">{MSG.jigs.drawingPending}</div>
        )}
        <div role="alert" className="jig-form-problem-region">
          {draft.problem ? <Alert className="jig-form-problem" type="error" content={draft.problem} /> : null}
        </div>
      </div>
    </div>
  );
}
