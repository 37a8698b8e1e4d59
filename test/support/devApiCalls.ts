import type { ConsoleServer } from './consoleServer';

/** A token straight from the dev API, as another tab, site or browser would hold it. */
export async function devApiToken(server: ConsoleServer, username = 'demo', password = 'demo1234'): Promise<string> {
  const reply = await server.devApi.handle(
    new Request('http://x/api/users/login', {
      method: 'POST',
      body: JSON.stringify({ username, password }),
      headers: { 'content-type': 'application/json' },
    }),
  );
  if (!reply.ok) throw new Error(`login ${username}: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { token: string }).token;
}

/** One call to the in-process dev API with `token` (the demo merchant's by default), answered as is. */
export async function devApiReply(
  server: ConsoleServer,
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<Response> {
  const bearer = token ?? (await devApiToken(server));
  return server.devApi.handle(
    new Request(`http://x${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** Reads or seeds the dev API's state as the demo merchant, the way a test checks what the console did. */
export async function callDevApi<T>(server: ConsoleServer, method: string, path: string, body?: unknown): Promise<T> {
  const reply = await devApiReply(server, method, path, { body });
  if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}

/**
 * Uploads a file as the demo merchant straight through the dev API's three steps (upload_form, the
 * multipart POST, upload_result), as the browser adapter does, and answers its file id: a file put in
 * place without the console's own checks, as an older console or another tool might have.
 */
export async function uploadThroughDevApi(server: ConsoleServer, fileName: string, bytes: Uint8Array | string, mimeType: string, kind: number): Promise<string> {
  const form = await callDevApi<{ uploadUrl: string; params: Record<string, string>; fileId: string }>(server, 'POST', '/api/files/upload_form', { fileName, type: kind });
  const multipart = new FormData();
  for (const [key, value] of Object.entries(form.params)) multipart.append(key, value);
  const blob = new Blob([bytes as BlobPart], { type: mimeType });
  multipart.append('file', blob, fileName);
  await server.devApi.handle(new Request(new URL(form.uploadUrl, 'http://x'), { method: 'POST', body: multipart }));
  await callDevApi(server, 'POST', '/api/files/upload_result', { success: true, fileId: form.fileId, uploadTime: Date.now(), fileSize: blob.size, errorMessage: null });
  return form.fileId;
}
