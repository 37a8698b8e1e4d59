import { Spin, Tabs } from '@arco-design/web-react';
import { Suspense, type ReactNode } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';

export interface RouteTab {
  key: string;
  title: string;
  render: () => ReactNode;
}

const hrefOf = (base: string, key: string) => (key ? `${base}/${key}` : base);

/**
 * Tabs that live in the address (`/app/<screen>/:type`): switching replaces the route (spec 2 §2), an
 * unknown or missing type goes to the first tab. A tab whose key is '' is the screen's bare address
 * (spec 2 §2: /app/fonts/ with an empty type is the font library). A tab may be loaded lazily (lazyScreen):
 * until its code has come, the tab shows the list's loading state under the tab bar.
 */
export function RouteTabs({ base, tabs }: { base: string; tabs: readonly RouteTab[] }) {
  const { type } = useParams<{ type?: string }>();
  const [, navigate] = useLocation();
  const active = tabs.find((tab) => tab.key === (type ?? ''));
  if (!active) return <Redirect to={hrefOf(base, tabs[0]!.key)} replace />;
  return (
    <div className="screen-card">
      <Tabs activeTab={active.key} onChange={(key) => navigate(hrefOf(base, key), { replace: true })} destroyOnHide>
        {tabs.map((tab) => (
          <Tabs.TabPane key={tab.key} title={tab.title}>
            {tab.key === active.key ? <Suspense fallback={<Spin className="screen-loading" />}>{tab.render()}</Suspense> : null}
          </Tabs.TabPane>
        ))}
      </Tabs>
    </div>
  );
}
