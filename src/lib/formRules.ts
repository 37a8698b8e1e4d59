import { CATALOGUE_NAME_LIMIT, nameProblem, type NameLimit } from '../../contract/names';
import { MSG } from '../messages';

/**
 * A brand, model, material or colour name: the names rule (contract/names.ts) the dev API checks too.
 * An empty field says `emptyMessage`, one that shows nothing `blankMessage` (spec 1 §5 gives the brand two).
 */
export function catalogueNameRule(emptyMessage: string, blankMessage = emptyMessage) {
  return (value: unknown, callback: (error?: string) => void) => {
    if (typeof value !== 'string' || value === '') return callback(emptyMessage);
    callback(nameError(value, CATALOGUE_NAME_LIMIT, { required: blankMessage, tooLong: MSG.common.nameTooLong(CATALOGUE_NAME_LIMIT.max) }));
  };
}

/** The names rule's text for `name` under `limit`, or undefined; `texts` are the field's own. */
export function nameError(name: string, limit: NameLimit, texts: { required: string; tooLong: string }): string | undefined {
  const problem = nameProblem(name, limit);
  if (problem === 'required') return texts.required;
  if (problem === 'directionControl') return MSG.common.nameDirectionControl;
  if (problem === 'invisibleCharacter') return MSG.common.nameInvisibleCharacter;
  if (problem === 'tooLong') return texts.tooLong;
  return undefined;
}
