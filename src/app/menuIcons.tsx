import {
  IconApps,
  IconBug,
  IconFile,
  IconFontColors,
  IconGift,
  IconImage,
  IconLink,
  IconMobile,
  IconPalette,
  IconPrinter,
  IconSettings,
  IconSkin,
  IconStorage,
  IconSwap,
} from '@arco-design/web-react/icon';
import type { ReactElement } from 'react';
import type { AppRoute } from './routes';

/** By the route's first path segment: a folded menu shows only these, each with its title as a tooltip. */
const ICONS: Readonly<Record<string, () => ReactElement>> = {
  phone_brand_model: () => <IconMobile />,
  phone_case_material: () => <IconSkin />,
  design_assets: () => <IconImage />,
  fonts: () => <IconFontColors />,
  design_template: () => <IconPalette />,
  order_management: () => <IconFile />,
  print_jigs: () => <IconPrinter />,
  sku_customization_setting: () => <IconStorage />,
  sku_customization_urls_setting: () => <IconLink />,
  pay: () => <IconGift />,
  setting: () => <IconSettings />,
  integrations: () => <IconSwap />,
  platform: () => <IconBug />,
};

/** A screen added to the route table without an icon here still gets one, so the folded menu never has a blank entry. */
export function menuIcon(route: AppRoute): ReactElement {
  const icon = ICONS[route.path.split('/')[0] ?? ''];
  return icon ? icon() : <IconApps />;
}
