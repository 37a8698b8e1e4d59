import { Button, Message, Modal } from '@arco-design/web-react';
import { ApiError } from '../api/client';

export type ConflictChoice = 'reload' | 'overwrite' | 'keepEditing';

/** What the question says, in the section of the screen that asks it. */
export interface ConflictTexts {
  conflictTitle: string;
  conflictContent: string;
  reload: string;
  overwrite: string;
  keepEditing: string;
}

/**
 * Asks what to do when someone saved the record since this tab read it. Only explicit answers: Esc and
 * the mask do nothing, because one answer drops this tab's work and another drops the other save.
 * 继续编辑 keeps both: nothing is saved, the work stays where it is.
 * Imperative (like Arco's confirm) so that a save, which runs outside any render, can wait for the answer.
 */
export function askSaveConflict(texts: ConflictTexts, className = 'save-conflict-modal'): Promise<ConflictChoice> {
  return new Promise((resolve) => {
    let settled = false;
    const answer = (choice: ConflictChoice) => {
      // The second click of a double click lands on a dialog already closing.
      if (settled) return;
      settled = true;
      modal.close();
      resolve(choice);
    };
    const modal = Modal.confirm({
      title: texts.conflictTitle,
      content: texts.conflictContent,
      className,
      closable: false,
      maskClosable: false,
      escToExit: false,
      // Closed from outside (Modal.destroyAll when the session ends, which skips onCancel): nothing is saved.
      onCancel: () => answer('keepEditing'),
      afterClose: () => {
        if (settled) return;
        settled = true;
        resolve('keepEditing');
      },
      footer: (
        <>
          <Button onClick={() => answer('keepEditing')}>{texts.keepEditing}</Button>
          <Button onClick={() => answer('reload')}>{texts.reload}</Button>
          <Button type="primary" status="warning" onClick={() => answer('overwrite')}>
            {texts.overwrite}
          </Button>
        </>
      ),
    });
  });
}

/** `callerHandles` of a save that answers its own stale-save 409 (no 网络请求错误 modal). */
export const conflictHandled = (status: number | undefined) => status === 409;

export function isSaveConflict(failure: unknown, code: string): boolean {
  return failure instanceof ApiError && failure.status === 409 && failure.code === code;
}

export interface ConflictingSave<T> {
  /** The 409's code (SETTING_CONFLICT, SHOP_CONFLICT). */
  code: string;
  texts: ConflictTexts;
  /** The revision the form loaded (what `save` sends as baseRevision); null where the route reads it as "none". */
  base: number | null;
  /** Sends the save on `base`, with `callerHandles: conflictHandled` (or a wider rule that includes 409). */
  save: (base: number | null) => Promise<T>;
  /** The stored record's revision now, for 覆盖保存 (read then, so that a third save meanwhile asks again). */
  reread: () => Promise<number | null>;
  /** 重新加载: drop this tab's edits and show what the other save stored. */
  reload: () => Promise<void>;
}

/**
 * A save made from a revision, asking the merchant when another tab saved since (the designer's rule,
 * for any record with a revision): 重新加载 / 覆盖保存 / 继续编辑. Resolves with what was saved, or null
 * when nothing was (reloaded, or kept editing). Other failures reject as they came.
 */
export async function saveAskingOnConflict<T>({ code, texts, base, save, reread, reload }: ConflictingSave<T>): Promise<T | null> {
  let revision = base;
  for (;;) {
    try {
      return await save(revision);
    } catch (failure) {
      if (!isSaveConflict(failure, code)) {
        // Another 409 the caller took over from the client's modal still gets said.
        if (failure instanceof ApiError && failure.status === 409) Message.error(failure.message);
        throw failure;
      }
    }
    const choice = await askSaveConflict(texts);
    if (choice === 'keepEditing') return null;
    if (choice === 'reload') {
      await reload();
      return null;
    }
    revision = await reread();
  }
}
