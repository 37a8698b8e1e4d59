import { localStore, type SafeStorage } from './safeStorage';

/** Spec 1 §4: acceptance of the service agreement is kept in local storage, toggled by a checkbox. */
export const SERVICE_AGREEMENT_KEY = 'pcc.serviceAgreementAccepted';

/** The agreement's page among the help documents (HELP_BASE of app/helpLinks, which the designer cannot import). */
export const SERVICE_AGREEMENT_URL = 'https://help.kemei-diy.com/docs/service-agreement';

export function hasAcceptedServiceAgreement(storage: SafeStorage = localStore): boolean {
  return storage.getItem(SERVICE_AGREEMENT_KEY) === '1';
}

export function setServiceAgreementAccepted(accepted: boolean, storage: SafeStorage = localStore): void {
  if (accepted) storage.setItem(SERVICE_AGREEMENT_KEY, '1');
  else storage.removeItem(SERVICE_AGREEMENT_KEY);
}
