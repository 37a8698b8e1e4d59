/**
 * The payment provider's form (spec 3 §7: payment_form returns HTML "opened in a new window").
 *
 * The HTML is the provider's page: a <form> to the provider and, as a rule, a script that submits it. We
 * never write that HTML into a window of our origin or run its scripts: whatever a tampered or compromised
 * reply put there would then run as the console, with the seller's token. Instead DOMParser reads it as
 * inert data (it runs no scripts and loads nothing), and we take only the first form's address, which must
 * be http(s), and its fields, and submit a form of our own making to the payment window.
 */
export interface ProviderForm {
  action: string;
  method: 'get' | 'post';
  acceptCharset: string | null;
  fields: [name: string, value: string][];
}

/** Fields the browser would not send with the form (buttons), or sends only when ticked. */
const UNSENT_TYPES = new Set(['submit', 'button', 'image', 'reset', 'file']);

export function extractPaymentForm(html: string, base: string, parse: (html: string) => Document = parseHtml): ProviderForm | null {
  const form = parse(html).querySelector('form');
  if (!form) return null;
  let action: URL;
  try {
    action = new URL(form.getAttribute('action') ?? '', base);
  } catch {
    return null;
  }
  // No form action at all would post to ourselves; javascript: or data: would run in the payment window.
  if (!form.hasAttribute('action') || (action.protocol !== 'https:' && action.protocol !== 'http:')) return null;
  const fields: [string, string][] = [];
  for (const field of form.querySelectorAll('input, textarea, select')) {
    const name = field.getAttribute('name');
    if (!name || field.hasAttribute('disabled')) continue;
    if (field.tagName === 'INPUT') {
      const type = (field.getAttribute('type') ?? 'text').toLowerCase();
      if (UNSENT_TYPES.has(type)) continue;
      if ((type === 'checkbox' || type === 'radio') && !field.hasAttribute('checked')) continue;
      fields.push([name, field.getAttribute('value') ?? (type === 'checkbox' || type === 'radio' ? 'on' : '')]);
    } else if (field.tagName === 'TEXTAREA') {
      fields.push([name, field.textContent ?? '']);
    } else {
      const option = field.querySelector('option[selected]') ?? field.querySelector('option');
      if (option) fields.push([name, option.getAttribute('value') ?? option.textContent ?? '']);
    }
  }
  return {
    action: action.href,
    method: (form.getAttribute('method') ?? '').toLowerCase() === 'get' ? 'get' : 'post',
    acceptCharset: form.getAttribute('accept-charset'),
    fields,
  };
}

function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Submits the provider's form into the window named `target`, from a form of our own making. */
export function submitPaymentForm(doc: Document, form: ProviderForm, target: string): void {
  const element = doc.createElement('form');
  element.action = form.action;
  element.method = form.method;
  element.target = target;
  if (form.acceptCharset) element.acceptCharset = form.acceptCharset;
  element.style.display = 'none';
  for (const [name, value] of form.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.appendChild(input);
  }
  doc.body.appendChild(element);
  try {
    element.submit();
  } finally {
    element.remove();
  }
}
