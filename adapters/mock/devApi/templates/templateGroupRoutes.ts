// Template groups (spec 2 §2, §3): one tab each on the template screen, in creation order. Spec 2 §7 names
// create and rename but no paths; ours follow the design-asset collections (ROUTES.md). Deleting a group
// deletes its templates (their files stay in the store, as for assets).
import * as api from '../../../../contract/endpoints/templates';
import { json } from '../http/http';
import { checkBodyId } from '../library/libraryInput';
import type { Router } from '../http/router';
import { nextId } from '../state';
import { findGroup } from './templateState';
import type { TemplateGroup } from '../../../../contract/templates';


export function templateGroupRoutes(router: Router): void {
  router.on(api.templateGroups.list, ({ state }) => json(state.templates.groups));

  router.on(api.templateGroups.create, async ({ body, state }) => {
    const { name } = await body();
    const group: TemplateGroup = { id: nextId(state), name };
    state.templates.groups.push(group);
    return json(group);
  });

  router.on(api.templateGroups.update, async ({ body, params, state }) => {
    const group = findGroup(state.templates, params.id!);
    const { id, name } = await body();
    checkBodyId({ id }, group.id);
    group.name = name;
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
