import { useEffect, useRef, useState } from 'react';
import { answerLost } from '../../api/client';
import { isEditConflict } from './formFailures';

/**
 * The values an edit form measures its changes against, when they differ from what it opened with: the stored
 * values a save found another tab had written (409 CATALOGUE_EDIT_CONFLICT). Each opening starts from what it
 * opened with again (null).
 */
export function useEditBase<T>(open: boolean): [T | null, (base: T | null) => void] {
  const [base, setBase] = useState<T | null>(null);
  useEffect(() => {
    if (open) setBase(null);
  }, [open]);
  return [base, setBase];
}

/**
 * What this form's last edit sent, where its answer was lost (api/client.ts answerLost): the API may have made
 * it. A later save refused as another tab's edit (409 CATALOGUE_EDIT_CONFLICT) whose record holds, in each field
 * it differs in, what that edit sent has met its own edit, not another tab's: it saves again from there, with no
 * word (ownEdit). Each opening starts with none.
 */
export function useLostEdit<T extends object>(open: boolean) {
  // A ref, not state: a save that meets its own edit saves again within the same press, and must find it forgotten.
  const sent = useRef<Partial<T> | null>(null);
  useEffect(() => {
    if (open) sent.current = null;
  }, [open]);
  return {
    /**
     * After a failed save: keeps what it sent where its answer was lost; a conflict leaves the lost edit to
     * `ownEdit`; any other answer forgets it.
     */
    settle(failure: unknown, values: Partial<T>): void {
      if (answerLost(failure)) sent.current = values;
      else if (!isEditConflict(failure)) sent.current = null;
    },
    /**
     * Whether a lost edit is pending that set `field` to other than `baseValue`: the field is sent even when typed
     * back to the base, since the record may hold the lost value (a save that sent nothing would leave it so).
     */
    changed<K extends keyof T>(field: K, baseValue: T[K] | undefined, same: (a: unknown, b: unknown) => boolean = Object.is): boolean {
      const lost = sent.current;
      return lost !== null && field in lost && !same(lost[field], baseValue);
    },
    /**
     * After a conflict: whether `stored`, differing from `base` in the fields given, differs only by what the lost
     * edit sent. Either way the lost edit is forgotten: the conflict was an answer, and a save from the stored
     * record that meets one again says so.
     */
    ownEdit(stored: Partial<T>, base: Partial<T>, same: (a: unknown, b: unknown) => boolean = Object.is): boolean {
      const lost = sent.current;
      sent.current = null;
      return lost !== null && differsOnlyBy(stored, base, lost, same);
    },
  };
}

/** Whether `stored` differs from `base` in at least one field, and in each such field holds what `sent` holds. */
export function differsOnlyBy<T extends object>(stored: Partial<T>, base: Partial<T>, sent: Partial<T>, same: (a: unknown, b: unknown) => boolean = Object.is): boolean {
  const changed = (Object.keys(stored) as (keyof T)[]).filter((field) => !same(stored[field], base[field]));
  return changed.length > 0 && changed.every((field) => field in sent && same(stored[field], sent[field]));
}
