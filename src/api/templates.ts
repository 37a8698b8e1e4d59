import type { Id } from '../../contract/catalogue';
import { RECORD_NOT_FOUND } from '../../contract/apiErrors';
import { templateBatch } from '../../contract/endpoints/templates/templateBatch';
import { templateGroups } from '../../contract/endpoints/templates/templateGroups';
import { templates } from '../../contract/endpoints/templates/templates';
import { call, deleteRecord, type ApiOptions, type QuietOptions } from './client';
import type { TemplateBatchSettings } from '../../contract/templateBatch';
import type { TemplateInput } from '../../contract/templateBody';

// Spec 2 §7 names these calls but not their paths; ours follow the style of the others (ROUTES.md).
export const listTemplateGroups = (options: QuietOptions = {}) => call(templateGroups.list, options);
export const createTemplateGroup = (name: string) => call(templateGroups.create, { body: { name } });
export const renameTemplateGroup = (id: Id, name: string) => call(templateGroups.update, { params: { id }, body: { name } });
export const deleteTemplateGroup = (id: Id) => deleteRecord(templateGroups.remove, { id });

/** The list carries no layers; open a template with getTemplate. */
export const listTemplates = (collectionId: Id, options: QuietOptions = {}) =>
  call(templates.list, { query: { collectionId }, ...options });
export const getTemplate = (id: Id) => call(templates.get, { params: { id } });
export const createTemplate = (input: TemplateInput, options: Pick<ApiOptions, 'callerHandles'> = {}) => call(templates.create, { body: input, ...options });
/**
 * A stale save (409: someone saved since) and a template deleted since (its own 404) are the designer's
 * to resolve, not the error modal's.
 */
export const updateTemplate = (id: Id, input: TemplateInput) =>
  call(templates.replace, {
    params: { id },
    body: input,
    callerHandles: (status, code) => status === 409 || (status === 404 && code === RECORD_NOT_FOUND),
  });
export const copyTemplate = (id: Id) => call(templates.copy, { params: { id } });
export const deleteTemplate = (id: Id) => deleteRecord(templates.remove, { id });
/** Spec 2 §3 batch template settings: all or nothing; each template's revision moves on. */
export const applyTemplateBatchSettings = (settings: TemplateBatchSettings) =>
  call(templateBatch.apply, { body: settings });
