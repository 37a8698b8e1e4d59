/**
 * The template-level settings two features edit (spec 2 §3): the product mode, with the seller side's
 * names, and the bound design-asset collections. The batch settings on the template screen and the
 * designer's 设置 menu use these, so both offer the same choices.
 */
import { Select } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import type { Id } from '../../contract/catalogue';
import type { ProductMode } from '../../contract/customization';
import { ASSET_TYPE, ASSET_TYPES, type AssetType, type DesignAssetCollection } from '../../contract/library';
import { listCollections } from '../api/designAssets';
import { orderFromLinks } from '../lib/ordering';
import { productModeOptions } from '../lib/productModes';
import { MSG } from '../messages';

export interface ProductModeSelectProps {
  value: ProductMode | null;
  onChange: (mode: ProductMode | null) => void;
  allowClear?: boolean;
  disabled?: boolean;
  className?: string;
}

export function ProductModeSelect({ value, onChange, allowClear, disabled, className }: ProductModeSelectProps) {
  return (
    <Select
      className={className}
      value={value ?? undefined}
      placeholder={MSG.templateBatch.notSet}
      options={productModeOptions()}
      allowClear={allowClear}
      disabled={disabled}
      onChange={(mode: ProductMode | undefined) => onChange(mode ?? null)}
    />
  );
}

const TYPE_NAMES: Record<AssetType, string> = {
  [ASSET_TYPE.images]: MSG.assets.imagesTab,
  [ASSET_TYPE.maps]: MSG.assets.mapsTab,
  [ASSET_TYPE.background_images]: MSG.assets.backgroundsTab,
};

/** Every collection of the shop, by type, in each type's own order; null while loading, 'failed' after a failure. */
export function useAssetCollections(): DesignAssetCollection[] | null | 'failed' {
  const [collections, setCollections] = useState<DesignAssetCollection[] | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    Promise.all(ASSET_TYPES.map((type) => listCollections(type)))
      .then((lists) => live && setCollections(lists.flatMap((list) => orderFromLinks(list))))
      .catch(() => live && setCollections('failed'));
    return () => {
      live = false;
    };
  }, []);
  return collections;
}

export interface AssetCollectionSelectProps {
  value: Id[];
  onChange: (ids: Id[]) => void;
  disabled?: boolean;
  className?: string;
}

/** A multiple choice of the shop's asset collections, grouped by type (图库, 贴纸, 背景). */
export function AssetCollectionSelect({ value, onChange, disabled, className }: AssetCollectionSelectProps) {
  const collections = useAssetCollections();
  const list = Array.isArray(collections) ? collections : [];
  // A collection deleted since it was bound is not offered, and not kept: the dev API reads it as gone too.
  const known = Array.isArray(collections) ? value.filter((id) => list.some((collection) => collection.id === id)) : value;
  return (
    <Select
      className={className}
      mode="multiple"
      value={known}
      loading={collections === null}
      disabled={disabled}
      placeholder={collections === 'failed' ? MSG.templateBatch.loadFailed : MSG.templateBatch.collectionsPlaceholder}
      allowClear
      onChange={(ids: Id[]) => onChange(ids)}
    >
      {ASSET_TYPES.map((type) => {
        const ofType = list.filter((collection) => collection.type === type);
        return ofType.length === 0 ? null : (
          <Select.OptGroup key={type} label={TYPE_NAMES[type]}>
            {ofType.map((collection) => (
              <Select.Option key={collection.id} value={collection.id}>
                {collection.name}
              </Select.Option>
            ))}
          </Select.OptGroup>
        );
      })}
    </Select>
  );
}
