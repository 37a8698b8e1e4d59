import { hostOriginsFor, loopbackOnPort } from '../../contract/hostOrigins';
import manifest from '../../plugin.manifest.json';

/**
 * Origins allowed to host the plugin or frame its embedded pages (spec 3 §6), from the manifest; the
 * production build leaves out the loopback ones, and the dev and QA builds trust loopback on their own
 * port only.
 */
export const TRUSTED_HOST_ORIGINS: readonly string[] = loopbackOnPort(hostOriginsFor(manifest.hostOrigins, { development: __DEV_TOOLS__ }), window.location.port);
