import { Alert, Button, Form, Message, Radio, Result, Select, Space, Switch, Tag } from '@arco-design/web-react';
import { useState } from 'react';
import { listCustomizationUrls, saveShopSetting } from '../../api/customizationSettings';
import type { Id } from '../../../contract/catalogue';
import {
  CustomizationTiming,
  defaultCustomizationFields,
  type ShopCustomizationSetting,
  type ShopCustomizationSettingInput,
} from '../../../contract/customization';
import { shopPlatform, type Shop } from '../../../contract/shops';
import { MSG } from '../../messages';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { useCustomizationCatalogue } from './CatalogueProvider';
import { CustomizationFieldsEditor } from './CustomizationFieldsEditor';
import { draftOf, draftProblems, fieldsOf } from './draft';
import { LinkCell } from './LinkCell';

export interface LinkFormProps {
  shops: readonly Shop[];
  /** Every shop's settings, to tell which shop has a default link already. */
  settings: readonly ShopCustomizationSetting[];
  editing: ShopCustomizationSetting | null;
  presetShopId: Id | null;
  onBack: () => void;
  onGenerateAnother: () => void;
}

const defaultOf = (settings: readonly ShopCustomizationSetting[], shopId: Id | null) =>
  settings.find((setting) => setting.shopId === shopId && setting.isDefault) ?? null;

/** A shop customization setting: the shop, when the buyer customizes, whether it is the default link, its fields. */
export function LinkForm({ shops, settings, editing, presetShopId, onBack, onGenerateAnother }: LinkFormProps) {
  const { names } = useCustomizationCatalogue();
  const initialShop = editing?.shopId ?? (shops.some((shop) => shop.id === presetShopId) ? presetShopId : null);
  const [shopId, setShopId] = useState<Id | null>(initialShop);
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false);
  const timing = editing?.customizationTiming ?? CustomizationTiming.BEFORE_ORDER;
  const [draft, setDraft] = useState(() => draftOf(editing ?? defaultCustomizationFields()));
  const [showProblems, setShowProblems] = useState(false);
  const [result, setResult] = useState<{ url: string | null; setting: ShopCustomizationSetting } | null>(null);

  const currentDefault = defaultOf(settings, shopId);
  // A shop with links has exactly one default (the service keeps it so): its first link is the default, and
  // the default stays one until another is made the default.
  const firstOfShop = shopId !== null && !settings.some((setting) => setting.shopId === shopId && setting.id !== editing?.id);
  const defaultLocked = firstOfShop || editing?.isDefault === true;
  const makesDefault = defaultLocked || isDefault;
  const movesDefault = makesDefault && currentDefault !== null && currentDefault.id !== editing?.id;

  const save = useSingleFlight(async () => {
    setShowProblems(true);
    if (shopId === null || draftProblems(draft).any) return;
    if (!names) {
      Message.warning(MSG.links.lookupFailed);
      return;
    }
    const input: ShopCustomizationSettingInput = { ...fieldsOf(draft), shopId, isDefault: makesDefault, customizationTiming: timing };
    if (editing) input.id = editing.id;
    const saved = await saveShopSetting(input).catch(() => null);
    if (!saved) return; // The API client's modal has said why; the form keeps what was chosen.
    Message.success(editing ? MSG.links.modified : MSG.links.generated);
    // The link's origin is the service's: it comes with the list (spec 3 §3).
    const links = await listCustomizationUrls().catch(() => null);
    const url = links?.flatMap((entry) => entry.customizationUrls).find((link) => link.shopCustomizationSetting.id === saved.id)?.url ?? null;
    if (url === null) onBack();
    else setResult({ url, setting: saved });
  });

  if (result) {
    return (
      <Result
        className="customization-result"
        status="success"
        title={editing ? MSG.links.modified : MSG.links.generated}
        subTitle={<LinkCell url={result.url!} isDefault={result.setting.isDefault} />}
        extra={
          <Space>
            <Button type="primary" onClick={onBack}>
              {MSG.links.back}
            </Button>
            {!editing && <Button onClick={onGenerateAnother}>{MSG.links.generateAnother}</Button>}
          </Space>
        }
      />
    );
  }

  const shopMissing = showProblems && shopId === null;
  return (
    <Form layout="vertical" className="customization-link-form" onSubmit={() => void save.run()}>
      <Form.Item
        label={MSG.links.shop}
        required
        className="customization-link-shop"
        {...(shopMissing ? { validateStatus: 'error' as const, help: MSG.links.shopRequired } : {})}
      >
        <Select
          placeholder={MSG.links.chooseShop}
          disabled={editing !== null}
          value={shopId ?? undefined}
          onChange={(next: Id) => setShopId(next)}
          options={shops.map((shop) => ({ value: shop.id, label: `${shop.name}（${shopPlatform(shop.type)?.label ?? shop.type}）` }))}
        />
      </Form.Item>
      <Form.Item label={MSG.links.timing} className="customization-link-timing">
        <Radio.Group value={timing}>
          <Radio value={CustomizationTiming.BEFORE_ORDER}>{MSG.links.timings[CustomizationTiming.BEFORE_ORDER]}</Radio>
          {/* Spec 3 §4: after-ordering is shown but cannot be chosen yet. */}
          <Radio value={CustomizationTiming.AFTER_ORDER} disabled>
            {MSG.links.timings[CustomizationTiming.AFTER_ORDER]}
            <Tag size="small" className="customization-in-development">
              {MSG.links.inDevelopment}
            </Tag>
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item label={MSG.links.setDefault} extra={MSG.links.defaultHint} className="customization-link-default">
        <Space size={12}>
          <Switch checked={makesDefault} disabled={defaultLocked} onChange={setIsDefault} />
          {defaultLocked && <span className="muted">{firstOfShop ? MSG.links.firstIsDefault : MSG.links.keepsDefault}</span>}
        </Space>
      </Form.Item>
      {movesDefault && <Alert className="customization-default-moves" type="warning" content={MSG.links.defaultMoves} />}
      <CustomizationFieldsEditor draft={draft} onChange={setDraft} showProblems={showProblems} />
      <Space className="customization-link-actions">
        <Button type="primary" htmlType="submit" loading={save.pending}>
          {editing ? MSG.common.save : MSG.links.generateAction}
        </Button>
        <Button onClick={onBack}>{MSG.common.cancel}</Button>
      </Space>
    </Form>
  );
}
