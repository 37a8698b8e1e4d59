// Print sizes of phone models (contract/printSize.ts): an extension of spec 1's API that a layout on a
// printer's jig needs, ROUTES.md "Print sizes". One list for the whole account, since a layout places
// models of every brand; one write for many models, since the batch sets one size for all it names.
import * as api from '../../../../contract/endpoints/catalogue';
import { type PhoneModelPrintSize } from '../../../../contract/catalogue';
import { MODEL_EDITED_ELSEWHERE } from '../../../../contract/catalogueTexts';
import type { PrintSize } from '../../../../contract/printSize';
import { json } from '../http/http';
import { checkBases } from './catalogueInput';
import type { Router } from '../http/router';
import { lookupModel, notFound, type CatalogueState } from './catalogueState';


/** The sizes of the models named, or of all the account's, in catalogue order (brands, then each brand's models). */
function sizesOf(catalogue: CatalogueState, only?: ReadonlySet<string>): PhoneModelPrintSize[] {
  const sizes: PhoneModelPrintSize[] = [];
  for (const brand of catalogue.brands) {
    for (const model of catalogue.models.get(brand.id) ?? []) {
      const size = catalogue.printSizes.get(model.id);
      if (size && (!only || only.has(model.id))) sizes.push({ phoneModelId: model.id, ...size });
    }
  }
  return sizes;
}

/** A size as one comparable value (checkBases compares with ===), null for none. */
const sizeKey = (size: PrintSize | null | undefined) => (size ? `${size.widthMm}×${size.heightMm}` : null);

export function printSizeRoutes(router: Router): void {
  router.on(api.printSizes.list, ({ state }) => json(sizesOf(state.catalogue)));

  // All or nothing, as the batch delete: one model not the account's (deleted in another tab) sets none.
  router.on(api.printSizes.replace, async ({ body, state }) => {
    const { catalogue } = state;
    const { phoneModelIds, printSize, basePrintSize } = await body();
    const sent = { printSize: sizeKey(printSize), ...(basePrintSize !== undefined && { basePrintSize: sizeKey(basePrintSize) }) };
    for (const id of phoneModelIds) {
      if (!lookupModel(catalogue, id)) throw notFound('型号', id);
      // A size another tab set since this one read it is not overwritten unasked (the model form's bases).
      checkBases(sent, { printSize: sizeKey(catalogue.printSizes.get(id)) }, MODEL_EDITED_ELSEWHERE);
    }
    for (const id of phoneModelIds) {
      if (printSize) catalogue.printSizes.set(id, { ...printSize });
      else catalogue.printSizes.delete(id);
    }
    return json(sizesOf(catalogue, new Set(phoneModelIds)));
  });
}
