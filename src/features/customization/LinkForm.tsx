import { Alert, Button, Form, Message, Radio, Result, Select, Space, Switch, Tag } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { listCustomizationUrls, saveShopSetting } from '../../api/customizationSettings';
import type { Id } from '../../../contract/catalogue';
import {
  CustomizationTiming,
  SETTING_CONFLICT,
  defaultCustomizationFields,
  type ShopCustomizationSetting,
} from '../../../contract/customization';
import type { ShopCustomizationSettingInput } from '../../../contract/settingBodies';
import { type Shop } from '../../../contract/shops';
import { shopPlatform } from '../../../contract/shopPlatforms';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { conflictHandled, saveAskingOnConflict } from '../../ui/saveConflict';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { useCustomizationCatalogue } from './CatalogueProvider';
import { CustomizationFieldsEditor } from './CustomizationFieldsEditor';
import { draftOf, draftProblems, fieldsOf } from './draft';
import { LinkCell } from './LinkCell';
import { submitOnFirstClick } from '../../ui/singleClick';

export interface LinkFormProps {
  shops: readonly Shop[];
  /** Every shop's settings, to tell which shop has a default link already. */
  settings: readonly ShopCustomizationSetting[];
  editing: ShopCustomizationSetting | null;
  presetShopId: Id | null;
  onBack: () => void;
  onGenerateAnother: () => void;
  /** 重新加载 after a save conflict: the screen reads the settings again and opens the form on them. */
  onReload: () => Promise<void>;
}

const CONFLICT_TEXTS = {
  conflictTitle: MSG.links.linkConflictTitle,
  conflictContent: MSG.links.linkConflictContent,
  reload: MSG.links.reload,
  overwrite: MSG.links.overwrite,
  keepEditing: MSG.links.keepEditing,
};

/** The setting's revision as stored now (null if it is gone: the save then overwrites nothing). */
async function storedRevision(id: Id): Promise<number | null> {
  const links = await listCustomizationUrls();
  return links.flatMap((entry) => entry.customizationUrls).find((link) => link.shopCustomizationSetting.id === id)?.shopCustomizationSetting.revision ?? null;
}

const defaultOf = (settings: readonly ShopCustomizationSetting[], shopId: Id | null) =>
  settings.find((setting) => setting.shopId === shopId && setting.isDefault) ?? null;

/**
 * A shop customization setting: the shop, when the buyer customizes, whether it is the default link, its
 * fields. A change is saved on the revision the form opened with: after a save from another tab the
 * merchant is asked (重新加载 / 覆盖保存 / 继续编辑) instead of that save being silently replaced.
 */
export function LinkForm({ shops, settings, editing, presetShopId, onBack, onGenerateAnother, onReload }: LinkFormProps) {
  const { loadedNames } = useCustomizationCatalogue();
  const initialShop = editing?.shopId ?? (shops.some((shop) => shop.id === presetShopId) ? presetShopId : null);
  const [shopId, setShopId] = useState<Id | null>(initialShop);
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false);
  const timing = editing?.customizationTiming ?? CustomizationTiming.BEFORE_ORDER;
  const [draft, setDraft] = useState(() => draftOf(editing ?? defaultCustomizationFields()));
  const [showProblems, setShowProblems] = useState(false);
  const [result, setResult] = useState<{ url: string | null; setting: ShopCustomizationSetting } | null>(null);
  const revision = useRef(editing?.revision ?? null);

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
    // Pressed while the names still load (a hurried merchant): 生成 waits for them, spinning.
    if (!(await loadedNames())) {
      Message.warning(MSG.links.lookupFailed);
      return;
    }
    if (!editing && makesDefault && (await defaultMovedElsewhere(shopId))) {
      // Another tab gave the shop a default since this form read it: making this one the default now would
      // silently take over a link that may already be shared. The form shows the shop as it is, and asks again.
      await onReload();
      Message.warning(MSG.links.defaultChangedElsewhere);
      return;
    }
    const input: ShopCustomizationSettingInput = { ...fieldsOf(draft), shopId, isDefault: makesDefault, customizationTiming: timing };
    const saved = await (editing ? saveChange(editing.id, input) : saveShopSetting(input)).catch(() => null);
    // The API client's modal has said why, or the merchant chose not to replace another tab's save:
    // the form keeps what was chosen (or shows the reloaded setting).
    if (!saved) return;
    Message.success(editing ? MSG.links.modified : MSG.links.generated);
    // The link's origin is the service's: it comes with the list (spec 3 §3).
    const links = await listCustomizationUrls().catch(() => null);
    const url = links?.flatMap((entry) => entry.customizationUrls).find((link) => link.shopCustomizationSetting.id === saved.id)?.url ?? null;
    if (url === null) onBack();
    else setResult({ url, setting: saved });
  });

  async function defaultMovedElsewhere(shop: Id): Promise<boolean> {
    const links = await listCustomizationUrls().catch(() => null);
    if (!links) return false;
    const stored = links.find((entry) => entry.shop.id === shop)?.customizationUrls.find((link) => link.shopCustomizationSetting.isDefault);
    return (stored?.shopCustomizationSetting.id ?? null) !== (currentDefault?.id ?? null);
  }

  async function saveChange(id: Id, input: ShopCustomizationSettingInput) {
    const saved = await saveAskingOnConflict({
      code: SETTING_CONFLICT,
      texts: CONFLICT_TEXTS,
      base: revision.current,
      save: (base) => saveShopSetting(base === null ? { ...input, id } : { ...input, id, baseRevision: base }, { callerHandles: conflictHandled }),
      reread: () => storedRevision(id),
      reload: async () => {
        await onReload();
        Message.info(MSG.links.reloaded);
      },
    });
    if (saved) revision.current = saved.revision;
    return saved;
  }

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
          <Switch checked={makesDefault} disabled={defaultLocked} onChange={setIsDefault} aria-label={MSG.links.setDefault} />
          {defaultLocked && <span className="muted">{firstOfShop ? MSG.links.firstIsDefault : MSG.links.keepsDefault}</span>}
        </Space>
      </Form.Item>
      {movesDefault && <Alert className="customization-default-moves" type="warning" content={MSG.links.defaultMoves} />}
      <EmptyCatalogueWarning />
      <CustomizationFieldsEditor draft={draft} onChange={setDraft} showProblems={showProblems} />
      <Space className="customization-link-actions">
        <Button type="primary" htmlType="submit" loading={save.pending} onClick={submitOnFirstClick}>
          {editing ? COMMON.common.save : MSG.links.generateAction}
        </Button>
        <Button onClick={onBack}>{COMMON.common.cancel}</Button>
      </Space>
    </Form>
  );
}

/**
 * A link on an empty catalogue is valid (no brand means every brand, spec 3 §5) but leads buyers to nothing
 * to pick: said before it is generated, not found out from a buyer.
 */
function EmptyCatalogueWarning() {
  const { lists } = useCustomizationCatalogue();
  if (!lists.data) return null;
  const missing = [lists.data.brands.length === 0 && MSG.links.noBrandsYet, lists.data.materials.length === 0 && MSG.links.noMaterialsYet].filter(Boolean);
  if (missing.length === 0) return null;
  return <Alert className="customization-empty-catalogue" type="warning" content={MSG.links.emptyCatalogue(missing.join('、'))} />;
}
