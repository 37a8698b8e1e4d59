// Template groups (spec 2 §2, §3): one tab each on the template screen, in creation order. Spec 2 §7 names
// create and rename but no paths; ours follow the design-asset collections (ROUTES.md). Deleting a group
// deletes its templates (their files stay in the store, as for assets).
import { checkedName } from '../catalogue/catalogueInput';
import { json, readJsonObject } from '../http/http';
import { checkBodyId } from '../library/libraryInput';
import type { Router } from '../http/router';
import { nextId } from '../state';
import { GROUP_NAME_REQUIRED } from './templateInput';
import { findGroup } from './templateState';
import { TEMPLATE_GROUP_NAME_MAX } from '../../../../contract/limits';
import type { TemplateGroup } from '../../../../contract/templates';
import { TEMPLATE_GROUP_NAME_LIMIT } from '../../../../contract/names';

const BASE = '/api/design_template_collections';
/** The asset collections' wording (spec 1 §5), whose rule a template group takes (TEMPLATE_GROUP_NAME_MAX). */
export const GROUP_NAME_TOO_LONG = `分组名称最多 ${TEMPLATE_GROUP_NAME_MAX} 个字符（中文算 2 个）`;

export function templateGroupRoutes(router: Router): void {
  router.get(BASE, ({ state }) => json(state.templates.groups));

  router.post(BASE, async ({ request, state }) => {
    const name = groupName(await readJsonObject(request));
    const group: TemplateGroup = { id: nextId(state), name };
    state.templates.groups.push(group);
    return json(group);
  });

  router.patch(`${BASE}/:id`, async ({ request, params, state }) => {
    const group = findGroup(state.templates, params.id!);
    const body = await readJsonObject(request);
    checkBodyId(body, group.id);
    group.name = groupName(body);
    return json(group);
  });

  router.delete(`${BASE}/:id`, ({ params, state }) => {
    const { templates } = state;
    const group = findGroup(templates, params.id!);
    templates.groups = templates.groups.filter((candidate) => candidate !== group);
    templates.templates = templates.templates.filter((template) => template.collectionId !== group.id);
    return json({});
  });
}

function groupName(body: Record<string, unknown>): string {
  return checkedName(body.name, TEMPLATE_GROUP_NAME_LIMIT, { required: GROUP_NAME_REQUIRED, tooLong: GROUP_NAME_TOO_LONG });
}
