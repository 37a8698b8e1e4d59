import type { FormInstance } from '@arco-design/web-react';
import { RECORD_NOT_FOUND } from '../../../contract/apiErrors';
import { BACKGROUND_REQUIRED, CATALOGUE_EDIT_CONFLICT } from '../../../contract/catalogueTexts';
import { ApiError } from '../../api/client';
import { MSG } from './messages';

/** Another tab's edit of a field this form changes (409 CATALOGUE_EDIT_CONFLICT): said under that field. */
export const editedElsewhere = (status: number | undefined, code: string | undefined) => status === 409 && code === CATALOGUE_EDIT_CONFLICT;

/**
 * The failures a material or colour form says where the merchant looks (spec 1 §8: the 网络请求错误 modal is for
 * what the merchant cannot fix): a field's 400 under that field, another tab's edit of the same field, and
 * (editing) the record gone.
 */
export const saidInForm = (status: number | undefined, code: string | undefined) =>
  status === 400 || editedElsewhere(status, code) || (status === 404 && code === RECORD_NOT_FOUND);

/** A 400 of the form's fields (the dev API's message is spec 1 §5's text, which names no field). */
export const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 400;

export const isEditConflict = (error: unknown): error is ApiError => error instanceof ApiError && editedElsewhere(error.status, error.code);

/** The 400's text under the field it is about: 背景色设置必填 under the background, any other under the name. */
export function showRefusal<T>(form: FormInstance<T>, error: ApiError, values: T): keyof T & string {
  const field = (error.message.startsWith(BACKGROUND_REQUIRED) ? 'defaultBackgroundColor' : 'name') as keyof T & string;
  form.setFields({ [field]: { value: values[field], error: { message: error.message } } } as never);
  return field;
}

/** Under each field another tab changed since: what it holds now; the typed value stays, to save again on purpose. */
export function showEditedElsewhere<T>(form: FormInstance<T>, values: T, current: Partial<Record<keyof T & string, string | null>>): void {
  for (const [field, value] of Object.entries(current) as [keyof T & string, string | null][]) {
    form.setFields({ [field]: { value: values[field], error: { message: MSG.catalogue.editedElsewhere(value ?? MSG.catalogue.noBackground) } } } as never);
  }
}
