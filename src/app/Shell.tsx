import { Dropdown, Layout, Menu, Message, Spin } from '@arco-design/web-react';
import { IconCustomerService, IconDown, IconExport, IconMenuFold, IconMenuUnfold, IconQuestionCircle } from '@arco-design/web-react/icon';
import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { MSG } from '../messages';
import { confirm, isCancelled } from '../ui/confirm';
import { AdapterBadge } from './AdapterBadge';
import { BrandMark } from './BrandMark';
import { GettingStarted } from './gettingStarted/GettingStarted';
import { GUIDE } from './gettingStarted/messages';
import { useGuideMemory } from './gettingStarted/useGuideMemory';
import { HELP_TOPICS, SUPPORT_CHAT_URL } from './helpLinks';
import { LazyNotFound } from './lazyNotFound';
import { menuIcon } from './menuIcons';
import { ScreenBoundary } from './ScreenBoundary';
import { APP_ROUTES, findRoute, homePath, menuHref, menuRoutes } from './routes';
import { isAuditUsername, logOut } from './session';
import { useSiderCollapsed } from './siderCollapsed';
import { useShellData } from './useShellData';
import './shell.css';

const HEADER_MENU_TRIGGER: ('hover' | 'click')[] = ['hover', 'click'];
const besideTrigger = (trigger: Element) => trigger.parentElement ?? document.body;

/** The help menu's entry that brings a closed getting-started guide back. */
const GUIDE_MENU_KEY = 'getting-started';

/** The /app layout of spec 1 §1: left menu from the route table, the shop, the user, help and support. */
export function Shell() {
  const [location, navigate] = useLocation();
  const { username, miniApp } = useShellData();
  const [collapsed, setCollapsed] = useSiderCollapsed();
  const [guideMemory, setGuideMemory] = useGuideMemory(username);
  const route = findRoute(location);
  // A hidden screen (a collection page) lights up the menu entry of the screen it belongs to.
  const menuRoute = route?.hidden ? menuRoutes().find((item) => item.path.split('/')[0] === route.path.split('/')[0]) : route;
  const appName = miniApp?.name || MSG.app.defaultName;
  // While the first load of a browser runs, no name: the default one would be replaced a moment later.
  const shownName = miniApp ? appName : '';

  useEffect(() => {
    if (!shownName) document.title = route?.title ?? MSG.app.consoleTitle;
    else document.title = route ? `${route.title} - ${shownName}` : `${shownName}${MSG.app.consoleTitle}`;
  }, [route, shownName]);

  async function logout() {
    try {
      await confirm({ title: MSG.session.logoutConfirmTitle, content: MSG.session.logoutConfirm });
    } catch (error) {
      if (isCancelled(error)) return;
      throw error;
    }
    logOut();
    Message.success(MSG.session.loggedOut);
    navigate('/login', { replace: true });
  }

  const helpMenu = (
    <Menu className="help-menu" onClickMenuItem={(key) => key === GUIDE_MENU_KEY && setGuideMemory('open')}>
      {guideMemory === 'closed' && <Menu.Item key={GUIDE_MENU_KEY}>{GUIDE.reopen}</Menu.Item>}
      {HELP_TOPICS.map((topic) => (
        <Menu.Item key={topic.url}>
          <a href={topic.url} target="_blank" rel="noreferrer">
            {topic.title}
          </a>
        </Menu.Item>
      ))}
    </Menu>
  );
  const userMenu = (
    // After the key that chose it has ended: a question opened while Enter is still down takes that
    // Enter as a press of its own focused button, and closes at once.
    <Menu onClickMenuItem={(key) => key === 'logout' && setTimeout(() => void logout(), 0)}>
      <Menu.Item key="logout">
        <IconExport /> {MSG.session.logout}
      </Menu.Item>
    </Menu>
  );

  return (
    <Layout className="shell">
      {/* Folded, the menu keeps its icons (the title shows on hover); the toggle is a button in the header. */}
      <Layout.Sider className="shell-sider" width={208} collapsedWidth={48} collapsible collapsed={collapsed} trigger={null}>
        <div className="shell-brand" title={collapsed ? shownName : undefined}>
          <BrandMark logoUrl={miniApp?.logoUrl} size={32} />
          {!collapsed && <span className="shell-app-name">{shownName}</span>}
        </div>
        <Menu collapse={collapsed} selectedKeys={menuRoute ? [menuHref(menuRoute)] : []} onClickMenuItem={(key) => navigate(key)}>
          {menuRoutes().map((item) => (
            <Menu.Item key={menuHref(item)} renderItemInTooltip={() => item.title}>
              {menuIcon(item)}
              {item.title}
            </Menu.Item>
          ))}
        </Menu>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="shell-header">
          <div className="shell-heading">
            <button
              type="button"
              className="shell-sider-toggle"
              aria-label={collapsed ? MSG.shell.expandMenu : MSG.shell.collapseMenu}
              title={collapsed ? MSG.shell.expandMenu : MSG.shell.collapseMenu}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed(!collapsed)}
            >
              {collapsed ? <IconMenuUnfold /> : <IconMenuFold />}
            </button>
            <h2 className="shell-title">{route?.title ?? ''}</h2>
          </div>
          <div className="shell-actions">
            <AdapterBadge />
            {/* Buttons, opened by hover or by Enter, with the menu right after them, where Tab goes next. */}
            <Dropdown droplist={helpMenu} position="br" trigger={HEADER_MENU_TRIGGER} getPopupContainer={besideTrigger}>
              <button type="button" className="shell-link" aria-haspopup="menu">
                <IconQuestionCircle /> {MSG.shell.help}
              </button>
            </Dropdown>
            <a className="shell-link" href={SUPPORT_CHAT_URL} target="_blank" rel="noreferrer">
              <IconCustomerService /> {MSG.shell.support}
            </a>
            <Dropdown droplist={userMenu} position="br" trigger={HEADER_MENU_TRIGGER} getPopupContainer={besideTrigger}>
              <button type="button" className="shell-link shell-user" aria-haspopup="menu" aria-label={MSG.shell.accountMenu(username ?? '')}>
                {username ?? ''}
                {isAuditUsername(username) && <span className="shell-audit">{MSG.session.auditMode}</span>}
                <IconDown />
              </button>
            </Dropdown>
          </div>
        </Layout.Header>
        <Layout.Content className="shell-content">
          <GettingStarted memory={guideMemory} setMemory={setGuideMemory} />
          <ScreenBoundary resetKey={location}>
            <Suspense fallback={<Spin className="screen-loading" tip={MSG.app.loadingScreen} />}>
              <Switch>
                {APP_ROUTES.map((item) => (
                  <Route key={item.path} path={`/app/${item.path}`} component={item.component} />
                ))}
                <Route path="/app">
                  <Redirect to={homePath()} replace />
                </Route>
                <Route>
                  <LazyNotFound />
                </Route>
              </Switch>
            </Suspense>
          </ScreenBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
