// What the dev tools' bodies share (POST /api/__dev/orders, /api/__dev/preview_models).
import * as v from 'valibot';
import { DEV_ACCOUNTS } from '../../../../fixtures/seed';
import { DevUsernameSchema } from '../../../../contract/devOrders';

/** The account a dev tool acts on (state.ts namedAccount): a name, `demo` when left out. */
export const devUsername = v.optional(DevUsernameSchema, DEV_ACCOUNTS.merchant.username);
