/**
 * Whether a dialog is on screen (the agreement, a question, the error modal). Keys meant for the page
 * under it must wait: after a double click the focus may be on the page, not in the dialog, and a
 * Delete or an arrow key would then edit what the dialog is about.
 */
export function isDialogOpen(root: ParentNode = document): boolean {
  return [...root.querySelectorAll('.arco-modal-wrapper')].some((wrapper) => wrapper.getClientRects().length > 0);
}
