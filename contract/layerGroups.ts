/**
 * A template's layer groups (contract/templates.ts groupId, groupName; docs/designer.md, "Names and groups"):
 * a group is one run of the stack under one name, so the designer's layer list shows it as one row. The dev
 * API refuses a body that breaks it; the designer reads the stack in the same order.
 */

/** Ours: a group's members with another layer between them in the stack. */
export const GROUP_NOT_ONE_RUN = '同一编组的图层必须在图层顺序中相邻';
/** Ours: a group's members under different names. */
export const GROUP_NAMES_DIFFER = '同一编组的图层必须使用相同的编组名称';

/** The stack, bottom first, as positions in `layers`: by `index` (spec 2 §3), equal indexes in the order given. */
export function stackOrder(layers: readonly { index: number }[]): number[] {
  // Stable on equal indexes: Array.prototype.sort is only guaranteed stable from Chrome 70, fine for 87.
  return layers.map((_, position) => position).sort((a, b) => layers[a]!.index - layers[b]!.index || a - b);
}

export interface GroupProblem {
  /** The layer's position in `layers`: the first member, up the stack, that breaks the rule. */
  position: number;
  field: 'groupId' | 'groupName';
  message: string;
}

type GroupedLayer = { index: number; groupId?: string | undefined; groupName?: string | undefined };

/** The first member that leaves its group's run or names it otherwise than the member below, or undefined. */
export function groupProblem(layers: readonly GroupedLayer[]): GroupProblem | undefined {
  const names = new Map<string, string | undefined>();
  let run: string | undefined;
  for (const position of stackOrder(layers)) {
    const { groupId, groupName } = layers[position]!;
    if (groupId !== undefined && groupId !== run && names.has(groupId)) return { position, field: 'groupId', message: GROUP_NOT_ONE_RUN };
    if (groupId !== undefined && names.has(groupId) && names.get(groupId) !== groupName) return { position, field: 'groupName', message: GROUP_NAMES_DIFFER };
    if (groupId !== undefined && !names.has(groupId)) names.set(groupId, groupName);
    run = groupId;
  }
  return undefined;
}
