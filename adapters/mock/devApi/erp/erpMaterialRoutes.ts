// The factory's materials with their colours (spec 3 §3, §7): the ERP directory's own (erpSeed.ts).
import * as api from '../../../../contract/endpoints/erp';
import type { FactoryMaterial, FactoryMaterialColor } from '../../../../contract/erp';
import { directoryFactory } from './erpSeed';
import { requireFactory, requireIntegrated, type StoredFactory } from './erpState';
import { json } from '../http/http';
import type { Router } from '../http/router';

export function erpMaterialRoutes(router: Router): void {
  router.on(api.erpMaterials.list, ({ query, state, username }) => {
    const account = requireIntegrated(state.erp, username);
    const factory = requireFactory(account, query().factoryId);
    return json(factoryMaterials(factory));
  });
}

export function factoryMaterials(factory: StoredFactory): readonly FactoryMaterial[] {
  return directoryFactory(factory.directoryKey)?.materials ?? [];
}

/** A colour of one of the factory's materials, with the material that owns it. */
export function findFactoryColor(factory: StoredFactory, colorId: string): { material: FactoryMaterial; color: FactoryMaterialColor } | undefined {
  for (const material of factoryMaterials(factory)) {
    const color = material.colors.find((candidate) => candidate.id === colorId);
    if (color) return { material, color };
  }
  return undefined;
}
