import { Link } from '@arco-design/web-react';
import { SERVICE_AGREEMENT_URL } from '../lib/serviceAgreement';
import { MSG } from '../messages';

/** 《服务协议》 as a link, inside a checkbox's label: opening it must not tick the box. */
export function ServiceAgreementLink() {
  return (
    <Link href={SERVICE_AGREEMENT_URL} target="_blank" rel="noreferrer" onClick={(event) => event.stopPropagation()}>
      {MSG.agreement.link}
    </Link>
  );
}
