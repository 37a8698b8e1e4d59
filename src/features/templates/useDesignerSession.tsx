import { Message } from '@arco-design/web-react';
import { Fragment, useState, type ReactNode } from 'react';
import type { Id } from '../../../contract/catalogue';
import { MSG } from './messages';
import type { RenderDesigner } from './designerSlot';

interface Session {
  /** Counts openings: each one mounts a fresh drawer, so nothing of the last template lingers in it. */
  opening: number;
  templateId: Id | null;
  groupId: Id;
  visible: boolean;
}

/**
 * The designer drawer, opened from the grid. 新增模板 creates nothing by itself: it opens the designer on
 * an empty canvas (templateId null), and the designer's save creates the template in the group. So
 * 新增设计模板成功 (spec 2 §8) is said when a drawer opened for a new template closes having saved; a
 * drawer closed without saving leaves no empty template behind. `onSaved` reloads the grid, whose
 * thumbnails and order changed.
 */
export function useDesignerSession(renderDesigner: RenderDesigner, onSaved: () => void) {
  const [session, setSession] = useState<Session | null>(null);

  function open(groupId: Id, templateId: Id | null) {
    setSession((last) => ({ opening: (last?.opening ?? 0) + 1, templateId, groupId, visible: true }));
  }

  function close(saved: boolean) {
    // A drawer may report its close twice (its own button, then the mask); the first one counts.
    if (!session?.visible) return;
    // Kept mounted but hidden, so the drawer can play its closing animation.
    setSession((last) => last && { ...last, visible: false });
    if (!saved) return;
    if (session.templateId === null) Message.success(MSG.templates.templateAdded);
    onSaved();
  }

  const designer: ReactNode = session ? (
    <Fragment key={session.opening}>
      {renderDesigner({ visible: session.visible, templateId: session.templateId, groupId: session.groupId, onClose: close })}
    </Fragment>
  ) : null;
  return { open, designer };
}
