import type { ComponentType, LazyExoticComponent } from 'react';
import { MSG } from '../messages';
import { lazyScreen } from '../ui/lazyScreen';

/** One screen under /app. The left menu and page titles come from this table (spec 1 §1). */
export interface AppRoute {
  /** Path below /app, as wouter matches it (may hold params such as `:type`). */
  path: string;
  /** Where the menu entry points, when the path has params. */
  menuPath?: string;
  title: string;
  hidden?: boolean;
  component: LazyExoticComponent<ComponentType>;
}

/** Spec 2 §2: the login target; the first built screen stands in until this one exists. */
export const LOGIN_TARGET = '/app/phone_brand_model';

const PRODUCT_ROUTES: readonly AppRoute[] = [
  {
    // The login target: its chunk is named so that the build puts it with the shell (rspack.config.ts).
    path: 'phone_brand_model/:type?',
    menuPath: 'phone_brand_model/brand',
    title: MSG.catalogue.brandModelMenu,
    component: lazyScreen(() => import(/* webpackChunkName: "landing" */ '../features/catalogue/BrandModelScreen')),
  },
  {
    path: 'phone_case_material/:type?',
    menuPath: 'phone_case_material/material',
    title: MSG.catalogue.materialMenu,
    component: lazyScreen(() => import('../features/catalogue/MaterialScreen')),
  },
  {
    path: 'design_assets/:type/collection',
    title: MSG.assets.collections,
    hidden: true,
    component: lazyScreen(() => import('../features/assets/CollectionScreen')),
  },
  {
    path: 'design_assets/:type?',
    menuPath: 'design_assets/images',
    title: MSG.assets.menu,
    component: lazyScreen(() => import('../features/assets/AssetScreen')),
  },
  {
    path: 'fonts/:type?',
    menuPath: 'fonts',
    title: MSG.fonts.menu,
    component: lazyScreen(() => import('../features/fonts/FontScreen')),
  },
  {
    path: 'design_template',
    title: MSG.templates.menu,
    component: lazyScreen(() => import('./screens/DesignTemplateScreen')),
  },
  // Spec 3 §2: the seller side, in the spec's order.
  {
    path: 'order_management',
    title: MSG.orders.menu,
    component: lazyScreen(() => import('./screens/OrderManagementScreen')),
  },
  // Spec §1 of production sheets: the jigs a layout from 订单管理 is made on, beside it.
  {
    path: 'print_jigs',
    title: MSG.jigs.menu,
    component: lazyScreen(() => import('../features/jigs/JigScreen')),
  },
  {
    path: 'sku_customization_setting',
    title: MSG.products.menu,
    component: lazyScreen(() => import('./screens/ProductSettingScreen')),
  },
  {
    path: 'sku_customization_urls_setting/generate',
    title: MSG.links.generateTitle,
    hidden: true,
    component: lazyScreen(() => import('../features/customization/LinkGenerateScreen')),
  },
  {
    path: 'sku_customization_urls_setting',
    title: MSG.links.menu,
    component: lazyScreen(() => import('../features/customization/LinkScreen')),
  },
  {
    path: 'pay/:type?',
    menuPath: 'pay',
    title: MSG.credits.menu,
    component: lazyScreen(() => import('../features/credits/PayScreen')),
  },
  {
    path: 'payment_result',
    title: MSG.credits.paymentResult,
    hidden: true,
    component: lazyScreen(() => import('../features/credits/PaymentResultScreen')),
  },
  {
    path: 'setting',
    title: MSG.shops.menu,
    component: lazyScreen(() => import('../features/shops/ShopScreen')),
  },
  {
    path: 'integrations/:type?',
    menuPath: 'integrations/factories',
    title: MSG.integrations.menu,
    component: lazyScreen(() => import('../features/integrations/IntegrationScreen')),
  },
];

/** 平台调试 tries the adapter and injects faults into the dev API: development and QA builds only. */
const DEV_TOOL_ROUTES: readonly AppRoute[] = __DEV_TOOLS__
  ? [
      {
        path: 'platform',
        title: MSG.platform.menu,
        component: lazyScreen(() => import('../features/platform/PlatformScreen')),
      },
    ]
  : [];

export const APP_ROUTES: readonly AppRoute[] = [...PRODUCT_ROUTES, ...DEV_TOOL_ROUTES];

export function menuRoutes(routes: readonly AppRoute[] = APP_ROUTES): AppRoute[] {
  return routes.filter((route) => route.title && !route.hidden);
}

export function menuHref(route: AppRoute): string {
  return `/app/${route.menuPath ?? route.path}`;
}

function matches(route: AppRoute, pathname: string): boolean {
  const pattern = route.path.split('/');
  const parts = pathname.replace(/^\/app\/?/, '').replace(/\/$/, '').split('/');
  const required = pattern.filter((part) => !part.endsWith('?')).length;
  if (parts.length < required || parts.length > pattern.length) return false;
  return parts.every((part, i) => {
    const expected = pattern[i]!;
    return expected.startsWith(':') ? part !== '' : part === expected;
  });
}

export function findRoute(pathname: string, routes: readonly AppRoute[] = APP_ROUTES): AppRoute | undefined {
  return routes.find((route) => matches(route, pathname));
}

/** Where a successful login goes: the spec's target when that screen exists, else the first menu screen. */
export function homePath(routes: readonly AppRoute[] = APP_ROUTES): string {
  if (findRoute(LOGIN_TARGET, routes)) return LOGIN_TARGET;
  const first = menuRoutes(routes)[0];
  return first ? menuHref(first) : '/app';
}
