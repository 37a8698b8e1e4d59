import type { APIResponse, Route } from 'playwright-core';

/**
 * The request a route holds, sent on to the server by the test. Asked again once on a connection reset: a
 * kept-alive connection the test server closed as idle (Node's 5 s) resets the first ask, as it would any
 * client's that reused it, and the server never read that request, so nothing is done twice.
 */
export const fetchThrough = (route: Route): Promise<APIResponse> => route.fetch({ maxRetries: 1 });
