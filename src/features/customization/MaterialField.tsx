import { Button, Form, Select } from '@arco-design/web-react';
import type { Id } from '../../../contract/catalogue';
import { MSG } from './messages';
import { useCustomizationCatalogue } from './CatalogueProvider';
import { withAllMaterials, type CustomizationDraft } from './draft';
import { withMissing } from './options';

/** Materials, multi-select with 全选; a bound material since deleted reads 已删除材质 and stays until removed (spec 3 §5). */
export function MaterialField({ draft, onChange }: { draft: CustomizationDraft; onChange: (next: CustomizationDraft) => void }) {
  const { names } = useCustomizationCatalogue();
  const options = [...(names?.materials ?? new Map<Id, string>())].map(([value, label]) => ({ value, label }));
  return (
    <Form.Item label={MSG.links.materials} extra={MSG.links.materialsHint} className="customization-materials">
      <div className="customization-materials-fields">
        <Select
          className="customization-material-select"
          mode="multiple"
          allowClear
          placeholder={MSG.links.allMaterials}
          value={draft.materialIds}
          options={withMissing(options, draft.materialIds, names ? MSG.links.deletedMaterial : MSG.links.nameLoading)}
          onChange={(materialIds: Id[]) => onChange({ ...draft, materialIds })}
        />
        <Button
          className="customization-material-all"
          disabled={!names}
          onClick={() => onChange(withAllMaterials(draft, options.map((option) => option.value)))}
        >
          {MSG.links.selectAll}
        </Button>
      </div>
    </Form.Item>
  );
}
