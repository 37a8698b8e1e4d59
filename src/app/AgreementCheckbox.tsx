import { Checkbox } from '@arco-design/web-react';
import { useState } from 'react';
import { hasAcceptedServiceAgreement, setServiceAgreementAccepted } from '../lib/serviceAgreement';
import { MSG } from '../messages';
import { ServiceAgreementLink } from '../ui/ServiceAgreementLink';

/** Spec 1 §4: the service agreement flag, remembered in local storage. */
export function AgreementCheckbox() {
  const [accepted, setAccepted] = useState(hasAcceptedServiceAgreement);
  return (
    <Checkbox
      checked={accepted}
      onChange={(checked: boolean) => {
        setServiceAgreementAccepted(checked);
        setAccepted(checked);
      }}
    >
      {MSG.agreement.label}
      <ServiceAgreementLink />
    </Checkbox>
  );
}
