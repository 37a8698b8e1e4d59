// The templates' slice of the dev API's state (spec 2 §3): template groups, in creation order, and the
// templates, each pointing at its group. Groups carry no `next`: spec 2 sorts neither groups nor templates.
import { notFound } from '../catalogue/catalogueState';
import type { TemplateGroup } from '../../../../contract/templates';
import type { TemplateRecord } from './templateTypes';

export interface TemplateState {
  groups: TemplateGroup[];
  /** In creation order; the list route sorts them newest first. */
  templates: TemplateRecord[];
  /** Counts writes (create, update, copy), for TemplateRecord.revision. */
  writes: number;
}

export function emptyTemplates(): TemplateState {
  return { groups: [], templates: [], writes: 0 };
}

export function findGroup(templates: TemplateState, id: string): TemplateGroup {
  const group = templates.groups.find((candidate) => candidate.id === id);
  if (!group) throw notFound('模板分组', id);
  return group;
}

export function findTemplate(templates: TemplateState, id: string): TemplateRecord {
  const template = templates.templates.find((candidate) => candidate.id === id);
  if (!template) throw notFound('设计模板', id);
  return template;
}

/** Newest first by updatedAt; within one millisecond, the later write first. */
export function newestFirst(a: TemplateRecord, b: TemplateRecord): number {
  return b.updatedAt - a.updatedAt || b.revision - a.revision;
}

/** Stamps a write: the time, and its place among writes. */
export function touch(templates: TemplateState, record: TemplateRecord, now: number): TemplateRecord {
  templates.writes += 1;
  record.updatedAt = now;
  record.revision = templates.writes;
  return record;
}
