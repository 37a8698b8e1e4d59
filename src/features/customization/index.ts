// Being built (issue 10): the SKU setting dialog, its summary and the customization links.
import type { ReactNode } from 'react';
import type { PhoneCaseCustomizationSetting } from '../../../contract/customization';

export const customizationSlot = {
  Provider: ({ children }: { children: ReactNode }) => children,
  Summary: (_props: { setting: PhoneCaseCustomizationSetting | null }) => null,
  SettingModal: () => null,
};
