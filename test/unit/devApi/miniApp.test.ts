import { describe, expect, it } from 'vitest';
import type { MiniApp, MiniAppTemplate } from '../../../contract/miniApp';
import { DEV_ACCOUNTS } from '../../../fixtures/seed';
import { call, errorOf, freshApi, login } from './helpers';

const update = (api: ReturnType<typeof freshApi>, token: string, body: unknown) =>
  call(api, '/api/taobao_mini_app/update_version', { method: 'POST', token, body });

describe('dev API mini app (spec 3 §7)', () => {
  it('answers the app with its name, fallback logo and current template version', async () => {
    const api = freshApi();
    const token = await login(api);
    const reply = await call(api, '/api/taobao_mini_app', { token });
    expect(await reply.json()).toEqual({ app: { name: '壳美定制', logoUrl: null, templateVersion: '1.2.0' } });
  });

  it('lists the template versions newest first, each with a description and a date', async () => {
    const api = freshApi();
    const token = await login(api);
    const templates = (await (await call(api, '/api/taobao_mini_app_templates', { token })).json()) as MiniAppTemplate[];
    expect(templates.map((template) => template.templateVersion)).toEqual(['1.3.0', '1.2.0', '1.1.0']);
    expect(templates[0]!.description).toMatch(/[\u4e00-\u9fff]/);
    const dates = templates.map((template) => template.createdAt);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('updates to an offered version, trimmed, and GET then answers it', async () => {
    const api = freshApi();
    const token = await login(api);
    const reply = await update(api, token, { templateVersion: ' 1.3.0 ' });
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { app: MiniApp }).app.templateVersion).toBe('1.3.0');
    const app = ((await (await call(api, '/api/taobao_mini_app', { token })).json()) as { app: MiniApp }).app;
    expect(app).toEqual({ name: '壳美定制', logoUrl: null, templateVersion: '1.3.0' });
  });

  it('refuses an unknown or missing version in the usual error body and keeps the current one', async () => {
    const api = freshApi();
    const token = await login(api);
    const unknown = await update(api, token, { templateVersion: '9.9.9' });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({ code: 'TEMPLATE_VERSION_NOT_FOUND', message: '模板版本 9.9.9 不存在' });
    for (const body of [{}, { templateVersion: '' }, { templateVersion: '  ' }, { templateVersion: 130 }]) {
      const bad = await update(api, token, body);
      expect(bad.status).toBe(400);
      expect(await errorOf(bad)).toMatchObject({ code: 'BAD_REQUEST', message: 'templateVersion 必须是非空字符串' });
    }
    const app = ((await (await call(api, '/api/taobao_mini_app', { token })).json()) as { app: MiniApp }).app;
    expect(app.templateVersion).toBe('1.2.0');
  });

  it('goes back to the seeded version on reset', async () => {
    const api = freshApi();
    const token = await login(api);
    await update(api, token, { templateVersion: '1.3.0' });
    await call(api, '/api/__dev/reset', { method: 'POST' });
    const app = ((await (await call(api, '/api/taobao_mini_app', { token })).json()) as { app: MiniApp }).app;
    expect(app.templateVersion).toBe('1.2.0');
  });

  it('denies the calls to a sub-account', async () => {
    const api = freshApi();
    const token = await login(api, DEV_ACCOUNTS.subAccount);
    expect((await errorOf(await call(api, '/api/taobao_mini_app_templates', { token }))).code).toBe('SUB_ACCOUNT_DENIED');
    expect((await errorOf(await update(api, token, { templateVersion: '1.3.0' }))).code).toBe('SUB_ACCOUNT_DENIED');
  });
});
