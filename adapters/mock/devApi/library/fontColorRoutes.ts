// Font colours (spec 2 §7; the paths are ours, see ROUTES.md): the colours a text layer may take, stored
// as lower-case #rrggbb.
import * as api from '../../../../contract/endpoints/library';
import { json } from '../http/http';
import { findFontColor } from './libraryState';
import { type FontColor } from '../../../../contract/library';
import { appendItem, moveBefore, removeWhere } from '../linkedList';
import type { Router } from '../http/router';
import { nextId } from '../state';


export function fontColorRoutes(router: Router): void {
  router.on(api.fontColors.list, ({ state }) => json(state.library.fontColors));

  router.on(api.fontColors.create, async ({ body, state }) => {
    const { hexCode } = await body();
    const color: FontColor = { id: nextId(state), hexCode, enabled: true, next: null };
    return json(appendItem(state.library.fontColors, color));
  });

  // Before /:id, which would otherwise take "ordering" for an id (first match wins).
  router.on(api.fontColors.reorder, async ({ body, state }) => {
    const { activeId, next } = await body();
    return json(moveBefore(state.library.fontColors, activeId, next));
  });

  // Only the enable switch changes a colour; other fields are ignored.
  router.on(api.fontColors.update, async ({ body, params, state }) => {
    const color = findFontColor(state.library, params.id!);
    const { enabled } = await body();
    if (enabled !== undefined) color.enabled = enabled;
    return json(color);
  });

  router.on(api.fontColors.remove, ({ params, state }) => {
    const color = findFontColor(state.library, params.id!);
    removeWhere(state.library.fontColors, (candidate) => candidate.id === color.id);
    return json({});
  });
}
