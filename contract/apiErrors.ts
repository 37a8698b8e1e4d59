/**
 * Error codes whose meaning the console acts on, beyond showing the message (spec 1 §8). Kept free of
 * valibot: the forms that read them load with the first screens.
 */

/**
 * The 404 of a request about one record the account does not have: never made, deleted since (in another
 * tab), or another account's, which answers the same. A form that edits the record, or adds into it, takes
 * it as gone.
 */
export const RECORD_NOT_FOUND = 'NOT_FOUND';

/** The 404 of an address the API does not serve: a client and a server of different versions, not a record gone. */
export const UNKNOWN_ROUTE = 'UNKNOWN_ROUTE';
