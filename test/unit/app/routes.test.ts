import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { findRoute, homePath, menuHref, menuRoutes, type AppRoute } from '../../../src/app/routes';

const screen = lazy(async () => ({ default: () => null }));
const table: AppRoute[] = [
  { path: 'phone_brand_model/:type?', menuPath: 'phone_brand_model/brand', title: '品牌型号', component: screen },
  { path: 'payment_result', title: '支付结果', hidden: true, component: screen },
  { path: 'platform', title: '平台调试', component: screen },
];

describe('the route table drives the menu (spec 1 §1)', () => {
  it('lists children with a title that are not hidden', () => {
    expect(menuRoutes(table).map((route) => route.title)).toEqual(['品牌型号', '平台调试']);
  });

  it('points a menu entry with params at its default tab', () => {
    expect(menuHref(table[0]!)).toBe('/app/phone_brand_model/brand');
  });

  it('matches a path with params to its route for the page title', () => {
    expect(findRoute('/app/phone_brand_model/model', table)?.title).toBe('品牌型号');
    expect(findRoute('/app/phone_brand_model', table)?.title).toBe('品牌型号');
    expect(findRoute('/app/phone_brand_model/model/x', table)).toBeUndefined();
    expect(findRoute('/app/nothing', table)).toBeUndefined();
  });

  it('sends a login to /app/phone_brand_model once that screen exists', () => {
    expect(homePath(table)).toBe('/app/phone_brand_model');
  });

  it('sends a login to the first menu screen while the login target is not built', () => {
    expect(homePath(table.slice(1))).toBe('/app/platform');
  });
});
