import { lazyScreen } from '../ui/lazyScreen';

/**
 * The page for an unknown address, loaded only when one is opened: Arco's Result carries the illustration
 * of every status (about 27 KB gzip), which neither the login page nor the first screen after it shows.
 */
export const LazyNotFound = lazyScreen(() => import(/* webpackChunkName: "page-not-found" */ './NotFound').then((module) => ({ default: module.NotFound })));
