import type { Id } from '../../../../contract/catalogue';
import type { DesignTemplate } from '../../../../contract/templates';
import { getTemplate } from '../../../api/templates';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { confirm } from '../../../ui/confirm';
import { askSaveConflict } from '../../../ui/saveConflict';

/**
 * SaveDeps.onConflict: the template to overwrite (read now, so that a third save meanwhile is caught
 * too), or null. 重新加载 drops this tab's work and shows the template as saved; 继续编辑 keeps it here
 * and in this tab's draft. The question is the one every record with a revision asks (ui/saveConflict).
 */
/** SaveDeps.onGone: 另存为新模板 (true) or 取消 (false; the work stays here and in this tab's draft). */
export async function askSaveAsNew(): Promise<boolean> {
  try {
    await confirm({ title: MSG.designerSession.goneTitle, content: MSG.designerSession.goneContent, okText: MSG.designerSession.saveAsNew });
    return true;
  } catch {
    return false;
  }
}

export async function resolveSaveConflict(id: Id, reload: () => Promise<void>): Promise<DesignTemplate | null> {
  const choice = await askSaveConflict({ ...COMMON.designerSession, ...MSG.designerSession }, 'designer-conflict-modal');
  if (choice === 'overwrite') return getTemplate(id);
  if (choice === 'reload') await reload();
  return null;
}
