import type { CustomizationFields, PhoneCaseCustomizationSetting } from '../../../contract/customization';
import { MSG } from './messages';
import { useCustomizationCatalogue } from './CatalogueProvider';
import { summaryLines } from './summary';
import './customization.css';

/** What a setting allows, in a few lines (spec 3 §2, §9); names by the screen's catalogue. */
export function FieldsSummary({ fields }: { fields: CustomizationFields }) {
  const { names } = useCustomizationCatalogue();
  const lines = summaryLines(fields, names);
  return (
    <div className="customization-summary">
      <div className="customization-summary-mode">{lines.mode}</div>
      {lines.groups !== null && <div>{lines.groups}</div>}
      <div>{lines.materials}</div>
      <div>{lines.brands}</div>
    </div>
  );
}

/** The configuration-status cell of the product table: 未配置, or the summary. */
export function SettingSummary({ setting }: { setting: PhoneCaseCustomizationSetting | null }) {
  if (!setting) return <span className="customization-summary-none">{MSG.links.notConfigured}</span>;
  return <FieldsSummary fields={setting} />;
}
