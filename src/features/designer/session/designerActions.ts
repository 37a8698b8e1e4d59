/** Running an action from a key or a panel button, and telling the merchant what the model said. */
import { Message } from '@arco-design/web-react';
import { MSG } from '../messages';
import {
  DESIGNER_ACTIONS,
  DESIGNER_MESSAGE_TEXT,
  createActionManager,
  type DesignerMessage,
  type DesignerStore,
  type SimpleActionName,
} from '../model';
import { requestRename } from './renameRequests';

/** One manager for every drawer: it checks the shortcut table for conflicts once, at start-up. */
export const actionManager = createActionManager(DESIGNER_ACTIONS);

/** `repeat`: the key's auto-repeat, which joins the step its first press made (a held key is one step). */
export function runAction(store: DesignerStore, name: SimpleActionName, repeat = false): void {
  const outcome = repeat ? store.dispatchRepeat(name) : store.dispatch(name);
  if (outcome.message) showDesignerMessage(outcome.message);
  if (name === 'rename' && outcome.ran) requestRename(store);
}

/** Spec 2 §4, §8: 移动图层成功~ is a success; the top and bottom notices are information. */
export function showDesignerMessage(message: DesignerMessage): void {
  const text = MSG.designer[DESIGNER_MESSAGE_TEXT[message]];
  if (message === 'moved') Message.success(text);
  else if (message === 'noLayers' || message === 'locked') Message.warning(text);
  else Message.info(text);
}
