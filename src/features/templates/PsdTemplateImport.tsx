import { Message, Modal } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { FILE_KIND } from '../../../contract/files';
import { session } from '../../api/session';
import { createTemplate, listTemplates } from '../../api/templates';
import { bindToSession } from '../../api/sessionBound';
import { heldLocks, holdLock } from '../../lib/heldLocks';
import { importArtboardsAsTemplates, templateName } from '../../lib/psd/psdTemplates';
import { localStore } from '../../lib/safeStorage';
import { uuidV4 } from '../../lib/uuid';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { MidWorkSummary, namesUpTo } from '../../ui/MidWorkSummary';
import { usePlatform } from '../../ui/platformContext';
import { PsdImportButton } from '../../ui/PsdImportButton';
import { PsdImportDialog, type ChosenArtboards } from '../../ui/PsdImportDialog';
import { useRunningWork } from '../../ui/useRunningWork';
import { countByName, createOutcome, pendingOutcome, startImportNote, takeInterruptedImports, type ImportNote, type ImportNoteDeps } from './psdImportRecord';

export interface PsdTemplateImportButtonProps {
  /** The current group: each artboard chosen becomes a new template in it. */
  groupId: string;
  /** Templates were created: the grid reloads. */
  onImported: () => void;
}

/** A new template's canvas: the default wireframe's, as the designer opens a new template (spec 2 §3). */
const TEMPLATE_CANVAS = { width: 500, height: 1044 } as const;

const texts = MSG.psdImport;

const importNotes: ImportNoteDeps = { storage: localStore, holdLock, heldLocks, newId: uuidV4, account: () => session.username ?? '' };
/** Each account's interrupted imports, taken once per page load (a sign-out and in keeps the page). */
const interruptedNotes = new Map<string, Promise<ImportNote[]>>();

/** The page is being left (a reload, a closed tab): an import whose uploads fail as it goes keeps its note. */
let leavingPage = false;
window.addEventListener('pagehide', () => (leavingPage = true));
window.addEventListener('pageshow', () => (leavingPage = false));

/** Where an import stands, each line only where it names something. */
function standing(created: readonly string[], maybe: readonly string[], notCreated: readonly string[]): string[] {
  return [
    ...(created.length > 0 ? [texts.created(namesUpTo(created))] : []),
    ...(maybe.length > 0 ? [texts.maybeCreated(namesUpTo(maybe))] : []),
    ...(notCreated.length > 0 ? [texts.notCreated(namesUpTo(notCreated))] : []),
  ];
}

/**
 * After a reload or a closed tab mid-import: which templates were created and which not. A create that was
 * on its way is looked up in the group (psdImportRecord.ts pendingOutcome); where that cannot be told, the
 * notice says it may have been created, so the merchant looks before importing it again.
 */
async function showInterrupted(note: ImportNote): Promise<void> {
  const now = note.sending ? await listTemplates(note.groupId, { skipErrorModal: true }).catch(() => null) : null;
  const outcome = pendingOutcome(note, now);
  const settled = note.created + (outcome === 'created' ? 1 : 0);
  const created = note.names.slice(0, settled);
  const maybe = outcome === 'unknown' ? note.names.slice(settled, settled + 1) : [];
  const notCreated = note.names.slice(settled + maybe.length);
  const left = maybe.length + notCreated.length > 0;
  const lines = [texts.interruptedFile(note.fileName), ...standing(created, maybe, notCreated), ...(left ? [texts.interruptedHint] : [])];
  Modal.warning({ title: texts.interruptedTitle, content: <MidWorkSummary lines={lines} />, okText: COMMON.confirm.ok });
}

/**
 * 导入PSD on the template screen (spec 2 §4): at least one artboard, each a new template in the current
 * group, one after another with progress. A failure half-way says which were created and which not; the
 * dialog stays open with the created ones marked 已导入, so 导入 again creates only the rest.
 */
export function PsdTemplateImportButton({ groupId, onImported }: PsdTemplateImportButtonProps) {
  const { adapter } = usePlatform();
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [status, setStatus] = useState<string | null>(null);
  /** From 导入 to the last template: the PNGs' wait too, which a reload would lose as much as the creates. */
  const [running, setRunning] = useState(false);
  useRunningWork(running, texts.templatesTitle);

  useEffect(() => {
    let current = true;
    // Taken once per page load and shown by the first screen still mounted when they are read.
    const account = importNotes.account();
    if (!interruptedNotes.has(account)) interruptedNotes.set(account, takeInterruptedImports(importNotes));
    void interruptedNotes.get(account)!.then((notes) => {
      if (current) notes.splice(0).forEach((note) => void showInterrupted(note));
    });
    return () => {
      current = false;
    };
  }, []);

  function open(chosen: File) {
    setDone(new Set());
    setFile(chosen);
  }

  async function importTemplates({ artboards: chosen, indexes: keys, encoded }: ChosenArtboards): Promise<boolean> {
    const created: string[] = [];
    // The templates go to the account that pressed 导入: a step after 退出登录 is not sent (sessionBound.ts).
    const bound = bindToSession();
    const sent = chosen.map((artboard) => templateName(artboard.name));
    const names = sent.map((name) => name || COMMON.psdImport.unnamed);
    setRunning(true);
    // Noted from 导入 on: a reload while the PNGs are made is told afterwards that nothing was created.
    const note = startImportNote(importNotes, { fileName: file?.name ?? '', names, sent, groupId, baseline: null });
    /** The name of the create on its way, until it answers. */
    let sending: string | null = null;
    /** What the group holds before the first create: after one that got no answer (here, or before a reload), counting again tells whether it landed. */
    let baseline: Record<string, number> | null = null;
    try {
      const [artboards, counted] = await Promise.all([encoded(), listTemplates(groupId, { skipErrorModal: true }).then(countByName, () => null)]);
      // Closed while the PNGs were made, or they failed: the dialog said why, nothing was created.
      if (!artboards) return false;
      baseline = counted;
      note.counted(baseline);
      let skipped = artboards.reduce((sum, artboard) => sum + artboard.skippedLayers, 0);
      await importArtboardsAsTemplates(
        artboards.map((artboard, i) => ({ key: keys[i], artboard })),
        groupId,
        TEMPLATE_CANVAS,
        {
          uploadLayerImage: async (image, fileName) => (await bound.upload(adapter, image, { kind: FILE_KIND.TEMPLATE_LAYER, fileName })).fileId,
          uploadThumbnail: async (image, fileName) => (await bound.upload(adapter, image, { kind: FILE_KIND.TEMPLATE_THUMBNAIL, fileName })).fileId,
          createTemplate: bound.step(async (input) => {
            sending = input.name;
            note.sending();
            return createTemplate(input);
          }),
          newUuid: uuidV4,
          onStart: (count, total, name) => setStatus(texts.importing(count + 1, total, templateName(name) || COMMON.psdImport.unnamed)),
          onSkipped: (_key, count) => {
            skipped += count;
          },
          onCreated: (key, template) => {
            sending = null;
            created.push(template.name);
            note.created();
            setDone((last) => new Set(last).add(key));
          },
        },
      );
      Message.success(COMMON.psdImport.succeeded);
      if (skipped > 0) Message.warning(COMMON.psdImport.skippedLayers(skipped));
      return true;
    } catch {
      // Signed out meanwhile, or the page is going: nothing is said here; the note tells the next visit.
      if (bound.signal.aborted || leavingPage) return false;
      // The admin API's own errors were shown by its modal; this says where the import stands. A create
      // that failed may still have made its template (its answer lost): the group, counted again, tells.
      const maybe: string[] = [];
      if (sending !== null) {
        const index = created.length;
        const now = await listTemplates(groupId, { skipErrorModal: true }).catch(() => null);
        const outcome = createOutcome(sending, sent.slice(0, index), baseline, now);
        if (outcome === 'created') {
          created.push(names[index]!);
          note.created();
          setDone((last) => new Set(last).add(keys[index]!));
        } else if (outcome === 'unknown') maybe.push(names[index]!);
      }
      const notCreated = names.slice(created.length + maybe.length);
      const lines = [...standing(created, maybe, notCreated), texts.retryHint];
      Modal.warning({ title: texts.partialTitle, content: <MidWorkSummary lines={lines} />, okText: COMMON.confirm.ok });
      return false;
    } finally {
      // Cut short by leaving the page (its uploads fail as it goes) or by the session's end: the note is told next time.
      if (leavingPage || bound.signal.aborted) note.leave();
      else note.finish();
      setStatus(null);
      setRunning(false);
      if (created.length > 0) onImported();
    }
  }

  return (
    <>
      <PsdImportButton onFile={open} />
      <PsdImportDialog
        file={file}
        mode="many"
        title={texts.templatesTitle}
        canvas={TEMPLATE_CANVAS}
        onClose={() => setFile(null)}
        onImport={importTemplates}
        done={done}
        importStatus={status}
      />
    </>
  );
}
