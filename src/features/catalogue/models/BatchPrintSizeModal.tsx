import { Form, Message, Typography } from '@arco-design/web-react';
import type { Id } from '../../../../contract/catalogue';
import { FormModal } from '../../../ui/FormModal';
import { MSG } from '../messages';
import { NO_PRINT_SIZE_TEXT, PrintSizeInput, printSizeOf, printSizeRule, type PrintSizeText } from './PrintSizeInput';
import { savePrintSizes } from './savePrintSizes';

export interface BatchPrintSizeModalProps {
  open: boolean;
  /** The ticked models, on any page of the list. */
  modelIds: readonly Id[];
  onClose: () => void;
  onSaved: () => void;
  /** A ticked model was deleted elsewhere: nothing was set (the write is all or nothing). */
  onGone: () => void;
}

// Required here: a batch that sets nothing has nothing to do.
const printSizeRules = [printSizeRule(false)];

/** 批量设置打印尺寸: one size for every ticked model. */
export function BatchPrintSizeModal({ open, modelIds, onClose, onSaved, onGone }: BatchPrintSizeModalProps) {
  async function save({ printSize }: { printSize: PrintSizeText }) {
    await savePrintSizes(modelIds, printSizeOf(printSize));
    Message.success(MSG.catalogue.printSizeSet);
    onSaved();
  }

  return (
    <FormModal<{ printSize: PrintSizeText }>
      title={MSG.catalogue.batchPrintSize}
      open={open}
      initialValues={{ printSize: NO_PRINT_SIZE_TEXT }}
      onClose={onClose}
      onGone={onGone}
      onSubmit={save}
      className="batch-print-size-modal"
    >
      <Typography.Paragraph>{MSG.catalogue.batchPrintSizeFor(modelIds.length)}</Typography.Paragraph>
      <Form.Item label={MSG.catalogue.printSize} field="printSize" rules={printSizeRules} extra={MSG.catalogue.printSizeHelp}>
        <PrintSizeInput />
      </Form.Item>
    </FormModal>
  );
}
