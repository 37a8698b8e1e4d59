import type { Id } from '../../../../contract/catalogue';
import { getTemplate } from '../../../api/templates';
import { MSG } from '../../../messages';
import { askSaveConflict } from '../../../ui/saveConflict';

/**
 * SaveDeps.onConflict: the revision to overwrite (read now, so that a third save meanwhile is caught
 * too), or null. 重新加载 drops this tab's work and shows the template as saved; 继续编辑 keeps it here
 * and in this tab's draft. The question is the one every record with a revision asks (ui/saveConflict).
 */
export async function resolveSaveConflict(id: Id, reload: () => Promise<void>): Promise<number | null> {
  const choice = await askSaveConflict(MSG.designerSession, 'designer-conflict-modal');
  if (choice === 'overwrite') return (await getTemplate(id)).revision;
  if (choice === 'reload') await reload();
  return null;
}
