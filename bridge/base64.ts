// Bytes per String.fromCharCode call: large enough to be fast, small enough to stay under every
// engine's argument-count limit (about 65,536 in JavaScriptCore, more elsewhere).
const CODES_PER_CALL = 0x8000;

/** Base64 of raw bytes with btoa, so it runs the same in every browser and in Node without Buffer. */
export function bytesToBase64(u8: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < u8.length; start += CODES_PER_CALL) {
    binary += String.fromCharCode(...u8.subarray(start, start + CODES_PER_CALL));
  }
  return btoa(binary);
}

/** The bytes of a base64 string. Throws (a DOMException from atob) on characters outside base64. */
export function base64ToBytes(s: string): Uint8Array<ArrayBuffer> {
  const binary = atob(s);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
