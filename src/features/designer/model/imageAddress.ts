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
import { pathPattern } from '../../../../contract/pathPattern';
import { files } from '../../../../contract/endpoints/files/files';

/** The file content path (`/api/files/:id/content`) with one path segment for the id. */
const FILE_CONTENT_PATH = pathPattern(files.content);
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

/**
 * A stored file's address as the API gave it, for a layer that names its file (`imageFileId`): the console's
 * own file address, or any http(s) address without a user or password in it, since a real admin API may serve
 * its files from a storage host or an API_BASE of another origin, and refusing those would drop a merchant's
 * draft of any template whose pictures live there. Such an address is loaded without credentials
 * (`crossOrigin` anonymous, no referrer: drafts/draftPreview.ts) and never uploaded as a new picture
 * (`isOwnImageAddress` guards that).
 */
export function isStoredImageAddress(address: string, origin: string): boolean {
  if (isOwnImageAddress(address, origin)) return true;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== origin && url.username === '' && url.password === '';
}
