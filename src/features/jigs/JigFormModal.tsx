import { Message } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { JIG_CONFLICT } from '../../../contract/jigs';
import type { Jig, JigKind } from '../../../contract/jigTypes';
import { listBrands } from '../../api/brands';
import { ApiError } from '../../api/client';
import { createJig, listJigs, updateJig, type JigSaved } from '../../api/jigs';
import { listModels } from '../../api/models';
import type { SlotSettings } from '../../lib/sheets/jigGrid';
import { FormModal } from '../../ui/FormModal';
import { conflictHandled, saveAskingOnConflict } from '../../ui/saveConflict';
import { useLoad } from '../../ui/useLoad';
import { JigFormFields } from './JigFormFields';
import { draftOf, newJigValues, settingsOf, svgOf, valuesOf, type JigFormValues, type SvgSlots } from './jigDraft';
import { MSG } from './messages';
import type { ModelOption } from './SlotSettingsTable';

export interface JigFormModalProps {
  open: boolean;
  /** The jig edited, or null for a new one; kept while the modal fades out so its title holds. */
  jig: Jig | null;
  /** A new jig's kind as the form opens (the empty list's 从 SVG 新建 opens it on SVG). */
  kind?: JigKind;
  onClose: () => void;
  onSaved: (saved: JigSaved) => void;
  /** The jig was deleted elsewhere (a save answered RECORD_NOT_FOUND): close, reload the list. */
  onGone: () => void;
  /** 重新加载 after a save conflict: the list under the form reloads too. */
  onStale: () => void;
}

/** Every model of the account, named with its brand, for the slots' 适用型号 (a layout places models of every brand). */
async function catalogueModels(): Promise<ModelOption[]> {
  const brands = await listBrands();
  const models = await Promise.all(brands.map(async (brand) => (await listModels(brand.id)).map((model) => ({ value: model.id, label: `${brand.name} ${model.name}` }))));
  return models.flat();
}

/** The fields of the form inside FormModal's Form, with what they share held here (the SVG read, the slots' settings). */
function JigFormBody(props: { svg: SvgSlots | null; svgRefusal: string | null; onSvg: (svg: SvgSlots | null, refusal: string | null) => void; settings: SlotSettings[]; onSettings: (settings: SlotSettings[]) => void }) {
  // Loaded when the form opens (FormModal mounts its fields then); a failure leaves 任意型号 for every slot.
  const models = useLoad(catalogueModels, []);
  return <JigFormFields {...props} models={models.data ?? []} />;
}

/**
 * 新建治具 / 编辑治具: the fields, the drawing that follows them, the slots' settings. 保存 sends the jig whole
 * once every field and the slots together hold; an edit is saved on the `updatedAt` it opened with, and a
 * save from another tab since asks 重新加载 / 覆盖保存 / 继续编辑 (ui/saveConflict), never replaced silently.
 */
export function JigFormModal({ open, jig, kind = 'grid', onClose, onSaved, onGone, onStale }: JigFormModalProps) {
  const [svg, setSvg] = useState<SvgSlots | null>(null);
  const [svgRefusal, setSvgRefusal] = useState<string | null>(null);
  const [settings, setSettings] = useState<SlotSettings[]>([]);
  const base = useRef<number | null>(null);
  useEffect(() => {
    if (!open) return;
    setSvg(jig ? svgOf(jig) : null);
    setSvgRefusal(null);
    setSettings(jig ? settingsOf(jig.slots) : []);
    base.current = jig?.updatedAt ?? null;
  }, [open, jig]);

  const onSvg = (read: SvgSlots | null, refusal: string | null) => {
    setSvgRefusal(refusal);
    if (!read) return;
    setSvg(read);
    Message.info(MSG.jigs.svgSizeSet(read.widthMm, read.heightMm));
  };

  async function save(values: JigFormValues) {
    const draft = draftOf(values, svg, settings);
    if (values.kind === 'svg' && !svg) {
      setSvgRefusal(MSG.jigs.svgRequired);
      return;
    }
    // The drawing's alert says what the slots break; nothing is sent until they hold.
    if (!draft.fields || draft.problem) return;
    const fields = draft.fields;
    try {
      if (!jig) {
        onSaved(await createJig(fields));
        Message.success(MSG.jigs.added);
        return;
      }
      const saved = await saveAskingOnConflict<JigSaved>({
        code: JIG_CONFLICT,
        texts: MSG.jigs,
        base: base.current,
        save: (updatedAt) => updateJig(jig.id, fields, updatedAt, { callerHandles: conflictHandled }),
        reread: async () => (await listJigs()).jigs.find((candidate) => candidate.id === jig.id)?.updatedAt ?? null,
        reload: async () => {
          const stored = (await listJigs()).jigs.find((candidate) => candidate.id === jig.id);
          if (!stored) {
            Message.warning(MSG.jigs.goneElsewhere);
            onGone();
            return;
          }
          // This tab's edits are dropped: the form closes on the list, which shows what the other tab saved.
          onStale();
          Message.info(MSG.jigs.reloaded);
        },
      });
      if (!saved) return;
      onSaved(saved);
      Message.success(MSG.jigs.changed);
    } catch (failure) {
      // A refusal this browser made for a service it stands in for (api/jigs.ts): no modal has said it.
      if (failure instanceof ApiError && !failure.traceId && failure.status !== 404) Message.error(failure.message);
      throw failure;
    }
  }

  return (
    <FormModal<JigFormValues>
      title={jig ? MSG.jigs.editTitle : MSG.jigs.add}
      open={open}
      initialValues={jig ? valuesOf(jig) : { ...newJigValues(), kind }}
      onClose={onClose}
      onGone={onGone}
      onSubmit={save}
      className="jig-form-modal"
      width={980}
    >
      <JigFormBody svg={svg} svgRefusal={svgRefusal} onSvg={onSvg} settings={settings} onSettings={setSettings} />
    </FormModal>
  );
}
