/**
 * Phone models' print sizes (contract/printSize.ts): an extension of spec 1's API (ROUTES.md "Print sizes").
 * A service that does not serve it yet answers 404 UNKNOWN_ROUTE; the sizes are then kept in this browser
 * for the signed-in account (lib/browserRecords.ts), and each call says where they are (`keptIn`), so the
 * screen can tell the merchant. Nothing set is lost either way.
 */
import type { Id } from '../../contract/catalogue';
import { printSizes } from '../../contract/endpoints/catalogue/printSizes';
import { UNKNOWN_ROUTE } from '../../contract/apiErrors';
import type { PrintSize } from '../../contract/printSize';
import { browserRecords } from '../lib/browserRecords';
import { ApiError, call, type ApiOptions, type QuietOptions } from './client';
import { session } from './session';

/** Where the sizes are kept: by the admin API, or (it does not serve them) in this browser. */
export type PrintSizesKeptIn = 'service' | 'browser';

export interface PrintSizes {
  sizes: ReadonlyMap<Id, PrintSize>;
  keptIn: PrintSizesKeptIn;
}

const unknownRoute = (status: number | undefined, code: string | undefined) => status === 404 && code === UNKNOWN_ROUTE;
const isUnknownRoute = (error: unknown) => error instanceof ApiError && unknownRoute(error.status, error.code);

const isPrintSize = (value: unknown): value is PrintSize =>
  typeof value === 'object' && value !== null && Number.isFinite((value as PrintSize).widthMm) && Number.isFinite((value as PrintSize).heightMm);

/** The signed-in account's sizes in this browser; rejects when no account is known (nobody's to keep). */
const keptHere = () => browserRecords('phoneModelPrintSizes', session.username ?? '', isPrintSize);

export async function listPrintSizes(options: QuietOptions = {}): Promise<PrintSizes> {
  try {
    const list = await call(printSizes.list, { ...options, callerHandles: unknownRoute });
    return { sizes: new Map(list.map(({ phoneModelId, widthMm, heightMm }) => [phoneModelId, { widthMm, heightMm }])), keptIn: 'service' };
  } catch (error) {
    if (!isUnknownRoute(error)) throw error;
    return { sizes: await keptHere().read(), keptIn: 'browser' };
  }
}

/**
 * One size for every model named (null clears theirs); answers where it was kept. `base`: the size the tab read
 * (null: none), so that another tab's size since is not overwritten (409 CATALOGUE_EDIT_CONFLICT, which
 * `callerHandles` may take); left out, the size replaces theirs (the batch).
 */
export async function setPrintSizes(phoneModelIds: readonly Id[], printSize: PrintSize | null, base?: PrintSize | null, options: Pick<ApiOptions, 'callerHandles'> = {}): Promise<PrintSizesKeptIn> {
  const callerHandles: ApiOptions['callerHandles'] = (status, code) => unknownRoute(status, code) || Boolean(options.callerHandles?.(status, code));
  try {
    await call(printSizes.replace, { body: { phoneModelIds: [...phoneModelIds], printSize, ...(base !== undefined && { basePrintSize: base }) }, callerHandles });
    return 'service';
  } catch (error) {
    if (!isUnknownRoute(error)) throw error;
    await keptHere().write(new Map(phoneModelIds.map((id) => [id, printSize])));
    return 'browser';
  }
}
