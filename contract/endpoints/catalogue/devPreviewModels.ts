import type { Endpoints } from '../../endpoint';

// Dev only: its body's schema is the dev API's own (catalogue/catalogueInput.ts), which no console code sends.
export const devPreviewModels = {
  add: { method: 'POST', path: '/api/__dev/preview_models', rules: __DEV_TOOLS__ && { access: 'public' } },
} as const satisfies Endpoints;
