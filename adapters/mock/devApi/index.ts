// The embedded dev API (DESIGN "The dev API"): an in-memory admin API as one (Request) => Response
// handler, mounted by the dev server, called in-process by the mock adapter, and called by tests.
// Runs in Node and in a browser bundle alike: no Node imports here (nodeMiddleware.ts is the exception).
import { SUB_ACCOUNT_DENIED, TokenBook, authenticate, isSubAccount, newTokenSecret, ownerOf, unauthorized } from './auth/auth';
import { bodyLimitOf, isBodyTooLarge, payloadTooLarge } from './http/bodyLimits';
import type { DevEnv } from './context';
import { DEV_TOOLS_PREFIX, guardDevTools } from './devTools/devToolsGuard';
import { FaultBook, faultKey } from './devTools/faults';
import { HttpError, errorReply } from './http/http';
import { carriesRetryKey, ReplayBook } from './http/replayBook';
import { UNKNOWN_ROUTE } from '../../../contract/apiErrors';
import { needsSession } from '../../../contract/endpoint';
import { addOrdersWithImages } from './orders/orderBatch';
import { AddOrdersBodySchema } from '../../../contract/devOrders';
import { parseOr400 } from './http/parse';
import { customizedImageRecords } from './orders/orderLookup';
import { imageAddresses, newPrintSecret } from './orders/printLinks';
import { ownOrigins } from './http/origins';
import { canonicalPath, Router } from './http/router';
import { ROUTE_MODULES } from './routes';
import { fileContentPath, signedFileUrl } from './files/fileLinks';
import { fetchSeedFile, seedFileCache } from './files/seedFiles';
import { accountState, addEmptyAccount, createWorld, type DevState, type DevWorld } from './state';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import type { DevApi, DevApiOptions, SeedFileReader, StoredFile } from './types';
import { files } from '../../../contract/endpoints/files/files';

/** The file routes (upload forms, their results, a marketplace file's record): a write there adds a file and changes no record. */
const FILE_ROUTES: ReadonlySet<string> = new Set([files.uploadForm.path, files.uploadResult.path, files.registerMarketplaceFile.path]);

export type { DevApi, DevApiOptions, StoredFile } from './types';
export { safeBlobType } from './files/fileServing';

export function createDevApi(options: DevApiOptions = {}): DevApi {
  const origin = (options.origin ?? '').replace(/\/+$/, '');
  const faults = new FaultBook();
  const now = options.now ?? (() => Date.now());
  let world: DevWorld = createWorld(now());
  // What the in-process helpers act on: the account named, `demo` by default (seeded on first use).
  const stateOf = (username: string = DEV_ACCOUNTS.merchant.username): DevState => accountState(world, ownerOf(username)) ?? world.nobody;

  const router = new Router();
  for (const addRoutes of ROUTE_MODULES) addRoutes(router);
  // Each user's writes by their Idempotency-Key (contract/retryKey.ts): a sub-account's never crowd out its main
  // account's. Gone with the account's state at a reset.
  const replayBooks = new WeakMap<DevState, Map<string, ReplayBook>>();
  const replayBookOf = (state: DevState, username: string) => {
    let books = replayBooks.get(state);
    if (!books) replayBooks.set(state, (books = new Map()));
    let book = books.get(username);
    if (!book) books.set(username, (book = new ReplayBook(now)));
    return book;
  };

  const reset = () => {
    world = createWorld(now());
    faults.clear();
    env.printSecret = newPrintSecret();
  };

  let seedFileReader: SeedFileReader = options.readSeedFile ?? fetchSeedFile;
  // Signed for the owner (fileLinks.ts): the bytes go to the owner's session or to this address alone.
  const contentUrl = (file: StoredFile, owner: string) => signedFileUrl(origin, env.fileSecret, owner, file.id);

  const env: DevEnv = {
    origin,
    now,
    fileUrl: (file: StoredFile, owner: string) => {
      if (file.url !== undefined) return file.url;
      // A seeded binary fixture (fonts, font previews). In a browser its source is the bundle's own asset
      // URL, which loads wherever the page does: no request to /api, so it works with the mock adapter and
      // no server. In Node it is a file: URL, no use to a browser: the content route serves the bytes,
      // read with fs. Never options.fileUrl: the mock adapter makes blob URLs from `bytes` at once, and a
      // fixture's bytes are only read on first use.
      if (file.source !== undefined) return /^file:/i.test(file.source) ? contentUrl(file, owner) : file.source;
      return options.fileUrl?.(file) ?? contentUrl(file, owner);
    },
    readSeedFile: seedFileCache(() => seedFileReader),
    faults,
    printSecret: newPrintSecret(),
    tokens: new TokenBook(options.tokenSecret ?? newTokenSecret(), now),
    fileSecret: newPrintSecret(),
    reset,
    addEmptyAccount: () => addEmptyAccount(world),
  };

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const pathname = canonicalPath(url.pathname);
    const refused = guardDevTools(request, pathname, ownOrigins(request, env));
    if (refused) return refused;
    // Dev tools stay reachable whatever faults are injected.
    if (!pathname.startsWith(DEV_TOOLS_PREFIX)) {
      // Rejects (AbortError) when the client aborts during injected latency or a hang, as fetch would.
      const injected = await faults.apply(request, faultKey(pathname, url));
      if (injected) return injected;
    }
    const route = router.match(request.method, pathname);
    if (!route) return errorReply(404, UNKNOWN_ROUTE, `接口不存在: ${request.method.toUpperCase()} ${pathname}`);
    const bodyLimit = bodyLimitOf(pathname);
    if (await isBodyTooLarge(request, bodyLimit)) return payloadTooLarge(bodyLimit);
    try {
      let username = '';
      // The one place that decides whose data a request reaches: a signed-in user's main account's, picked
      // here once; a public route sees no account's. Another account's ids are then simply not found.
      let state: DevState = world.nobody;
      if (needsSession(route.access)) {
        username = authenticate(request, env.tokens, world.shared.passwords);
        if (route.access === 'merchant' && isSubAccount(username)) {
          throw new HttpError(400, 'SUB_ACCOUNT_DENIED', SUB_ACCOUNT_DENIED);
        }
        const account = accountState(world, ownerOf(username));
        // A sub-account whose main account is not one (no such account here): no data to act on.
        if (!account) throw unauthorized();
        state = account;
      }
      const current = world;
      const accountOf = (owner: string) => accountState(current, owner);
      const write = () => Promise.resolve(route.handler({ request, url, params: route.params, username, state, accountOf, env })).catch(failureReply);
      // Only the account's data writes are kept by their key: a sign-in or sign-out always runs.
      if (route.access !== 'merchant') return await write();
      const book = replayBookOf(state, username);
      // Any write of the user's may change what a kept change's reply says (a file's upload changes no record).
      const changesRecords = !FILE_ROUTES.has(pathname);
      if (carriesRetryKey(request)) return await book.run(request, pathname, write, changesRecords);
      if (request.method.toUpperCase() !== 'GET' && changesRecords) book.forgetChanges();
      return await write();
    } catch (error) {
      return failureReply(error);
    }
  }

  function failureReply(error: unknown): Response {
    if (error instanceof HttpError) return errorReply(error.status, error.code, error.message);
    return errorReply(500, 'INTERNAL_ERROR', `开发接口内部错误: ${error instanceof Error ? error.message : String(error)}`);
  }

  return {
    handle,
    orders: {
      add: (addOptions) => addOrdersWithImages((owner) => accountState(world, owner), imageAddresses(env, origin), now(), parseOr400(AddOrdersBodySchema, addOptions)),
      lookup: (orderIds, username = DEV_ACCOUNTS.merchant.username) => customizedImageRecords(stateOf(username), env, username, orderIds),
    },
    credits: {
      balance: (username = DEV_ACCOUNTS.merchant.username) => stateOf(username).credits.balances.get(username) ?? 0,
      set: (credits, username = DEV_ACCOUNTS.merchant.username) => void stateOf(username).credits.balances.set(username, credits),
    },
    faults: {
      add: (rule) => faults.add(rule),
      clear: () => faults.clear(),
      list: () => faults.list(),
      release: () => faults.release(),
      holding: () => faults.holding(),
    },
    files: {
      get: (id, username) => stateOf(username).files.get(id),
      url: (id, username) => {
        const state = stateOf(username);
        const file = state.files.get(id);
        return file ? env.fileUrl(file, state.owner) : `${origin}${fileContentPath(id)}`;
      },
    },
    tokens: { issue: (username) => env.tokens.issue(username) },
    useSeedFileReader: (read) => {
      seedFileReader = read;
    },
    reset,
  };
}
