// A strict little XML tokeniser for SVG uploads (svgSanitiser.ts). It only has to read what a drawing
// program writes; anything it does not understand is an error, never a guess: the sanitiser rebuilds
// the file from these tokens, so whatever is not tokenised cannot reach the output.

export type XmlToken =
  | { kind: 'open'; name: string; attributes: ReadonlyArray<readonly [string, string]>; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

/** The file is not XML we accept: a DOCTYPE (entities), a broken tag, an unknown entity, … */
export class XmlRejected extends Error {
  override name = 'XmlRejected';
}

const NAME = /[A-Za-z_][A-Za-z0-9_.:-]*/y;
const SPACE = /[ \t\r\n]*/y;
const ENTITY = /&(?:#x([0-9A-Fa-f]{1,6})|#([0-9]{1,7})|(amp|lt|gt|quot|apos));/y;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Comments and processing instructions (`<?xml …?>`, `<?xml-stylesheet …?>`) are dropped here. */
export function tokeniseXml(source: string): XmlToken[] {
  const tokens: XmlToken[] = [];
  let at = 0;
  while (at < source.length) {
    const lt = source.indexOf('<', at);
    const textEnd = lt === -1 ? source.length : lt;
    if (textEnd > at) tokens.push({ kind: 'text', text: decodeText(source.slice(at, textEnd)) });
    if (lt === -1) break;
    at = readMarkup(source, lt, tokens);
  }
  return tokens;
}

function readMarkup(source: string, lt: number, tokens: XmlToken[]): number {
  if (source.startsWith('<!--', lt)) return after(source, '-->', lt + 4, 'comment');
  if (source.startsWith('<![CDATA[', lt)) {
    const end = after(source, ']]>', lt + 9, 'CDATA');
    tokens.push({ kind: 'text', text: source.slice(lt + 9, end - 3) });
    return end;
  }
  if (source.startsWith('<?', lt)) return after(source, '?>', lt + 2, 'processing instruction');
  // <!DOCTYPE …> can declare entities (external ones, or a billion laughs): no SVG needs one.
  if (source.startsWith('<!', lt)) throw new XmlRejected('DOCTYPE and other declarations are not accepted');
  if (source.startsWith('</', lt)) {
    const name = match(NAME, source, lt + 2);
    if (!name) throw new XmlRejected(`bad end tag at ${lt}`);
    const end = lt + 2 + name.length + match(SPACE, source, lt + 2 + name.length)!.length;
    if (source[end] !== '>') throw new XmlRejected(`bad end tag at ${lt}`);
    tokens.push({ kind: 'close', name });
    return end + 1;
  }
  return readOpenTag(source, lt, tokens);
}

function readOpenTag(source: string, lt: number, tokens: XmlToken[]): number {
  const name = match(NAME, source, lt + 1);
  if (!name) throw new XmlRejected(`bad tag at ${lt}`);
  let at = lt + 1 + name.length;
  const attributes: Array<readonly [string, string]> = [];
  for (;;) {
    const space = match(SPACE, source, at)!;
    at += space.length;
    if (source.startsWith('/>', at) || source[at] === '>') {
      const selfClosing = source[at] === '/';
      tokens.push({ kind: 'open', name, attributes, selfClosing });
      return at + (selfClosing ? 2 : 1);
    }
    const attribute = space ? match(NAME, source, at) : undefined;
    if (!attribute) throw new XmlRejected(`bad attribute in <${name}> at ${at}`);
    at += attribute.length;
    at += match(SPACE, source, at)!.length;
    if (source[at] !== '=') throw new XmlRejected(`attribute ${attribute} without a value`);
    at += 1;
    at += match(SPACE, source, at)!.length;
    const quote = source[at];
    if (quote !== '"' && quote !== "'") throw new XmlRejected(`unquoted value of ${attribute}`);
    const close = source.indexOf(quote, at + 1);
    if (close === -1) throw new XmlRejected(`unterminated value of ${attribute}`);
    const raw = source.slice(at + 1, close);
    if (raw.includes('<')) throw new XmlRejected(`< in the value of ${attribute}`);
    if (attributes.some(([seen]) => seen === attribute)) throw new XmlRejected(`duplicate attribute ${attribute}`);
    // XML normalises literal white space in attribute values to spaces; character references survive.
    attributes.push([attribute, decodeEntities(raw.replace(/[\t\r\n]/g, ' '))]);
    at = close + 1;
  }
}

function after(source: string, terminator: string, from: number, what: string): number {
  const end = source.indexOf(terminator, from);
  if (end === -1) throw new XmlRejected(`unterminated ${what}`);
  return end + terminator.length;
}

function match(pattern: RegExp, source: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(source)?.[0];
}

function decodeText(raw: string): string {
  if (raw.includes(']]>')) throw new XmlRejected(']]> in text');
  return decodeEntities(raw);
}

/** The five predefined entities and character references; any other `&` is not well-formed XML. */
function decodeEntities(raw: string): string {
  let out = '';
  let at = 0;
  for (let amp = raw.indexOf('&'); amp !== -1; amp = raw.indexOf('&', at)) {
    out += raw.slice(at, amp);
    ENTITY.lastIndex = amp;
    const found = ENTITY.exec(raw);
    if (!found) throw new XmlRejected(`unknown entity at ${amp}`);
    out += found[3] !== undefined ? NAMED[found[3]]! : character(found[1] !== undefined ? parseInt(found[1], 16) : Number(found[2]));
    at = amp + found[0].length;
  }
  return out + raw.slice(at);
}

function character(codePoint: number): string {
  const allowed =
    codePoint === 0x9 || codePoint === 0xa || codePoint === 0xd || (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) || (codePoint >= 0x10000 && codePoint <= 0x10ffff);
  if (!allowed) throw new XmlRejected(`character reference to U+${codePoint.toString(16)}`);
  return String.fromCodePoint(codePoint);
}
