import { Message } from '@arco-design/web-react';
import { MSG } from '../messages';

/** The old way, for a web-view without the async clipboard (an insecure origin, an older Qianniu). */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/** Copies an id or a link and says 复制成功 (spec 3 §8), or that the merchant must copy it by hand. */
export async function copyText(text: string): Promise<void> {
  let copied = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      copied = true;
    }
  } catch {
    // Refused (no permission, page not focused): the selection may still work.
  }
  if (!copied) copied = copyBySelection(text);
  if (copied) Message.success(MSG.common.copied);
  else Message.error(MSG.common.copyFailed);
}
