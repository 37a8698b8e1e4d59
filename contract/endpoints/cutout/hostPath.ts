// The cutout host's paths (spec 2 §7's {cutout host}) are the host's own: the endpoint table writes them under the
// address where the dev API plays the host, and the console follows the host's address with what comes after.
// Apart from cutoutHost.ts, whose index lists only entries.
import { pathOf, type Endpoint, type ParamsOf } from '../../endpoint';

/**
 * Where the dev API plays the cutout host, under its own /api so that every way it is served (the dev server,
 * the test server, the page under the mock adapter) reaches it: the host's own paths follow it.
 */
export const DEV_CUTOUT_HOST_PATH = '/api/cutout_host';

/** A cutout host call's path on the host itself (`/api/image_cutout_tasks/7`), to follow the host's address. */
export const hostPathOf = <E extends Endpoint>(endpoint: E, params?: ParamsOf<E>): string => pathOf(endpoint, params).slice(DEV_CUTOUT_HOST_PATH.length);
