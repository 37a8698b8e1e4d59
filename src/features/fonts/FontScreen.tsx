import { MSG } from './messages';
import { RouteTabs } from '../../ui/RouteTabs';
import { ColorTab } from './ColorTab';
import { FontTab } from './FontTab';
import './fonts.css';

/** /app/fonts/:type — 字体库 at the bare address, 文字颜色 at /colors (spec 2 §2). */
export default function FontScreen() {
  return (
    <RouteTabs
      base="/app/fonts"
      tabs={[
        { key: '', title: MSG.fonts.fontsTab, render: () => <FontTab /> },
        { key: 'colors', title: MSG.fonts.colorsTab, render: () => <ColorTab /> },
      ]}
    />
  );
}
