import { Button, Form, Select } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import type { Id } from '../../../contract/catalogue';
import { MSG } from './messages';
import { LoadFailed } from '../../ui/ListLoad';
import { useLoad } from '../../ui/useLoad';
import { useCustomizationCatalogue } from './CatalogueProvider';
import { newRowKey, withRowBrand, type BrandRow, type CustomizationDraft, type DraftProblems } from './draft';
import { withMissing } from './options';

interface Props {
  draft: CustomizationDraft;
  onChange: (next: CustomizationDraft) => void;
  problems: DraftProblems | null;
}

/** The brand/model binding rows (spec 3 §5): a brand each, its models or none for all of them. */
export function BrandRows({ draft, onChange, problems }: Props) {
  const { names } = useCustomizationCatalogue();
  const brandOptions = [...(names?.brands ?? new Map<Id, string>())].map(([value, label]) => ({ value, label }));
  const taken = new Set(draft.brands.map((row) => row.id));

  const update = (key: string, change: Partial<BrandRow>) =>
    onChange({ ...draft, brands: draft.brands.map((row) => (row.key === key ? { ...row, ...change } : row)) });

  return (
    <Form.Item label={MSG.links.brands} extra={MSG.links.brandsHint} className="customization-brands">
      <div className="customization-brand-rows">
        {draft.brands.map((row, index) => {
          const failed = problems?.brandRows.has(row.key) ?? false;
          return (
            <Form.Item
              key={row.key}
              className="customization-brand-row"
              data-row={index}
              noStyle={false}
              wrapperCol={{ span: 24 }}
              {...(failed ? { validateStatus: 'error' as const, help: MSG.links.brandRequired } : {})}
            >
              <div className="customization-brand-row-fields">
                <Select
                  className="customization-brand-select"
                  showSearch
                  placeholder={MSG.links.brand}
                  value={row.id === '' ? undefined : row.id}
                  // A brand bound in another row is not offered again; the row's own stays.
                  options={withMissing(
                    brandOptions.filter((option) => option.value === row.id || !taken.has(option.value)),
                    row.id === '' ? [] : [row.id],
                    names ? MSG.links.deletedBrand : MSG.links.nameLoading,
                  )}
                  onChange={(brandId: Id) => onChange(withRowBrand(draft, row.key, brandId))}
                />
                <ModelSelect row={row} onChange={(modelIds) => update(row.key, { modelIds })} />
                <Button
                  className="customization-brand-remove"
                  icon={<IconDelete />}
                  aria-label={MSG.links.removeBrand}
                  onClick={() => onChange({ ...draft, brands: draft.brands.filter((other) => other.key !== row.key) })}
                />
              </div>
            </Form.Item>
          );
        })}
        <Button
          className="customization-brand-add"
          type="dashed"
          icon={<IconPlus />}
          onClick={() => onChange({ ...draft, brands: [...draft.brands, { key: newRowKey(), id: '', modelIds: [] }] })}
        >
          {MSG.links.addBrand}
        </Button>
      </div>
    </Form.Item>
  );
}

function ModelSelect({ row, onChange }: { row: BrandRow; onChange: (modelIds: Id[]) => void }) {
  const { models } = useCustomizationCatalogue();
  const brandId = row.id;
  const loaded = useLoad(() => (brandId === '' ? Promise.resolve([]) : models(brandId)), [brandId, models]);
  if (loaded.error) return <LoadFailed inline text={MSG.links.modelsFailed} onRetry={loaded.reload} retrying={loaded.loading} />;
  const ready = loaded.data !== undefined && !loaded.loading;
  const options = (loaded.data ?? []).map((model) => ({ value: model.id, label: model.name }));
  return (
    <Select
      className="customization-model-select"
      mode="multiple"
      allowClear
      disabled={brandId === ''}
      loading={loaded.loading}
      placeholder={MSG.links.allModels}
      value={row.modelIds}
      options={withMissing(options, row.modelIds, ready ? MSG.links.deletedModel : MSG.links.nameLoading)}
      onChange={onChange}
    />
  );
}
