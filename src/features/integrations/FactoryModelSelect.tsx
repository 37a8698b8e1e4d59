import { Select } from '@arco-design/web-react';
import { useRef } from 'react';
import type { FactoryPhoneModel } from '../../../contract/erp';
import { MSG } from '../../messages';

/** `code name`, how the factory's own documents name a model. */
export const factoryModelLabel = (model: FactoryPhoneModel) => `${model.code}  ${model.name}`;

/**
 * A factory phone model, searched by code or name. The list has hundreds of entries: Arco's virtual list
 * draws only what is in view.
 */
export function FactoryModelSelect({
  models,
  value,
  onChange,
  size,
  autoOpen = false,
  onClose,
}: {
  models: readonly FactoryPhoneModel[];
  value?: string;
  onChange?: (code: string) => void;
  size?: 'mini' | 'small' | 'default';
  /** Opens its list at once (a row's 修改 in the review), and says when the list closes. */
  autoOpen?: boolean;
  onClose?: () => void;
}) {
  const focused = useRef(false);
  return (
    <Select
      showSearch
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
      filterOption={(input, option) => {
        const text = String((option as { props?: { children?: unknown } }).props?.children ?? '').toLowerCase();
        return input
          .toLowerCase()
          .split(/\s+/)
          .filter(Boolean)
          .every((word) => text.includes(word));
      }}
      virtualListProps={{ threshold: 100 }}
      className="factory-model-select"
    >
      {models.map((model) => (
        <Select.Option key={model.code} value={model.code}>
          {factoryModelLabel(model)}
        </Select.Option>
      ))}
    </Select>
  );
}
