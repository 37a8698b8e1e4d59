import { useState } from 'react';
import type { Id } from '../../../contract/catalogue';

export interface Ticks {
  /** In the list's order, only ids the list still has. */
  ticked: Id[];
  all: boolean;
  some: boolean;
  isTicked: (id: Id) => boolean;
  tick: (id: Id, on: boolean) => void;
  tickAll: (on: boolean) => void;
  clear: () => void;
}

/** The templates ticked in one group's grid; a template gone after a reload (deleted elsewhere) drops out. */
export function useTicks(items: readonly { id: Id }[] | undefined): Ticks {
  const [chosen, setChosen] = useState<ReadonlySet<Id>>(() => new Set());
  const list = items ?? [];
  const ticked = list.filter((item) => chosen.has(item.id)).map((item) => item.id);
  return {
    ticked,
    all: list.length > 0 && ticked.length === list.length,
    some: ticked.length > 0,
    isTicked: (id) => chosen.has(id),
    tick: (id, on) =>
      setChosen((last) => {
        const next = new Set(last);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    tickAll: (on) => setChosen(on ? new Set(list.map((item) => item.id)) : new Set()),
    clear: () => setChosen(new Set()),
  };
}
