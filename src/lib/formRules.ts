import { CATALOGUE_NAME_LIMITS, nameProblem, type CatalogueNameKind, type NameLimit } from '../../contract/names';
import { MSG } from '../messages';

/**
 * A brand, model, material or colour name: the names rule (contract/names.ts) under the kind's bound, as the dev
 * API checks it. An empty field says `emptyMessage`, one that shows nothing `blankMessage` (spec 1 §5 gives the
 * brand two).
 */
export function catalogueNameRule(kind: CatalogueNameKind, emptyMessage: string, blankMessage = emptyMessage) {
  return (value: unknown, callback: (error?: string) => void) => {
    if (typeof value !== 'string' || value === '') return callback(emptyMessage);
    callback(nameError(value, CATALOGUE_NAME_LIMITS[kind], blankMessage));
  };
}

/**
 * The names rule's text for `name` under `limit`, or undefined: `required` is the field's own, the rest the
 * rule's (contract/names.ts), the very strings the dev API answers.
 */
export function nameError(name: string, limit: NameLimit, required: string): string | undefined {
  const problem = nameProblem(name, limit);
  if (problem === 'required') return required;
  if (problem === 'directionControl') return MSG.common.nameDirectionControl;
  if (problem === 'invisibleCharacter') return MSG.common.nameInvisibleCharacter;
  if (problem === 'tooLong') return limit.tooLong;
  return undefined;
}
