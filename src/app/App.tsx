import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { Suspense, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch } from 'wouter';
import { ErrorModalHost } from './ErrorModalHost';
import { lazyScreen } from './lazyScreen';
import { Login } from './Login';
import { NotFound } from './NotFound';
import { PlatformProvider, type Platform } from '../ui/platformContext';
import { session } from './session';
import { Shell } from './Shell';

const HasLogin = lazyScreen(() => import('../features/embedded/HasLogin'));

function RequireSession({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(session);
  return token ? <>{children}</> : <Redirect to="/login" replace />;
}

export function App({ platform }: { platform: Platform }) {
  return (
    <ConfigProvider locale={zhCN}>
      <PlatformProvider platform={platform}>
        <Switch>
          <Route path="/login" component={Login} />
          <Route path="/has_login">
            <Suspense fallback={null}>
              <HasLogin />
            </Suspense>
          </Route>
          <Route path="/">
            <Redirect to="/app" replace />
          </Route>
          <Route path={/^\/app(?:\/.*)?$/}>
            <RequireSession>
              <Shell />
            </RequireSession>
          </Route>
          <Route>
            <NotFound />
          </Route>
        </Switch>
        <ErrorModalHost />
      </PlatformProvider>
    </ConfigProvider>
  );
}
