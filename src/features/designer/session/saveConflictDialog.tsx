import { Button, Modal } from '@arco-design/web-react';
import type { Id } from '../../../../contract/catalogue';
import { getTemplate } from '../../../api/templates';
import { MSG } from '../../../messages';

export type ConflictChoice = 'reload' | 'overwrite' | 'keepEditing';

/**
 * Asks what to do when someone saved the template since this designer read it. Only explicit answers:
 * Esc and the mask do nothing, because one answer drops this tab's work and another drops the other save.
 * 继续编辑 keeps both: nothing is saved, the work stays here and in this tab's draft.
 * Imperative (like Arco's confirm) so the save, which runs outside any render, can wait for the answer.
 */
export function askSaveConflict(): Promise<ConflictChoice> {
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
      title: MSG.designerSession.conflictTitle,
      content: MSG.designerSession.conflictContent,
      className: 'designer-conflict-modal',
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
          <Button onClick={() => answer('keepEditing')}>{MSG.designerSession.keepEditing}</Button>
          <Button onClick={() => answer('reload')}>{MSG.designerSession.reload}</Button>
          <Button type="primary" status="warning" onClick={() => answer('overwrite')}>
            {MSG.designerSession.overwrite}
          </Button>
        </>
      ),
    });
  });
}

/**
 * SaveDeps.onConflict: the revision to overwrite (read now, so that a third save meanwhile is caught
 * too), or null. 重新加载 drops this tab's work and shows the template as saved.
 */
export async function resolveSaveConflict(id: Id, reload: () => Promise<void>): Promise<number | null> {
  const choice = await askSaveConflict();
  if (choice === 'overwrite') return (await getTemplate(id)).revision;
  if (choice === 'reload') await reload();
  return null;
}
