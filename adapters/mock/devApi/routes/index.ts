// Every resource's routes, in one place; a new resource adds its module here.
import type { Router } from '../router';
import { cloudFileRoutes } from './cloudFiles';
import { devToolRoutes } from './devTools';
import { fileRoutes } from './files';
import { miniAppRoutes } from './miniApp';
import { userRoutes } from './users';

export const ROUTE_MODULES: ReadonlyArray<(router: Router) => void> = [
  userRoutes,
  miniAppRoutes,
  fileRoutes,
  cloudFileRoutes,
  devToolRoutes,
];
