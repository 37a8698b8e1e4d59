/**
 * QUANTITY in a file name (定制N张, spec 3 §9) is what the factory prints from that file. An item's quantity
 * counts the cases bought; its customization infos are the designs, one file each. So with one design every
 * case is printed from it, and with several the cases are shared among them in order: three phones on an
 * item of quantity 3 print one case each, not three each (which would make nine).
 *
 * - one design: the item's quantity (quantity 5 → 定制5张);
 * - as many cases as designs or fewer: one each (a quantity below the designs is the marketplace's data
 *   disagreeing with the buyer's designs; every design the buyer made is still printed once);
 * - more cases than designs: an equal share each, the first designs one more until the shares add up to
 *   the quantity (quantity 6, three designs → 2, 2, 2; quantity 4 → 2, 1, 1).
 *
 * `designs` counts every info of the item's content, readable or not, and `position` is the info's place
 * among them (0-based), so an unreadable design keeps its share and the others theirs.
 *
 * In contract/ because both sides count by it: the console names files and pushes printQuantity with it, and
 * the dev API refuses a push of the account's order whose printQuantity is anything else.
 */
export function casesPerFile(quantity: number, designs: number, position: number): number {
  const cases = Math.max(1, Math.floor(quantity));
  const files = Math.max(1, Math.floor(designs));
  if (files === 1) return cases;
  if (cases <= files) return 1;
  return Math.floor(cases / files) + (position < cases % files ? 1 : 0);
}
