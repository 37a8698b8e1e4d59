import type { Id } from '../../contract/catalogue';
import { RECORD_NOT_FOUND } from '../../contract/apiErrors';
import { apiRequest, deleteRecord, type QuietOptions } from './client';
import type { DesignTemplate, TemplateGroup } from '../../contract/templates';
import type { TemplateBatchSettings } from '../../contract/templateBatch';
import type { TemplateInput } from '../../contract/templateBody';

// Spec 2 §7 names these calls but not their paths; ours follow the style of the others (ROUTES.md).
const groups = '/api/design_template_collections';
const templates = '/api/design_templates';

export const listTemplateGroups = (options: QuietOptions = {}) => apiRequest<TemplateGroup[]>(groups, options);
export const createTemplateGroup = (name: string) => apiRequest<TemplateGroup>(groups, { method: 'POST', body: { name } });
export const renameTemplateGroup = (id: Id, name: string) =>
  apiRequest<TemplateGroup>(`${groups}/${id}`, { method: 'PATCH', body: { name } });
export const deleteTemplateGroup = (id: Id) => deleteRecord(`${groups}/${id}`);

/** The list carries no layers; open a template with getTemplate. */
export const listTemplates = (collectionId: Id, options: QuietOptions = {}) =>
  apiRequest<Omit<DesignTemplate, 'layers'>[]>(templates, { query: { collectionId }, ...options });
export const getTemplate = (id: Id) => apiRequest<DesignTemplate>(`${templates}/${id}`);
export const createTemplate = (input: TemplateInput) => apiRequest<DesignTemplate>(templates, { method: 'POST', body: input });
/**
 * A stale save (409: someone saved since) and a template deleted since (its own 404) are the designer's
 * to resolve, not the error modal's.
 */
export const updateTemplate = (id: Id, input: TemplateInput) =>
  apiRequest<DesignTemplate>(`${templates}/${id}`, {
    method: 'PUT',
    body: input,
    callerHandles: (status, code) => status === 409 || (status === 404 && code === RECORD_NOT_FOUND),
  });
export const copyTemplate = (id: Id) => apiRequest<DesignTemplate>(`${templates}/${id}/copy`, { method: 'POST' });
export const deleteTemplate = (id: Id) => deleteRecord(`${templates}/${id}`);
/** Spec 2 §3 batch template settings: all or nothing; each template's revision moves on. */
export const applyTemplateBatchSettings = (settings: TemplateBatchSettings) =>
  apiRequest<{ templates: { id: Id; revision: number }[] }>(`${templates}/batch_settings`, { method: 'POST', body: settings });
