// The dev API mirrors the console's template types (nothing outside src/ may import src/). This file fails
// to type-check (npx tsc) if the mirror drifts from src/api/templateTypes.ts or from what src/api/templates.ts
// reads a list as.
import { describe, expectTypeOf, it } from 'vitest';
import type * as Dev from '../../../adapters/mock/devApi/templateTypes';
import type * as Console from '../../../src/api/templateTypes';
import type { listTemplates } from '../../../src/api/templates';

describe('template wire types', () => {
  it('are the same on both sides', () => {
    expectTypeOf<Dev.LayerType>().toEqualTypeOf<Console.LayerType>();
    expectTypeOf<Dev.StrokeStyle>().toEqualTypeOf<Console.StrokeStyle>();
    expectTypeOf<Dev.AiCutoutType>().toEqualTypeOf<Console.AiCutoutType>();
    expectTypeOf<Dev.Stroke>().toEqualTypeOf<Console.Stroke>();
    expectTypeOf<Dev.Layer>().toEqualTypeOf<Console.Layer>();
    expectTypeOf<Dev.TemplateGroup>().toEqualTypeOf<Console.TemplateGroup>();
    expectTypeOf<Dev.DesignTemplate>().toEqualTypeOf<Console.DesignTemplate>();
    expectTypeOf<Dev.LayerInput>().toEqualTypeOf<Console.LayerInput>();
    expectTypeOf<Dev.TemplateInput>().toEqualTypeOf<Console.TemplateInput>();
    expectTypeOf<Dev.TemplateSummary[]>().toEqualTypeOf<Awaited<ReturnType<typeof listTemplates>>>();
  });
});
