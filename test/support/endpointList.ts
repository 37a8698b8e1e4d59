// Every endpoint of the table (contract/endpoints/), by the dev API's resource folders: what the tests hold the
// router's registrations, the reply check and ROUTES.md's generated table against. Tests only: the console imports
// a resource's module by name, so that each screen's chunk holds only the entries it calls.
import type { Endpoint } from '../../contract/endpoint';
import * as auth from '../../contract/endpoints/auth';
import * as catalogue from '../../contract/endpoints/catalogue';
import * as credits from '../../contract/endpoints/credits';
import * as customization from '../../contract/endpoints/customization';
import * as cutout from '../../contract/endpoints/cutout';
import * as devTools from '../../contract/endpoints/devTools';
import * as erp from '../../contract/endpoints/erp';
import * as files from '../../contract/endpoints/files';
import * as jigs from '../../contract/endpoints/jigs';
import * as library from '../../contract/endpoints/library';
import * as orders from '../../contract/endpoints/orders';
import * as shops from '../../contract/endpoints/shops';
import * as templates from '../../contract/endpoints/templates';

export const ENDPOINT_TABLE = { auth, shops, files, catalogue, jigs, library, templates, customization, orders, credits, devTools, cutout, erp };

export interface ListedEndpoint {
  /** `folder.group.name`, as the table is written: `shops.shops.list`. */
  name: string;
  endpoint: Endpoint;
}

/** Every entry, in the table's order. */
export function listEndpoints(): ListedEndpoint[] {
  return Object.entries(ENDPOINT_TABLE).flatMap(([folder, groups]) =>
    Object.entries(groups as Record<string, Record<string, Endpoint>>).flatMap(([group, entries]) =>
      Object.entries(entries).map(([name, endpoint]) => ({ name: `${folder}.${group}.${name}`, endpoint })),
    ),
  );
}
