import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { Suspense, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { ErrorModalHost } from './ErrorModalHost';
import { lazyScreen } from './lazyScreen';
import { Login } from './Login';
import { PlatformProvider, type Platform } from '../ui/platformContext';
import { ScreenBoundary } from './ScreenBoundary';
import { session } from '../api/session';
import { loginPathFor } from './returnPath';

// Lazy, so that the login page loads only what it shows: the shell's menu and layout come after signing in.
const Shell = lazyScreen(() => import('./Shell').then((module) => ({ default: module.Shell })));
const NotFound = lazyScreen(() => import('./NotFound').then((module) => ({ default: module.NotFound })));
const HasLogin = lazyScreen(() => import('../features/embedded/HasLogin'));
const EmbeddedPush = lazyScreen(() => import('../features/factoryPush/EmbeddedPush'));

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
              <NotFound />
            </Lazy>
          </Route>
        </Switch>
        <ErrorModalHost />
      </PlatformProvider>
    </ConfigProvider>
  );
}
