import { PRODUCT_MESSAGES, productInputProblems, type ProductInput, type ProductProblem } from '../../../contract/products';

/** What the add-product form holds while typed into (texts untrimmed; the SKU rows as added). */
export type ProductFormValues = Omit<ProductInput, 'shopId' | 'imageUrl'> & { imageUrl?: string };

/** A field of the form: a product field, or a field of the SKU row at `skuIndex`. */
export type FormField = 'originalId' | 'title' | 'imageUrl' | { skuIndex: number; field: 'originalId' | 'propertiesName' };

/** Which field a problem of contract/products belongs to; 'skus' (no SKU at all) belongs to the list. */
function fieldOf(problem: ProductProblem, values: ProductFormValues): FormField | 'skus' {
  const sku = problem.skuIndex === undefined ? undefined : values.skus[problem.skuIndex];
  switch (problem.field) {
    case 'originalId':
    case 'title':
    case 'imageUrl':
    case 'skus':
      return problem.field;
    case 'titleDirectionControl':
    case 'titleInvisibleCharacter':
      return 'title';
    case 'idInvalid':
      return 'originalId';
    case 'skusTooMany':
      return 'skus';
    case 'skuOriginalId':
    case 'skuIdInvalid':
    case 'skuDuplicate':
      return { skuIndex: problem.skuIndex!, field: 'originalId' };
    case 'skuPropertiesName':
    case 'skuPropertiesNameDirectionControl':
    case 'skuPropertiesNameInvisibleCharacter':
      return { skuIndex: problem.skuIndex!, field: 'propertiesName' };
    case 'tooLong':
      if (sku) return { skuIndex: problem.skuIndex!, field: problem.text === 'propertiesName' ? 'propertiesName' : 'originalId' };
      return problem.text === 'title' ? 'title' : 'originalId';
  }
}


const sameField = (a: FormField | 'skus', b: FormField | 'skus') =>
  typeof a === 'string' || typeof b === 'string' ? a === b : a.skuIndex === b.skuIndex && a.field === b.field;

/** Spec 3 §5's text for `field` of the form as it stands, or null: the contract's rules and texts, read per field. */
export function formFieldProblem(values: ProductFormValues, field: FormField | 'skus'): string | null {
  const input = { originalId: values.originalId ?? '', title: values.title ?? '', imageUrl: values.imageUrl ?? '', skus: values.skus ?? [] };
  const normalized = { ...input, skus: input.skus.map((sku) => ({ originalId: sku?.originalId ?? '', propertiesName: sku?.propertiesName ?? '' })) };
  const problem = productInputProblems(normalized).find((candidate) => sameField(fieldOf(candidate, normalized), field));
  return problem ? PRODUCT_MESSAGES[problem.field] : null;
}
