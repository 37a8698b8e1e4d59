import { heldLocks, holdLock } from '../../lib/heldLocks';
import type { ChargeNoteDeps } from '../../lib/chargeNote';
import { localStore } from '../../lib/safeStorage';
import { uuidV4 } from '../../lib/uuid';

/** Where downloads keep what they charged until it is settled (lib/chargeNote), under the names they always had. */
export const DOWNLOAD_CHARGE_NOTES: ChargeNoteDeps = {
  shelf: { key: 'pcc.downloadCharges.', lock: 'download-charges:' },
  storage: localStore,
  holdLock,
  heldLocks,
  newId: uuidV4,
};
