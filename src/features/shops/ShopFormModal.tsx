import { Alert, Form, Input, Message, Select, type FormInstance } from '@arco-design/web-react';
import type { SelectHandle } from '@arco-design/web-react/es/Select/interface';
import { useCallback, useEffect, useRef } from 'react';
import { createShop, listShops, updateShop } from '../../api/shops';
import type { Id } from '../../../contract/catalogue';
import { ApiError } from '../../api/client';
import { SHOP_CONFLICT, SHOP_NAME_LIMIT, SHOP_NAME_TAKEN, shopNameProblem, type Shop, type ShopNameProblem } from '../../../contract/shops';
import { type ShopType } from '../../../contract/shopPlatforms';
import { MSG as COMMON } from '../../messages';
import { MSG } from './messages';
import { useSelectEscape } from '../../ui/useSelectEscape';
import { FormModal } from '../../ui/FormModal';
import { conflictHandled, saveAskingOnConflict } from '../../ui/saveConflict';
import { isAddable, platformChoices } from './platformChoices';

interface ShopFields {
  type: ShopType;
  name: string;
}

export interface ShopFormModalProps {
  open: boolean;
  /** The shop being edited, `null` for a new one; kept while the modal fades out so its title holds. */
  shop: Shop | null;
  onClose: () => void;
  onSaved: () => void;
  /** A save answered 404, the record (or the one it belongs to) deleted elsewhere: close the form, reload the list (ui/FormModal). */
  onGone: () => void;
  /** 重新加载 after a save conflict showed another tab's save: the table under the form reloads too. */
  onStale: () => void;
}


async function storedShop(id: Id): Promise<Shop | undefined> {
  return (await listShops()).find((shop) => shop.id === id);
}

/** A new shop's only 409 is a name its platform already has: the form says it, no error modal. */
const nameTakenHandled = (status: number | undefined) => status === 409;

const typeRules = [{ required: true, message: MSG.shops.typeRequired }];

const NAME_PROBLEM_TEXT: Record<ShopNameProblem, string> = {
  required: MSG.shops.nameRequired,
  tooLong: SHOP_NAME_LIMIT.tooLong,
  directionControl: COMMON.common.nameDirectionControl,
  invisibleCharacter: COMMON.common.nameInvisibleCharacter,
};

/** Spec 3 §5, counted on the trimmed name, under the names rule (contract/shops.ts, which the dev API checks too). */
export function shopNameError(value: unknown): string | undefined {
  const problem = shopNameProblem(typeof value === 'string' ? value : '');
  return problem ? NAME_PROBLEM_TEXT[problem] : undefined;
}

const nameRules = [{ required: true, validator: (value: unknown, callback: (error?: string) => void) => callback(shopNameError(value)) }];

/**
 * 添加店铺 / 编辑店铺: platform type and shop name, the name trimmed before it is sent. An edit is saved on
 * the revision the form opened with: after a save from another tab the merchant is asked (重新加载 /
 * 覆盖保存 / 继续编辑) instead of that save being silently replaced.
 */
export function ShopFormModal({ open, shop: editing, onClose, onSaved, onStale, onGone }: ShopFormModalProps) {
  const revision = useRef<number | null>(null);
  // The platform select holds the focus as the dialog opens: escape still closes the dialog. While a save is
  // on its way the select is locked with the other fields and the dialog holds the focus (ui/FormModal).
  const selectEscape = useSelectEscape(onClose);
  // Arco's Select hands its ref a new handle at each render: focused only on the first of an opening, or
  // every render (保存's spinner) would take the focus back to it.
  const focused = useRef(false);
  const focusOnMount = useCallback((select: SelectHandle | null) => {
    if (!select || focused.current) return;
    focused.current = true;
    select.focus();
  }, []);
  useEffect(() => {
    if (open) revision.current = editing?.revision ?? null;
    else focused.current = false;
  }, [open, editing]);

  async function save(fields: ShopFields, form: FormInstance<ShopFields>) {
    try {
      await write(fields, form);
    } catch (failure) {
      // Another shop of the platform has the name (409 SHOP_NAME_TAKEN): said under the name, what was typed kept.
      if (!(failure instanceof ApiError) || failure.code !== SHOP_NAME_TAKEN) throw failure;
      // The field takes the focus once the save is over (ui/FormModal), so the next Enter sends the corrected name.
      form.setFields({ name: { value: fields.name, error: { message: failure.message } } });
    }
  }

  async function write({ type, name }: ShopFields, form: FormInstance<ShopFields>) {
    const input = { type, name: name.trim() };
    if (editing) {
      const saved = await saveAskingOnConflict({
        code: SHOP_CONFLICT,
        texts: MSG.shops,
        base: revision.current,
        save: (base) => updateShop(editing.id, base === null ? input : { ...input, baseRevision: base }, { callerHandles: conflictHandled }),
        reread: async () => (await storedShop(editing.id))?.revision ?? null,
        reload: async () => {
          const stored = await storedShop(editing.id);
          if (!stored) {
            Message.warning(MSG.shops.goneElsewhere);
            onGone();
            return;
          }
          revision.current = stored.revision;
          form.setFieldsValue({ type: stored.type, name: stored.name });
          onStale();
          Message.info(MSG.shops.reloaded);
        },
      });
      // 重新加载 or 继续编辑: nothing saved, the form stays open.
      if (!saved) return;
    } else await createShop(input, { callerHandles: nameTakenHandled });
    Message.success(editing ? MSG.shops.changed : MSG.shops.added);
    onSaved();
  }

  // The first field takes the focus as the dialog opens: the platform, unless the shop's is fixed (bound by
  // the service), then the name. The enter key in the name submits (ui/FormModal).
  const typeLocked = editing != null && !isAddable(editing.type);
  const options = platformChoices(editing?.type).map((platform) => ({ label: platform.label, value: platform.type }));
  return (
    <FormModal<ShopFields>
      title={editing ? MSG.shops.editTitle : MSG.shops.add}
      open={open}
      initialValues={editing ? { type: editing.type, name: editing.name } : {}}
      onClose={onClose}
      onGone={onGone}
      onSubmit={save}
      className="shop-form-modal"
    >
      <Alert className="shop-form-warning" type="warning" showIcon content={MSG.shops.nameWarning} />
      <Form.Item label={MSG.shops.type} field="type" rules={typeRules} extra={editing ? undefined : <span className="shop-form-bound-note">{MSG.shops.boundPlatformsNote}</span>}>
        <Select
          ref={typeLocked ? undefined : focusOnMount}
          placeholder={MSG.shops.typePlaceholder}
          options={options}
          disabled={typeLocked}
          {...selectEscape}
        />
      </Form.Item>
      <Form.Item label={MSG.shops.name} field="name" rules={nameRules}>
        <Input placeholder={MSG.shops.namePlaceholder} autoFocus={typeLocked} />
      </Form.Item>
    </FormModal>
  );
}
