// Template groups (spec 2 §2, §3): one tab each on the template screen, in creation order. Spec 2 §7 names
// create and rename but no paths; ours follow the design-asset collections (ROUTES.md). Deleting a group
// deletes its templates (their files stay in the store, as for assets).
import * as api from '../../../../contract/endpoints/templates';
import { checkedName } from '../catalogue/catalogueInput';
import { json, readJsonObject } from '../http/http';
import { checkBodyId } from '../library/libraryInput';
import type { Router } from '../http/router';
import { nextId } from '../state';
import { findGroup } from './templateState';
import type { TemplateGroup } from '../../../../contract/templates';
import { TEMPLATE_GROUP_NAME_LIMIT, TEMPLATE_GROUP_NAME_REQUIRED } from '../../../../contract/names';


export function templateGroupRoutes(router: Router): void {
  router.on(api.templateGroups.list, ({ state }) => json(state.templates.groups));

  router.on(api.templateGroups.create, async ({ request, state }) => {
    const name = groupName(await readJsonObject(request));
    const group: TemplateGroup = { id: nextId(state), name };
    state.templates.groups.push(group);
    return json(group);
  });

  router.on(api.templateGroups.update, async ({ request, params, state }) => {
    const group = findGroup(state.templates, params.id!);
    const body = await readJsonObject(request);
    checkBodyId(body, group.id);
    group.name = groupName(body);
    return json(group);
  });

  router.on(api.templateGroups.remove, ({ params, state }) => {
    const { templates } = state;
    const group = findGroup(templates, params.id!);
    templates.groups = templates.groups.filter((candidate) => candidate !== group);
    templates.templates = templates.templates.filter((template) => template.collectionId !== group.id);
    return json({});
  });
}

function groupName(body: Record<string, unknown>): string {
  return checkedName(body.name, TEMPLATE_GROUP_NAME_LIMIT, TEMPLATE_GROUP_NAME_REQUIRED);
}
