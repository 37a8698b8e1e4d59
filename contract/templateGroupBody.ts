/**
 * A template group's body (POST and PATCH /api/design_template_collections, spec 2 §2, §5): its name under the
 * names rule, with the console's own text when it is missing. A PATCH may repeat the id of its path; whether it
 * agrees is the dev API's to say, which knows the path.
 */
import * as v from 'valibot';
import { TEMPLATE_GROUP_NAME_LIMIT, TEMPLATE_GROUP_NAME_REQUIRED } from './names';
import { field, nameSchema, optionalBodyId } from './wire';

const groupName = field(nameSchema(TEMPLATE_GROUP_NAME_LIMIT, TEMPLATE_GROUP_NAME_REQUIRED));

export const TemplateGroupBodySchema = v.object({ name: groupName });

/** The id first: a value that is no id ({"toString": 1}) is refused as such before the name is read. */
export const TemplateGroupPatchBodySchema = v.object({ id: optionalBodyId, name: groupName });
