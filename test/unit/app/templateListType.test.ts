// The console's list call must read what the dev API sends: both name the contract's TemplateSummary.
// This file fails to type-check (npx tsc) if src/api/templates.ts reads a list as anything else.
import { describe, expectTypeOf, it } from 'vitest';
import type { TemplateSummary } from '../../../contract/templates';
import type { listTemplates } from '../../../src/api/templates';

describe('template list wire type', () => {
  it('is the contract summary on both sides', () => {
    expectTypeOf<TemplateSummary[]>().toEqualTypeOf<Awaited<ReturnType<typeof listTemplates>>>();
  });
});
