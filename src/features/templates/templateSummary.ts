import type { DesignTemplate } from '../../../contract/templates';

/** A template as the list gives it: everything but its layers (those come with getTemplate). */
export type TemplateSummary = Omit<DesignTemplate, 'layers'>;
