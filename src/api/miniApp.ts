import { apiRequest } from './client';

export interface MiniApp {
  name: string | null;
  logoUrl: string | null;
}

/** Spec 3 §7: the shop's mini app; the shell falls back to its defaults when this fails. */
export async function getMiniApp(): Promise<MiniApp> {
  const reply = await apiRequest<{ app?: Partial<MiniApp> | null }>('/api/taobao_mini_app', { skipErrorModal: true });
  return { name: reply.app?.name ?? null, logoUrl: reply.app?.logoUrl ?? null };
}
