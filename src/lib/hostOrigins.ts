import manifest from '../../plugin.manifest.json';

/** Origins allowed to host the plugin or frame its embedded pages (spec 3 §6), from the manifest. */
export const TRUSTED_HOST_ORIGINS: readonly string[] = manifest.hostOrigins;
