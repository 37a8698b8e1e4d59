import { Button, Space } from '@arco-design/web-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { connectTrustedParent } from '../../../adapters/embedded';
import { CLOSE_APP_DELAY_MS, EmbeddedPushMessageType, type EmbeddedPushReply } from '../../../contract/erp';
import { hasSessionToken } from '../../api/client';
import { loadSessionFromCookie, session } from '../../api/session';
import { getCurrentUser } from '../../api/users';
import { TRUSTED_HOST_ORIGINS } from '../../lib/hostOrigins';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { isPushOrdersType, readPushOrdersMessage } from './embeddedMessage';
import { FactoryPushModal } from './FactoryPushModal';
import { refundLines, settleLeftPushCharges } from './pushCharges';
import type { PushPhase } from './usePushRun';
import { embeddedPushState, type EmbeddedPushState } from './embeddedPushState';

async function isSignedIn(): Promise<boolean> {
  if (!hasSessionToken()) return false;
  try {
    await getCurrentUser({ skipErrorModal: true, probeOnly: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * /push_order_to_factory (spec 3 §2, §4): a dialog another system frames. It listens only to its parent, and
 * only when the parent's origin is trusted (adapters/embedded: origin and window pinned); a PUSH_ORDERS with
 * well-formed orders opens the push dialog and is answered READY; 取消 or 关闭 tells the parent CLOSE_APP
 * 300 ms later. Without a session the page says 请先登录 and opens nothing: a login form inside another
 * system's frame is not what the seller came for, and the parent can ask /has_login first.
 */
export default function EmbeddedPush() {
  const [state, setState] = useState<EmbeddedPushState>({ view: 'checking', orders: null, opening: 0 });
  const [unreadable, setUnreadable] = useState(false);
  const opened = state.view === 'open';
  useEffect(() => {
    if (opened) setUnreadable(false);
  }, [opened]);
  const transport = useRef<ReturnType<typeof connectTrustedParent>>(null);
  const phase = useRef<PushPhase>('ready');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const reply = useCallback((message: EmbeddedPushReply) => transport.current?.send(message), []);

  useEffect(() => {
    const parent = connectTrustedParent(window, TRUSTED_HOST_ORIGINS);
    if (!parent) {
      setState((last) => ({ ...last, view: 'untrusted' }));
      return;
    }
    transport.current = parent;
    let live = true;
    const unsubscribe = parent.subscribe((data) => {
      const orders = readPushOrdersMessage(data);
      if (orders) setState((last) => embeddedPushState(last, { type: 'orders', orders, runPhase: phase.current }));
      // A push message it cannot read changes nothing, but the seller waiting in front of it is told.
      else if (isPushOrdersType(data)) setUnreadable(true);
    });
    void isSignedIn().then((signedIn) => {
      if (live) setState((last) => embeddedPushState(last, { type: 'signedIn', signedIn }));
    });
    const pending = timers.current;
    return () => {
      live = false;
      unsubscribe();
      parent.destroy();
      transport.current = null;
      pending.forEach(clearTimeout);
    };
  }, []);

  // READY once per opening (a new list before any run opens the dialog afresh, and is answered again).
  const opening = state.view === 'open' ? state.opening : 0;
  useEffect(() => {
    if (opening > 0) {
      phase.current = 'ready';
      reply({ type: EmbeddedPushMessageType.READY });
    }
  }, [opening, reply]);

  // Signed out: after 登录 in another tab, coming back to this window (or 我已登录) checks again.
  const signedOut = state.view === 'signedOut';
  const checkAgain = useCallback(() => {
    // The cookie may hold a session another tab started since this page loaded.
    if (!session.token) loadSessionFromCookie();
    void isSignedIn().then((signedIn) => setState((last) => embeddedPushState(last, { type: 'signedIn', signedIn })));
  }, []);
  // A login in another tab of this site reaches this page's session (app/session.ts): check at once.
  const { token, username } = useSnapshot(session);
  useEffect(() => {
    if (signedOut && token) checkAgain();
  }, [signedOut, token, checkAgain]);
  // The account the page acts as, taken when it was last signed in: another one since closes the dialog.
  const actingAs = useRef<string | null>(null);
  const [accountNotice, setAccountNotice] = useState<string | null>(null);
  const active = state.view === 'open' || state.view === 'waiting';
  useEffect(() => {
    if (opened) setAccountNotice(null);
  }, [opened]);
  useEffect(() => {
    if (!active) return;
    if (actingAs.current === null) {
      actingAs.current = token;
      return;
    }
    if (token === actingAs.current) return;
    actingAs.current = token;
    setAccountNotice(token ? MSG.factoryPush.accountChanged(username ?? '') : MSG.factoryPush.signedOutElsewhere);
    setState((last) => embeddedPushState(last, { type: 'accountChanged', signedIn: Boolean(token) }));
  }, [active, token, username]);
  useEffect(() => {
    if (!signedOut) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') checkAgain();
    };
    window.addEventListener('focus', checkAgain);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', checkAgain);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedOut, checkAgain]);

  // What an earlier push of this account in this browser charged and no factory accepted (its frame closed
  // mid-push): refunded once the page acts for the account, and said here.
  const [refundNotice, setRefundNotice] = useState<string[]>([]);
  const settledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!active || !username || settledFor.current === username) return;
    settledFor.current = username;
    void settleLeftPushCharges(username, { embedded: true })
      .catch(() => null)
      .then((refund) => {
        if (refund) setRefundNotice(refundLines(refund));
      });
  }, [active, username]);

  const close = useCallback(() => {
    setState((last) => embeddedPushState(last, { type: 'closed' }));
    timers.current.push(setTimeout(() => reply({ type: EmbeddedPushMessageType.CLOSE_APP }), CLOSE_APP_DELAY_MS));
  }, [reply]);

  return (
    <div className="embedded-status embedded-push" data-state={state.view}>
      {state.view === 'untrusted' && COMMON.embedded.untrustedParent}
      {state.view === 'signedOut' && (
        <div className="embedded-push-signed-out">
          <p>{MSG.factoryPush.signInFirst}</p>
          <Space>
            {/* A new tab: no login form inside another system's frame; the session it starts is this page's too. */}
            <Button type="primary" onClick={() => window.open('/login', '_blank', 'noopener')}>
              {MSG.factoryPush.signIn}
            </Button>
            <Button onClick={checkAgain}>{MSG.factoryPush.signedInNow}</Button>
            <Button onClick={close}>{MSG.factoryPush.close}</Button>
          </Space>
        </div>
      )}
      {accountNotice && (
        <p className="embedded-push-account-notice" role="alert">
          {accountNotice}
        </p>
      )}
      {refundNotice.length > 0 && (
        <div className="embedded-push-refund" role="status">
          {refundNotice.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {state.view === 'waiting' && (
        <div>
          <span className="muted">{MSG.factoryPush.waitingForOrders}</span>
          {unreadable && (
            <p className="embedded-push-unreadable" role="alert">
              {MSG.factoryPush.unreadableOrders}
            </p>
          )}
        </div>
      )}
      {state.view === 'open' && state.orders && (
        <FactoryPushModal
          key={state.opening}
          orders={state.orders}
          embedded
          account={username ?? ''}
          onPhase={(next) => {
            phase.current = next;
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
