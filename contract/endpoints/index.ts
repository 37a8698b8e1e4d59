// Every endpoint of the table, by the dev API's resource folders: what the dev API registers, the reply check
// looks up and ROUTES.md lists. Only dev and QA code imports this module; the console imports a resource's
// module by name, so that each screen's chunk holds only the entries it calls.
import type { Endpoint } from '../endpoint';
import * as auth from './auth';
import * as catalogue from './catalogue';
import * as credits from './credits';
import * as customization from './customization';
import * as cutout from './cutout';
import * as devTools from './devTools';
import * as erp from './erp';
import * as files from './files';
import * as jigs from './jigs';
import * as library from './library';
import * as orders from './orders';
import * as shops from './shops';
import * as templates from './templates';

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
