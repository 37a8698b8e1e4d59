import { IconFontColors, IconImage, IconSettings, IconUpload, IconUser } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { MSG } from '../messages';

/** Spec 2 §2 lists five menus: upload image, add text, material library, AI portrait, settings. */
export type DesignerMenu = 'upload' | 'text' | 'materials' | 'aiPortrait' | 'settings';

interface MenuEntry {
  key: DesignerMenu;
  label: string;
  icon: ReactNode;
}

const MENUS: readonly MenuEntry[] = [
  { key: 'upload', label: MSG.designer.uploadImage, icon: <IconUpload /> },
  { key: 'text', label: MSG.designerText.addText, icon: <IconFontColors /> },
  { key: 'materials', label: MSG.designer.materialLibrary, icon: <IconImage /> },
  { key: 'aiPortrait', label: MSG.aiPortrait.menu, icon: <IconUser /> },
  { key: 'settings', label: MSG.designer.settings, icon: <IconSettings /> },
];

/** The menu's name, also that of the panel it opens. */
export function menuLabel(menu: DesignerMenu): string {
  return MENUS.find((entry) => entry.key === menu)!.label;
}

export interface SideMenuProps {
  active: DesignerMenu | null;
  onSelect: (menu: DesignerMenu) => void;
}

export function SideMenu({ active, onSelect }: SideMenuProps) {
  return (
    <nav className="designer-menu">
      {MENUS.map((menu) => (
        <button
          key={menu.key}
          type="button"
          className={menu.key === active ? 'designer-menu-item active' : 'designer-menu-item'}
          onClick={() => onSelect(menu.key)}
        >
          {menu.icon}
          <span>{menu.label}</span>
        </button>
      ))}
    </nav>
  );
}
