import { Modal } from '@arco-design/web-react';
import { accountOfToken } from '../api/users';
import { MSG } from '../messages';
import { session } from '../api/session';
import { startSession } from './session';

export type OfferVerdict = 'keep' | 'take' | 'ask-sign-in' | 'ask-switch';

/**
 * Spec 3 §6, hardened: a `?token=` is an offer, and any page can make one (a link, a frame). A token that
 * does not check out changes nothing. Only a trusted host hands a token over without a question: inside the
 * Qianniu web-view, or in a frame whose parent is on the host origin list, the token for nobody's or the
 * same account's session is taken. Anywhere else (a plain browser, where a link can come from anyone) the
 * merchant is asked, the account named: a link that signed them in silently could make them pay or enter
 * their ERP key in an account that is not theirs. A token of the account already signed in there changes
 * nothing; one for another account replaces the session only if the merchant says so, everywhere.
 */
export function judgeOffer(offeredAccount: string | null, currentAccount: string | null, { fromTrustedHost }: { fromTrustedHost: boolean }): OfferVerdict {
  if (!offeredAccount) return 'keep';
  if (currentAccount && currentAccount !== offeredAccount) return 'ask-switch';
  if (fromTrustedHost) return 'take';
  return currentAccount ? 'keep' : 'ask-sign-in';
}

export interface OfferDeps {
  /** Whose token is, null if it does not check out. */
  accountOf(token: string): Promise<string | null>;
  /** Whether to sign in as `offered`, nobody being signed in. */
  askToSignIn(offered: string): Promise<boolean>;
  /** Whether to leave `current` for `offered`. */
  askToSwitch(offered: string, current: string): Promise<boolean>;
}

function confirm(className: string, title: string, content: string, okText: string, cancelText: string): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({ className, title, content, okText, cancelText, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}

export function askToSignIn(offered: string): Promise<boolean> {
  const { signInTitle, signInConfirm, signInOk, signInCancel } = MSG.sessionSafety;
  return confirm('session-sign-in-modal', signInTitle, signInConfirm(offered), signInOk, signInCancel);
}

export function askToSwitch(offered: string, current: string): Promise<boolean> {
  const { switchTitle, switchConfirm, switchOk, switchCancel } = MSG.sessionSafety;
  return confirm('session-switch-modal', switchTitle, switchConfirm(offered, current), switchOk, switchCancel);
}

const defaultDeps: OfferDeps = { accountOf: accountOfToken, askToSignIn, askToSwitch };

/**
 * Pages a trusted host frames out of sight (spec 3 §6: /has_login): nobody would see a question there, so a
 * token for another account serves that page alone (it has no links) and the browser's session stays.
 * Elsewhere, or unframed, the same token is asked about like any other.
 */
export const EMBEDDED_PATHS: readonly string[] = ['/has_login'];

export interface OfferPlace {
  /** The token comes from a trusted host: the Qianniu web-view, or a frame whose parent is on the host list. */
  fromTrustedHost?: boolean;
  /** One of EMBEDDED_PATHS, framed by a trusted host. */
  embedded?: boolean;
  /**
   * Framed by a page that is not a trusted host (where the host sends no frame-ancestors): no question is
   * asked there, since the page around it could dress the 登录 button up as anything, and nothing is taken.
   */
  inForeignFrame?: boolean;
}

/** Decides on the start-up `?token=` (already out of the address) before the console renders. */
export async function settleOfferedToken(
  token: string,
  deps: OfferDeps = defaultDeps,
  { fromTrustedHost = false, embedded = false, inForeignFrame = false }: OfferPlace = {},
): Promise<void> {
  // An empty parameter offers nothing; the session's own token needs no check.
  if (!token || token === session.token || inForeignFrame) return;
  const offered = await deps.accountOf(token);
  if (!offered) return;
  // A session from before accounts were kept with the token is asked about once; a dead one is nobody's.
  const current = session.token ? (session.username ?? (await deps.accountOf(session.token))) : null;
  const verdict = judgeOffer(offered, current, { fromTrustedHost });
  if (verdict === 'ask-switch' && embedded) {
    session.token = token;
    session.username = offered;
    return;
  }
  const taken =
    verdict === 'take' ||
    (verdict === 'ask-sign-in' && (await deps.askToSignIn(offered))) ||
    (verdict === 'ask-switch' && (await deps.askToSwitch(offered, current!)));
  if (taken) startSession(token, offered);
}
