import { isSessionFixture, type SessionFixture } from './fixtureFormat';

// Bundled lazily: each recorded session becomes its own chunk, loaded only when asked for by name.
const sessions = import.meta.webpackContext('../../fixtures/sessions', { regExp: /\.json$/, mode: 'lazy' });

export class FixtureNotFoundError extends Error {
  override name = 'FixtureNotFoundError';
}

/** `?adapter=mock&fixture=<name>` loads fixtures/sessions/<name>.json. */
export async function loadSessionFixture(name: string): Promise<SessionFixture> {
  const key = `./${name.replace(/\.json$/, '')}.json`;
  if (!sessions.keys().includes(key)) throw new FixtureNotFoundError(`找不到录制文件 ${name}`);
  const loaded = (await sessions(key)) as { default?: unknown };
  const fixture = loaded && typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded;
  if (!isSessionFixture(fixture)) throw new FixtureNotFoundError(`录制文件 ${name} 格式不正确`);
  return fixture;
}
