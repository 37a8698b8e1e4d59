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
