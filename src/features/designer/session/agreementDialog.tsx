import { Checkbox, Message, Modal } from '@arco-design/web-react';
import { setServiceAgreementAccepted } from '../../../lib/serviceAgreement';
import { MSG as COMMON } from '../../../messages';
import { MSG } from '../messages';
import { ServiceAgreementLink } from '../../../ui/ServiceAgreementLink';

let pending: Promise<boolean> | null = null;

/**
 * Spec 2 §4: saving needs the service agreement, remembered locally once accepted. One dialog at a
 * time: a second click on 保存 (a double click) waits for the same answer. Only the buttons and Esc
 * answer: the second click of a double click lands on the mask, which must not cancel.
 */
export function askForAgreement(): Promise<boolean> {
  pending ??= openAgreement().finally(() => (pending = null));
  return pending;
}

function openAgreement(): Promise<boolean> {
  return new Promise((resolve) => {
    let accepted = false;
    Modal.confirm({
      title: MSG.designer.agreementTitle,
      className: 'designer-agreement-modal',
      maskClosable: false,
      content: (
        <div>
          <p>{MSG.designer.agreementContent}</p>
          <Checkbox onChange={(checked: boolean) => (accepted = checked)}>
            {COMMON.agreement.label}
            <ServiceAgreementLink />
          </Checkbox>
        </div>
      ),
      okText: MSG.designer.save,
      cancelText: COMMON.common.cancel,
      onOk: () => {
        if (!accepted) {
          Message.warning(MSG.designer.agreementRequired);
          // A truthy non-promise keeps Arco's confirm open.
          return true as unknown as void;
        }
        setServiceAgreementAccepted(true);
        resolve(true);
      },
      onCancel: () => resolve(false),
      // Closed by Modal.destroyAll (the session ended), which skips onCancel: the save must not wait for
      // ever, nor every later 保存 wait for this dialog. A promise settles once, so after 保存 this is a no-op.
      afterClose: () => resolve(false),
    });
  });
}
