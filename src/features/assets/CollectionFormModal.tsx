import { Form, Input, Message, type InputProps } from '@arco-design/web-react';
import { createCollection, renameCollection } from '../../api/designAssets';
import type { AssetType, DesignAssetCollection } from '../../../contract/library';
import { COLLECTION_NAME_LIMIT } from '../../../contract/names';
import { COLLECTION_NAME_MAX, textWidth } from '../../../contract/textWidth';
import { nameError } from '../../lib/formRules';
import { MSG } from './messages';
import { FormModal } from '../../ui/FormModal';

interface CollectionFields {
  name: string;
}

/** Spec 1 §5: required, and at most 12 wide where a double-width character counts 2 (after trimming). */
export function collectionNameError(value: unknown): string | undefined {
  const name = typeof value === 'string' ? value : '';
  return nameError(name, COLLECTION_NAME_LIMIT, MSG.assets.collectionNameRequired);
}

const nameRules = [
  { required: true, validator: (value: unknown, callback: (error?: string) => void) => callback(collectionNameError(value)) },
];

/** The name input with its width so far, counted the way the limit counts it (中文算 2 个). */
function NameInput(props: InputProps) {
  // Form.Item hands in value, onChange, id (its label points at it) and status: pass them all on.
  const width = textWidth((props.value ?? '').trim());
  return (
    <Input
      {...props}
      autoFocus
      suffix={
        <span className={width > COLLECTION_NAME_MAX ? 'name-width over' : 'name-width'}>
          {width}/{COLLECTION_NAME_MAX}
        </span>
      }
    />
  );
}

export interface CollectionFormModalProps {
  type: AssetType;
  open: boolean;
  /** The collection being renamed, `null` for a new one. */
  collection: DesignAssetCollection | null;
  onClose: () => void;
  onSaved: () => void;
  /** A save answered 404, the record (or the one it belongs to) deleted elsewhere: close the form, reload the list (ui/FormModal). */
  onGone: () => void;
}

/** 新增分组 / 重命名分组. */
export function CollectionFormModal({ type, open, collection, onClose, onSaved, onGone }: CollectionFormModalProps) {
  async function save({ name }: CollectionFields) {
    if (collection) await renameCollection(collection.id, name.trim());
    else await createCollection(type, name.trim());
    Message.success(collection ? MSG.assets.collectionRenamed : MSG.assets.collectionAdded);
    onSaved();
  }

  return (
    <FormModal<CollectionFields>
      title={collection ? MSG.assets.renameCollection : MSG.assets.addCollection}
      open={open}
      initialValues={{ name: collection?.name ?? '' }}
      onClose={onClose}
      onGone={onGone}
      onSubmit={save}
      className="collection-form-modal"
    >
      <Form.Item label={MSG.assets.collectionName} field="name" rules={nameRules}>
        <NameInput />
      </Form.Item>
    </FormModal>
  );
}
