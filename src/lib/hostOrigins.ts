import { hostOriginsFor } from '../../contract/hostOrigins';
import manifest from '../../plugin.manifest.json';

/**
 * Origins allowed to host the plugin or frame its embedded pages (spec 3 §6), from the manifest; the
 * production build leaves out the loopback ones.
 */
export const TRUSTED_HOST_ORIGINS: readonly string[] = hostOriginsFor(manifest.hostOrigins, { development: __DEV_TOOLS__ });
