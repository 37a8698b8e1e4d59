import { Form, Modal, type FormInstance } from '@arco-design/web-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isRecordGone } from '../api/client';
import { MSG } from '../messages';
import { singleClick } from './singleClick';

export interface FormModalProps<T> {
  title: string;
  open: boolean;
  /** What the fields start from on each opening (the modal mounts a new form every time it opens). */
  initialValues: Partial<T>;
  onClose: () => void;
  /**
   * Saves; resolves when done (the caller closes the modal). A rejection keeps the form open with what
   * was typed: the API client, or the caller, has already said why. `form` lets a save that fails on
   * one field (a font that cannot draw its name) put the message under that field.
   */
  onSubmit: (values: T, form: FormInstance<T>) => Promise<void>;
  /**
   * Called when 保存 finds a field in error, with the form as it stands: a rule about the whole form that
   * is no field's (at least one row of a list) can then be said in the same pass as the fields' own.
   */
  onInvalid?: (values: Partial<T>) => void;
  /**
   * The save answered that the record edited, or the one added into, is gone (RECORD_NOT_FOUND: deleted in
   * another tab or window since the list was read). The client's error modal says so (spec 1 §8) while the
   * caller reloads the list, and closes the form where no save can land any more: the stale row must not
   * stay. Any other 404 (an unknown address, a proxy's page, an injected fault) keeps the form open with
   * what was typed.
   */
  onGone?: () => void;
  /**
   * The form's own onClose asks, mid-save, whether to stop the save (批量配置 of customization settings, a
   * save of many calls): 取消, × and Esc then reach it. Every other form keeps them locked while saving.
   */
  closeAsksWhileSaving?: boolean;
  className?: string;
  width?: number;
  /** The fields; a function of the saving state when the form shows what a long save is doing. */
  children: ReactNode | ((state: { saving: boolean }) => ReactNode);
}

/** The add/edit modal every list screen uses: one form, 保存 and the enter key submit it once. */
export function FormModal<T>({
  title,
  open,
  initialValues,
  onClose,
  onSubmit,
  onInvalid,
  onGone,
  closeAsksWhileSaving,
  className,
  width,
  children,
}: FormModalProps<T>) {
  // No form instance of our own: the Form makes a fresh one each time the modal mounts it, so a field
  // missing from initialValues (a chosen file, a ticked box) never carries over to the next opening.
  const form = useRef<FormInstance<T>>(null);
  // The opening whose save runs, if any.
  const [savingIn, setSavingIn] = useState<number | null>(null);
  // The enter key submits too, past the loading 保存 button, and may do so twice before a re-render.
  const savingNow = useRef<number | null>(null);
  // Once the caller has closed the modal (after a save), the form keeps the focus while it fades out, and an
  // enter key then would create the record a second time. A save that resolved without closing (a field
  // error shown in the form) leaves it open, and saving again is allowed.
  const openNow = useRef(open);
  // Which opening this is: a save that answers after the form was closed and opened again (for another
  // record) must not close that one.
  const opening = useRef(0);
  if (open && !openNow.current) opening.current++;
  openNow.current = open;
  // A save shows (and locks) only the opening it was started from: a caller that closes the form before
  // its save is over (a reload after it) leaves the next opening ready.
  const saving = savingIn !== null && savingIn === opening.current;

  // Still open after the save: the fields were locked while it ran, so the first field in error (a field
  // said why it was refused) takes the focus once they are not, and the next Enter sends the correction;
  // with none, the field that had it before.
  const fields = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const lastFocus = useRef<HTMLElement | null>(null);

  async function save(values: T) {
    const mine = opening.current;
    if (savingNow.current === mine || !openNow.current) return;
    savingNow.current = mine;
    // The fields lock while it saves, and a locked field loses the focus to the page, where an Enter would
    // reach the button that opened the form (opening it again as it closes): the dialog keeps the focus
    // meanwhile, and the field gets it back if the form stays open.
    const active = document.activeElement;
    lastFocus.current = active instanceof HTMLElement && fields.current?.contains(active) ? active : null;
    if (lastFocus.current) fields.current?.closest<HTMLElement>('[data-focus-lock-disabled]')?.focus();
    setSavingIn(mine);
    try {
      await onSubmit(values, form.current!);
    } catch (error) {
      // Kept open (see onSubmit), unless what it saves is gone.
      if (onGone && isRecordGone(error) && opening.current === mine) onGone();
    } finally {
      if (savingNow.current === mine) savingNow.current = null;
      setSavingIn((now) => (now === mine ? null : now));
      refocus.current = openNow.current && opening.current === mine;
    }
  }

  useEffect(() => {
    if (saving || !refocus.current) return;
    refocus.current = false;
    const refused = fields.current?.querySelector<HTMLElement>('.arco-form-item-status-error :is(input, textarea):not([disabled])');
    (refused ?? (lastFocus.current?.isConnected ? lastFocus.current : null))?.focus();
    lastFocus.current = null;
  }, [saving]);

  // 取消, × and Esc wait for the save: a form closed then would still be saved, unseen, and opened again it
  // would show the old save's spinning 保存 until that reply closed it, taking what was typed since. The
  // client's deadline (spec 1 §9) bounds the wait.
  const locked = saving && !closeAsksWhileSaving;

  return (
    <Modal
      title={title}
      visible={open}
      confirmLoading={saving}
      okText={MSG.common.save}
      cancelText={MSG.common.cancel}
      onOk={singleClick(() => form.current?.submit())}
      onCancel={() => {
        if (!locked) onClose();
      }}
      cancelButtonProps={{ disabled: locked }}
      closable={!locked}
      // Esc always reaches this modal's own onCancel, which ignores it while locked: with escToExit off, Arco
      // lets the key bubble through React's tree to a modal this form was opened from (a colour list), which
      // would close behind the form being saved.
      escToExit
      // The mask does not close it: the second click of a double click on 新增 lands on the mask as the
      // modal opens, and a stray click there would throw away what was typed.
      maskClosable={false}
      unmountOnExit
      className={className}
      style={width ? { width } : undefined}
    >
      <Form
        ref={form}
        layout="vertical"
        initialValues={initialValues}
        // What is typed while the save runs would not be in it, and the form closes when it answers.
        disabled={saving}
        onSubmit={(values) => void save(values)}
        onSubmitFailed={() => onInvalid?.(form.current?.getFieldsValue() ?? {})}
      >
        <div ref={fields}>{typeof children === 'function' ? children({ saving }) : children}</div>
        {/* The browser submits a form on the enter key by itself only when it has a single text field or a
            submit button: 保存 is outside the form (the modal's footer), and a select's search box is a second
            field. This button, never shown, makes the enter key in any field save (a select keeps its own). */}
        <button type="submit" hidden tabIndex={-1} aria-hidden />
      </Form>
    </Modal>
  );
}
