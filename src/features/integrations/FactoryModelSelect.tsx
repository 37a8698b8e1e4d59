import { Select, Tag } from '@arco-design/web-react';
import { useMemo, useRef, useState } from 'react';
import type { FactoryPhoneModel } from '../../../contract/erp';
import { rankFactoryModels, searchIndex, variantLabel, type NearMiss, type SearchReference } from '../../lib/modelMatch/search';
import { MSG } from './messages';

/** `code name`, how the factory's own documents name a model. */
export const factoryModelLabel = (model: FactoryPhoneModel) => `${model.code}  ${model.name}`;

const nearMissTitle = (miss: NearMiss) => MSG.integrations.nearMissTitle(miss.extra.map(variantLabel), miss.missing.map(variantLabel));

/**
 * A factory phone model, searched by code or name however the seller spaces, cases or widens it, the closest
 * first and the near misses (Pro+ for Pro) marked 相近机型 (lib/modelMatch/search.ts, spec 3 §5's reading of
 * names). Opened for a catalogue model (`reference`), its best match comes first. The list has hundreds of
 * entries: Arco's virtual list draws only what is in view.
 */
export function FactoryModelSelect({
  models,
  reference,
  value,
  onChange,
  size,
  autoOpen = false,
  onClose,
}: {
  models: readonly FactoryPhoneModel[];
  /** The catalogue model a code is chosen for. */
  reference?: SearchReference | null;
  value?: string;
  onChange?: (code: string) => void;
  size?: 'mini' | 'small' | 'default';
  /** Opens its list at once (a row's 修改 in the review), and says when the list closes. */
  autoOpen?: boolean;
  onClose?: () => void;
}) {
  const focused = useRef(false);
  const [typed, setTyped] = useState('');
  const index = useMemo(() => searchIndex(models), [models]);
  const byCode = useMemo(() => new Map(models.map((model) => [model.code, model])), [models]);
  const ranked = useMemo(() => rankFactoryModels(index, typed, reference), [index, typed, reference]);
  return (
    <Select
      showSearch
      // The search is ours (ranked, near misses marked); Arco only shows the list it is given.
      filterOption={false}
      onInputValueChange={(text) => setTyped(text)}
      defaultPopupVisible={autoOpen}
      ref={(select) => {
        // The row's 修改 hands the keyboard to the search at once.
        if (autoOpen && select && !focused.current) {
          focused.current = true;
          select.focus();
        }
      }}
      onVisibleChange={(visible) => {
        if (!visible) onClose?.();
      }}
      allowClear={false}
      size={size}
      placeholder={MSG.modelBinding.pickFactoryModel}
      value={value}
      onChange={(code: string) => onChange?.(code)}
      // The chosen model is named even while the search has filtered it out of the list.
      renderFormat={(_option, code) => {
        const model = byCode.get(String(code));
        return model ? factoryModelLabel(model) : String(code);
      }}
      virtualListProps={{ threshold: 100 }}
      className="factory-model-select"
    >
      {ranked.map(({ model, nearMiss }) => (
        <Select.Option key={model.code} value={model.code}>
          <span className="factory-model-option">
            <span className="factory-model-option-label">{factoryModelLabel(model)}</span>
            {nearMiss ? (
              <Tag size="small" color="orange" className="near-miss-tag" title={nearMissTitle(nearMiss)}>
                {MSG.integrations.nearMiss}
              </Tag>
            ) : null}
          </span>
        </Select.Option>
      ))}
    </Select>
  );
}
