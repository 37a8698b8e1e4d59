// Where the dev API plays the cutout host (spec 2 §7's {cutout host}): the endpoint table's cutout host entries
// name it as their standIn. Apart from cutoutHost.ts, whose index lists only entries.

/**
 * Under the dev API's own /api so that every way it is served (the dev server, the test server, the page under
 * the mock adapter) reaches it: the host's own paths follow it.
 */
export const DEV_CUTOUT_HOST_PATH = '/api/cutout_host';
