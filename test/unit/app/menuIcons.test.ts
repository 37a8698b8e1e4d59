import { IconApps } from '@arco-design/web-react/icon';
import { describe, expect, it } from 'vitest';
import { menuIcon } from '../../../src/app/menuIcons';
import { menuRoutes, type AppRoute } from '../../../src/app/routes';

describe('the folded menu’s icons', () => {
  it('gives every menu screen an icon of its own, so no two entries look alike', () => {
    const icons = menuRoutes().map((route) => menuIcon(route).type);
    expect(icons.filter((icon) => icon === IconApps)).toEqual([]);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('gives a screen added to the table without an icon the generic one, never nothing', () => {
    const added = { path: 'new_screen/:type?', title: '新页面' } as AppRoute;
    expect(menuIcon(added).type).toBe(IconApps);
  });
});
