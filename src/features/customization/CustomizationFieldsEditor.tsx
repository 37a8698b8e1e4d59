import { MSG } from './messages';
import { LoadFailed } from '../../ui/ListLoad';
import { BrandRows } from './BrandRows';
import { useCustomizationCatalogue } from './CatalogueProvider';
import { draftProblems, type CustomizationDraft } from './draft';
import { MaterialField } from './MaterialField';
import { ModeFields } from './ModeFields';
import { SwitchFields } from './SwitchFields';
import './customization.css';

export interface CustomizationFieldsEditorProps {
  draft: CustomizationDraft;
  onChange: (next: CustomizationDraft) => void;
  /** After a first save attempt: the problems show, and clear as the merchant fixes them. */
  showProblems: boolean;
}

/**
 * The customization fields a SKU setting and a shop's link share (spec 3 §3–§5), inside the caller's
 * Form. What must be chosen is the contract's customizationProblems, the rule the service checks too.
 */
export function CustomizationFieldsEditor({ draft, onChange, showProblems }: CustomizationFieldsEditorProps) {
  const { lists } = useCustomizationCatalogue();
  const problems = showProblems ? draftProblems(draft) : null;
  return (
    <div className="customization-fields">
      {lists.error ? (
        <LoadFailed className="customization-lookup-failed" inline text={MSG.links.lookupFailed} onRetry={lists.reload} retrying={lists.loading} />
      ) : null}
      <ModeFields draft={draft} onChange={onChange} problems={problems} />
      <BrandRows draft={draft} onChange={onChange} problems={problems} />
      <MaterialField draft={draft} onChange={onChange} />
      <SwitchFields draft={draft} onChange={onChange} />
    </div>
  );
}
