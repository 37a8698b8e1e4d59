import { json } from '../http';
import type { Router } from '../router';

export function miniAppRoutes(router: Router): void {
  // The shell's header shows the shop's mini-app name and logo (spec 1 §1; spec 3 lists the call).
  router.get('/api/taobao_mini_app', ({ state }) => json({ app: { ...state.miniApp } }));
}
