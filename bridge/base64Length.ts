// Base64 as btoa writes it: whole groups of four, padding only at the very end. Every sender makes
// exactly this, and a strict form means a native decoder (a file system's) reads it as we counted it.
const CANONICAL_BASE64 = /^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The number of bytes a base64 text decodes to, or null when it is not base64: checked and counted
 * from its length and padding, without decoding a byte, so a sink that writes base64 as it is
 * (the mini-program's file system) never costs a decode in JS.
 */
export function base64ByteLength(text: string): number | null {
  if (text.length % 4 !== 0 || !CANONICAL_BASE64.test(text)) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}
