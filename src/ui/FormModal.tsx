import { Form, Modal } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { MSG } from '../messages';

export interface FormModalProps<T> {
  title: string;
  open: boolean;
  /** What the fields start from on each opening (the modal remounts its form every time it opens). */
  initialValues: Partial<T>;
  onClose: () => void;
  /**
   * Saves; resolves when done (the caller closes the modal). A rejection keeps the form open with what
   * was typed: the API client, or the caller, has already said why.
   */
  onSubmit: (values: T) => Promise<void>;
  className?: string;
  width?: number;
  children: ReactNode;
}

/** The add/edit modal every list screen uses: one form, 保存 and the enter key submit it once. */
export function FormModal<T>({ title, open, initialValues, onClose, onSubmit, className, width, children }: FormModalProps<T>) {
  const [form] = Form.useForm<T>();
  const [saving, setSaving] = useState(false);

  async function save(values: T) {
    // The enter key submits too, past the loading 保存 button.
    if (saving) return;
    setSaving(true);
    try {
      await onSubmit(values);
    } catch {
      // Kept open; see onSubmit.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={title}
      visible={open}
      confirmLoading={saving}
      okText={MSG.common.save}
      cancelText={MSG.common.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      unmountOnExit
      className={className}
      style={width ? { width } : undefined}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onSubmit={(values) => void save(values)}>
        {children}
      </Form>
    </Modal>
  );
}
