// Who may read a stored file's bytes (ROUTES.md "Uploaded files"): its owner's session (the bearer token, or
// the `_token_` cookie that an <img>, a canvas image or a font load sends on the console's own origin), or
// an address that carries its own proof. Replies give the signed address (env.fileUrl), so a file shows
// wherever the reply is used, also where no cookie goes (a sandboxed or cross-site frame). The proof is an
// HMAC of the owner and the file id under the dev API's own secret (env.fileSecret); it does not run out, so
// an address stays the same across reads and resets (a template keeps its font's address, a page open across
// a reset shows the same seeded files); a restart makes a new secret and voids every address handed out.
// An address never reads another account's file: the owner is signed with the id.
import { pathOf } from '../../../../contract/endpoint';
import { files } from '../../../../contract/endpoints/files/files';
import { hmacSha256Hex, sameSecret } from '../http/hmac';

export function fileContentPath(fileId: string): string {
  return pathOf(files.content, { id: fileId });
}

// `FILE` says what is signed, should the secret ever be shared with the print addresses (printLinks.ts: `GET`).
const signature = (secret: string, owner: string, fileId: string) => hmacSha256Hex(secret, `FILE\n${owner}\n${fileId}`);

export function signedFileUrl(origin: string, secret: string, owner: string, fileId: string): string {
  return `${origin}${fileContentPath(fileId)}?owner=${encodeURIComponent(owner)}&sig=${signature(secret, owner, fileId)}`;
}

/** Whether the request names a signature at all (then it alone decides). */
export function isSignedRequest(url: URL): boolean {
  return url.searchParams.has('sig') || url.searchParams.has('owner');
}

/** The owner the address is signed for, or undefined when the signature does not hold for this file. */
export function signedOwner(secret: string, fileId: string, url: URL): string | undefined {
  const owner = url.searchParams.get('owner') ?? '';
  const sig = url.searchParams.get('sig') ?? '';
  if (owner === '' || !/^[0-9a-f]{64}$/.test(sig)) return undefined;
  return sameSecret(sig, signature(secret, owner, fileId)) ? owner : undefined;
}
