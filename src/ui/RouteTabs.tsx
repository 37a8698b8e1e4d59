import { Tabs } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';

export interface RouteTab {
  key: string;
  title: string;
  render: () => ReactNode;
}

/**
 * Tabs that live in the address (`/app/<screen>/:type`): switching replaces the route (spec 2 §2), an
 * unknown or missing type goes to the first tab.
 */
export function RouteTabs({ base, tabs }: { base: string; tabs: readonly RouteTab[] }) {
  const { type } = useParams<{ type?: string }>();
  const [, navigate] = useLocation();
  const active = tabs.find((tab) => tab.key === type);
  if (!active) return <Redirect to={`${base}/${tabs[0]!.key}`} replace />;
  return (
    <div className="screen-card">
      <Tabs activeTab={active.key} onChange={(key) => navigate(`${base}/${key}`, { replace: true })} destroyOnHide>
        {tabs.map((tab) => (
          <Tabs.TabPane key={tab.key} title={tab.title}>
            {tab.key === active.key ? tab.render() : null}
          </Tabs.TabPane>
        ))}
      </Tabs>
    </div>
  );
}
