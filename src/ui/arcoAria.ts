import { MSG } from '../messages';

/**
 * What Arco Design 2.66 leaves out of its markup for assistive technology, put back on the elements it
 * renders: its Tabs put `role="tab"` on titles without a `tablist` around them and point `aria-controls`
 * at panels that are not rendered yet; its Pagination puts `aria-label` on a plain div; its Select keeps an
 * `aria-hidden` search input in the tab order, and the search input of a multiple Select has no name (it takes
 * its form item's label); its Table's selection checkboxes and its Pagination's page
 * jumper have no label. Each repair
 * is idempotent and runs on what is added to the page, so it costs nothing while the page stands still.
 */
interface Repair {
  selector: string;
  apply: (element: Element) => void;
}

/** Sets only what differs: an attribute written again would be a mutation, and the observer's own next call. */
function ensure(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

const REPAIRS: readonly Repair[] = [
  { selector: '.arco-tabs-header', apply: (element) => ensure(element, 'role', 'tablist') },
  {
    selector: '[role="tab"][aria-controls]',
    apply: (element) => {
      const panel = element.getAttribute('aria-controls');
      if (panel && !element.ownerDocument.getElementById(panel)) element.removeAttribute('aria-controls');
    },
  },
  { selector: '.arco-pagination-option[aria-label]', apply: (element) => ensure(element, 'role', 'group') },
  { selector: 'input.arco-select-view-input[aria-hidden="true"]', apply: (element) => ensure(element, 'tabindex', '-1') },
  {
    selector: '.arco-form-item .arco-select input.arco-input-tag-input:not([aria-label])',
    apply: (element) => {
      const name = formItemLabel(element);
      if (name) element.setAttribute('aria-label', name);
    },
  },
  { selector: 'input.arco-pagination-jumper-input:not([aria-label])', apply: (element) => element.setAttribute('aria-label', MSG.common.jumpToPage) },
  {
    selector: '.arco-table-th .arco-checkbox input, .arco-table-td .arco-checkbox input',
    apply: (element) => {
      if (!element.hasAttribute('aria-label')) element.setAttribute('aria-label', element.closest('.arco-table-th') ? MSG.common.tickAllRows : MSG.common.tickRow);
    },
  },
];

/** The words of the label of the form item around `element`, without its required mark. */
function formItemLabel(element: Element): string {
  const label = element.closest('.arco-form-item')?.querySelector(':scope > .arco-form-label-item label');
  if (!label) return '';
  return Array.from(label.childNodes)
    .filter((node) => !(node instanceof Element && node.matches('.arco-form-item-symbol')))
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
}

const SELECTOR = REPAIRS.map((repair) => repair.selector).join(', ');

function repairWithin(root: Element): void {
  const found = root.matches(SELECTOR) ? [root, ...root.querySelectorAll(SELECTOR)] : root.querySelectorAll(SELECTOR);
  for (const element of found) for (const repair of REPAIRS) if (element.matches(repair.selector)) repair.apply(element);
}

/** Repairs what is on the page now and whatever is added later; returns the way to stop. */
export function repairArcoAria(doc: Document = document): () => void {
  repairWithin(doc.documentElement);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node.nodeType === Node.ELEMENT_NODE) repairWithin(node as Element);
      // A tab whose panel came later, or an attribute Arco wrote again on re-render.
      if (record.type === 'attributes' && record.target.nodeType === Node.ELEMENT_NODE) repairWithin(record.target as Element);
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-controls', 'aria-hidden', 'role'] });
  return () => observer.disconnect();
}
