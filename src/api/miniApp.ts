import type { MiniApp } from '../../contract/miniApp';
import { miniApp } from '../../contract/endpoints/shops/miniApp';
import { call } from './client';

export type { MiniApp };

/** Spec 3 §7: the shop's mini app; the shell falls back to its defaults when this fails. */
export async function getMiniApp(options: { quiet?: boolean } = { quiet: true }): Promise<MiniApp> {
  const reply = await call(miniApp.get, { skipErrorModal: options.quiet });
  return { name: reply.app?.name ?? null, logoUrl: reply.app?.logoUrl ?? null, templateVersion: reply.app?.templateVersion ?? null };
}

/** The template versions the mini app can run, newest first. */
export const listMiniAppTemplates = () => call(miniApp.templates);

export const updateMiniAppVersion = (templateVersion: string) =>
  call(miniApp.updateVersion, { body: { templateVersion } });
