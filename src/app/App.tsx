import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { Suspense, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { ErrorModalHost } from './ErrorModalHost';
import { lazyScreen } from '../ui/lazyScreen';
import { LazyNotFound } from './lazyNotFound';
import { Login } from './Login';
import { PlatformProvider, type Platform } from '../ui/platformContext';
import { ScreenBoundary } from './ScreenBoundary';
import { session } from '../api/session';
import { loginPathFor } from './returnPath';

// Lazy, so that the login page loads only what it shows: the shell's menu and layout come after signing in.
// A page of its own outside /app is a chunk named `page-…`: what it shares with the shell is then kept out
// of the first screen's chunk, which it would otherwise load whole (rspack.config.ts, firstScreenModule).
const Shell = lazyScreen(() => import(/* webpackChunkName: "shell" */ './Shell').then((module) => ({ default: module.Shell })));
const HasLogin = lazyScreen(() => import(/* webpackChunkName: "page-has-login" */ '../features/embedded/HasLogin'));
const EmbeddedPush = lazyScreen(() => import(/* webpackChunkName: "page-embedded-push" */ '../features/factoryPush/EmbeddedPush'));

function Lazy({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ScreenBoundary resetKey={name}>
      <Suspense fallback={null}>{children}</Suspense>
    </ScreenBoundary>
  );
}

function RequireSession({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(session);
  const [path] = useLocation();
  const search = useSearch();
  return token ? <>{children}</> : <Redirect to={loginPathFor(search ? `${path}?${search}` : path)} replace />;
}

export function App({ platform }: { platform: Platform }) {
  return (
    <ConfigProvider locale={zhCN}>
      <PlatformProvider platform={platform}>
        <Switch>
          <Route path="/login" component={Login} />
          <Route path="/has_login">
            <Lazy name="has_login">
              <HasLogin />
            </Lazy>
          </Route>
          <Route path="/push_order_to_factory">
            <Lazy name="push_order_to_factory">
              <EmbeddedPush />
            </Lazy>
          </Route>
          <Route path="/">
            <Redirect to="/app" replace />
          </Route>
          <Route path={/^\/app(?:\/.*)?$/}>
            <RequireSession>
              <Lazy name="shell">
                <Shell />
              </Lazy>
            </RequireSession>
          </Route>
          <Route>
            <Lazy name="not_found">
              <LazyNotFound />
            </Lazy>
          </Route>
        </Switch>
        <ErrorModalHost />
      </PlatformProvider>
    </ConfigProvider>
  );
}
