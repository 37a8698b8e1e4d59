/**
 * Which image addresses the designer may request for a layer it did not make itself (a browser draft's, a
 * save's upload of an image it holds no bytes of): docs/designer.md, "Drafts". A draft is read back from
 * IndexedDB, where any page of the origin could have written it, so an address in it is not trusted: an
 * outside one would be requested with the merchant's cookies (another port of the same host is the same site)
 * and its picture uploaded into the account by a save; a same-origin API address would be called.
 *
 * Allowed: the console's own file addresses (the file content endpoint, signed or not), object URLs of the
 * console's own origin, and PNG, JPEG or WebP data URLs (never SVG, whose markup is not ours to read).
 */
import { files } from '../../../../contract/endpoints/files/files';

/** The file content path (`/api/files/:id/content`) with one path segment for the id. */
const FILE_CONTENT_PATH = new RegExp(`^${files.content.path.replace(':id', '[^/?#]+')}$`);
const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|webp)[;,]/i;

export function isOwnImageAddress(address: string, origin: string): boolean {
  if (RASTER_DATA_URL.test(address)) return true;
  if (address.startsWith('blob:')) return address.startsWith(`blob:${origin}/`);
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return false;
  }
  return url.origin === origin && url.username === '' && url.password === '' && FILE_CONTENT_PATH.test(url.pathname);
}
