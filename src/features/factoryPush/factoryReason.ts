/**
 * A factory's refusal as a seller reads it (spec 3 §8: the server's message, else the raw response). The raw
 * response of an ERP or its gateway is often an HTML error page or a stack trace: shown as it came, it is
 * markup and file paths, not a reason. So HTML becomes its text (scripts and styles dropped), stack frames
 * and the paths in them go, blank runs collapse, and at most REASON_MAX characters remain.
 */

/** A reason longer than this is cut: a whole error page would push the other rows out of view. */
export const REASON_MAX = 300;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const looksLikeHtml = (text: string) => /<(!doctype|html|head|body|title|div|p|h\d|pre|br|span|table|center|script|style)\b/i.test(text);

/** The page's own words: its title first, then its body's text, each once. */
function htmlText(html: string): string {
  const withoutCode = html.replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<!--[\s\S]*?-->/g, ' ');
  const title = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(withoutCode)?.[1] ?? '';
  const body = withoutCode.replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>/gi, ' ').replace(/<(br|\/p|\/div|\/h\d|\/li|\/tr|\/pre)\b[^>]*>/gi, '\n').replace(/<[^>]*>/g, ' ');
  const titleText = decodeEntities(title).trim();
  const bodyText = decodeEntities(body);
  return titleText && !bodyText.includes(titleText) ? `${titleText}\n${bodyText}` : bodyText;
}

/** Lines of a stack trace (JavaScript, Java, Python, .NET, PHP), which say where, not why. */
const STACK_LINE = [
  /^\s*at\s+\S.*(:\d+(:\d+)?\)?|\(native\)|\(<anonymous>\))\s*$/,
  /^\s*at\s+[\w$.<>]+\([\w$.]*(\.java|\.kt|\.scala)?(:\d+)?\)\s*$/,
  /^\s*at\s+[\w$.<>`]+\(.*\)\s+in\s+.*:line\s+\d+\s*$/,
  /^\s*File\s+".*",\s+line\s+\d+/,
  /^\s*Traceback \(most recent call last\):\s*$/,
  /^\s*#\d+\s+.*\.php(\(\d+\))?/,
  /^\s*\.\.\.\s*\d+\s+more\s*$/,
];

/** The seller-readable part of a raw reply: markup and stack frames out, at most REASON_MAX characters. */
export function cleanFactoryText(raw: string): string {
  const text = looksLikeHtml(raw) ? htmlText(raw) : raw;
  const lines = text
    .split(/\r?\n/)
    .filter((line) => !STACK_LINE.some((pattern) => pattern.test(line)))
    // A path left in a message (C:\srv\erp\Order.cs, /opt/erp/app.py) tells the seller nothing.
    .map((line) => line.replace(/(?:[A-Za-z]:\\|\/)(?:[\w.-]+[\\/])+[\w.-]+\.\w{1,5}(?::\d+)*/g, '').trim())
    .filter(Boolean);
  return cut(lines.join(' ').replace(/\s+/g, ' ').trim());
}

/**
 * At most REASON_MAX characters (never half a character), without format characters: direction controls
 * would show the seller the text reversed, zero-width ones hide what the text really says.
 */
export function cut(text: string): string {
  const characters = Array.from(text.replace(/[\p{Cf}\u180e]/gu, '').trim());
  return characters.length > REASON_MAX ? `${characters.slice(0, REASON_MAX).join('')}…` : characters.join('');
}

/** A JSON reply without `message`, shown raw as spec 3 §8 says, but cleaned and cut like any raw reply. */
export function bodyText(body: object): string {
  let json: string;
  try {
    json = JSON.stringify(body) ?? String(body);
  } catch {
    json = String(body);
  }
  return cleanFactoryText(json);
}
