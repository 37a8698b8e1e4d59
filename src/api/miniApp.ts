import type { MiniApp, MiniAppTemplate, MiniAppVersionInput } from '../../contract/miniApp';
import { apiRequest } from './client';

export type { MiniApp, MiniAppTemplate };

/** Spec 3 §7: the shop's mini app; the shell falls back to its defaults when this fails. */
export async function getMiniApp(options: { quiet?: boolean } = { quiet: true }): Promise<MiniApp> {
  const reply = await apiRequest<{ app?: Partial<MiniApp> | null }>('/api/taobao_mini_app', { skipErrorModal: options.quiet });
  return { name: reply.app?.name ?? null, logoUrl: reply.app?.logoUrl ?? null, templateVersion: reply.app?.templateVersion ?? null };
}

/** The template versions the mini app can run, newest first. */
export const listMiniAppTemplates = () => apiRequest<MiniAppTemplate[]>('/api/taobao_mini_app_templates');

export const updateMiniAppVersion = (templateVersion: string) =>
  apiRequest<{ app: MiniApp }>('/api/taobao_mini_app/update_version', { method: 'POST', body: { templateVersion } satisfies MiniAppVersionInput });
