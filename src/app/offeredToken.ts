import { Modal } from '@arco-design/web-react';
import { accountOfToken } from '../api/users';
import { MSG } from '../messages';
import { session } from '../api/session';
import { startSession } from './session';

export type OfferVerdict = 'keep' | 'take' | 'ask';

/**
 * Spec 3 §6, hardened: a `?token=` is an offer, and any page can make one (a link, a frame). A token
 * that does not check out changes nothing; one for the signed-in account, or with nobody signed in, is
 * taken; one for another account replaces the session only if the merchant says so.
 */
export function judgeOffer(offeredAccount: string | null, currentAccount: string | null): OfferVerdict {
  if (!offeredAccount) return 'keep';
  if (!currentAccount || currentAccount === offeredAccount) return 'take';
  return 'ask';
}

export interface OfferDeps {
  /** Whose token is, null if it does not check out. */
  accountOf(token: string): Promise<string | null>;
  /** Whether to leave `current` for `offered`. */
  askToSwitch(offered: string, current: string): Promise<boolean>;
}

export function askToSwitch(offered: string, current: string): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      className: 'session-switch-modal',
      title: MSG.sessionSafety.switchTitle,
      content: MSG.sessionSafety.switchConfirm(offered, current),
      okText: MSG.sessionSafety.switchOk,
      cancelText: MSG.sessionSafety.switchCancel,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

const defaultDeps: OfferDeps = { accountOf: accountOfToken, askToSwitch };

/**
 * Pages a trusted host frames out of sight (spec 3 §6: /has_login): nobody would see a question there, so a
 * token for another account serves that page alone (it has no links) and the browser's session stays.
 * Elsewhere, or unframed, the same token is asked about like any other.
 */
export const EMBEDDED_PATHS: readonly string[] = ['/has_login'];

/** Decides on the start-up `?token=` (already out of the address) before the console renders. */
export async function settleOfferedToken(
  token: string,
  deps: OfferDeps = defaultDeps,
  { embedded = false }: { embedded?: boolean } = {},
): Promise<void> {
  // An empty parameter offers nothing; the session's own token needs no check.
  if (!token || token === session.token) return;
  const offered = await deps.accountOf(token);
  if (!offered) return;
  // A session from before accounts were kept with the token is asked about once; a dead one is nobody's.
  const current = session.token ? (session.username ?? (await deps.accountOf(session.token))) : null;
  const verdict = judgeOffer(offered, current);
  if (verdict === 'ask' && embedded) {
    session.token = token;
    session.username = offered;
    return;
  }
  if (verdict === 'take' || (verdict === 'ask' && (await deps.askToSwitch(offered, current!)))) {
    startSession(token, offered);
  }
}
