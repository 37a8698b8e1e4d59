/**
 * Error codes whose meaning the console acts on, beyond showing the message (spec 1 §8). Kept free of
 * valibot: the forms that read them load with the first screens.
 */

/**
 * The 404 of a request about a record the account does not have: never made, deleted since (in another tab),
 * or another account's, which answers the same. Only for the record the request acts on (the one its address
 * names, the one that belongs to, the ids a batch delete names), never for one a body merely refers to (a
 * file, a bound collection: those are 400s). The console takes it as that record gone: a form closes, a
 * delete is done, the designer offers 另存为新模板. A 404 of any other code (a gateway's NOT_FOUND, an unknown
 * address) is shown as the error it is.
 */
export const RECORD_NOT_FOUND = 'RECORD_NOT_FOUND';

/** The 404 of an address the API does not serve: a client and a server of different versions, not a record gone. */
export const UNKNOWN_ROUTE = 'UNKNOWN_ROUTE';
