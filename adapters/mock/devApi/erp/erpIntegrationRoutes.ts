// The ERP integration (spec 3 §3, §7): at most one per ERP and account. The key is stored whole and only ever
// sent back masked (contract maskErpKey), so a reply, a log or a screen never shows it.
import * as api from '../../../../contract/endpoints/erp';
import { maskErpKey, type ErpIntegration } from '../../../../contract/erp';
import { notFound } from '../catalogue/catalogueState';
import { erpAccountOf, type StoredIntegration } from './erpState';
import { HttpError, json } from '../http/http';
import type { Router } from '../http/router';
import { nextId } from '../state';

export const ALREADY_INTEGRATED = '已接入该工厂ERP，请修改key，不要重复接入';


export function erpIntegrationRoutes(router: Router): void {
  router.on(api.erpIntegrations.list, ({ state, username }) => json(erpAccountOf(state.erp, username).integrations.map(integrationWire)));

  router.on(api.erpIntegrations.create, async ({ body, state, username }) => {
    const { erp, apiAccessToken } = await body();
    const account = erpAccountOf(state.erp, username);
    if (account.integrations.some((integration) => integration.erp === erp)) {
      throw new HttpError(409, 'ALREADY_INTEGRATED', ALREADY_INTEGRATED);
    }
    const integration: StoredIntegration = { id: nextId(state), erp, apiAccessToken };
    account.integrations.push(integration);
    return json(integrationWire(integration));
  });

  router.on(api.erpIntegrations.replace, async ({ body, params, state, username }) => {
    const integration = erpAccountOf(state.erp, username).integrations.find((candidate) => candidate.id === params.id);
    if (!integration) throw notFound('ERP接入', params.id!);
    integration.apiAccessToken = (await body()).apiAccessToken;
    return json(integrationWire(integration));
  });
}

export function integrationWire(integration: StoredIntegration): ErpIntegration {
  return { id: integration.id, erp: integration.erp, apiAccessToken: maskErpKey(integration.apiAccessToken) };
}
