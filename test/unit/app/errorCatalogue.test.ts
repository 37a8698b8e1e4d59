import { describe, expect, it } from 'vitest';
import { classifyRequestFailure, describeError, type RequestFailure } from '../../../src/api/errorCatalogue';

const visible = { auditMode: false };

describe('the error catalogue of spec 1 §8', () => {
  it.each([401, 403])('ends the session on HTTP %i with 登录过期，请重新登录！', (status) => {
    expect(classifyRequestFailure({ url: '/api/users/me', status }, visible)).toEqual({
      action: 'expire-session',
      text: '登录过期，请重新登录！',
    });
  });

  it('ends the session even when the call asked to skip the modal', () => {
    expect(classifyRequestFailure({ url: '/api/x', status: 401 }, { auditMode: true, skipErrorModal: true }).action).toBe(
      'expire-session',
    );
  });

  it('shows trace id, code and message from the error body in a 网络请求错误 modal', () => {
    const outcome = classifyRequestFailure(
      { url: '/api/phone_brands', status: 500, body: { traceId: 't-1', code: 'E1', message: '数据库不可用' } },
      visible,
    );
    expect(outcome).toMatchObject({
      action: 'modal',
      title: '网络请求错误',
      url: '/api/phone_brands',
      traceId: 't-1',
      code: 'E1',
      text: '数据库不可用',
      showAuthTutorial: false,
    });
  });

  it('falls back to the client message when the body has none', () => {
    const outcome = classifyRequestFailure({ url: '/api/x', status: 500, body: '<html>', clientMessage: '请求失败（HTTP 500）' }, visible);
    expect(outcome).toMatchObject({ action: 'modal', text: '请求失败（HTTP 500）' });
  });

  it('says 请检查您的网络设置，请求发送失败！ when no response arrived and nothing else is known', () => {
    expect(classifyRequestFailure({ url: '/api/x' }, visible)).toMatchObject({
      action: 'modal',
      text: '请检查您的网络设置，请求发送失败！',
    });
  });

  it.each([502, 503])('reads 系统繁忙，请刷新页面重试。 for a gateway %i, whatever the body says', (status) => {
    const outcome = classifyRequestFailure({ url: '/api/x', status, body: { message: 'upstream down', traceId: 'g-1' } }, visible);
    expect(outcome).toMatchObject({ action: 'modal', text: '系统繁忙，请刷新页面重试。', traceId: 'g-1' });
  });

  it('uses 未知錯誤 for a status with no text at all', () => {
    expect(classifyRequestFailure({ url: '/api/x', status: 418 }, visible)).toMatchObject({ text: '未知錯誤' });
  });

  it('links the sub-account tutorial when the message carries 该子帐号无此操作权限', () => {
    const outcome = classifyRequestFailure(
      { url: '/api/x', status: 400, body: { message: '该子帐号无此操作权限，请联系主账号授权' } },
      visible,
    );
    expect(outcome).toMatchObject({ action: 'modal', showAuthTutorial: true });
  });

  const silentCases: [string, RequestFailure, { auditMode: boolean; skipErrorModal?: boolean }][] = [
    ['the call asked to skip it', { url: '/api/x', status: 500 }, { auditMode: false, skipErrorModal: true }],
    ['audit mode', { url: '/api/x', status: 500 }, { auditMode: true }],
  ];
  it.each(silentCases)('keeps the modal shut for %s', (_name, failure, context) => {
    expect(classifyRequestFailure(failure, context).action).toBe('silent');
  });

});

describe('describeError', () => {
  it('uses the message of an Error', () => expect(describeError(new Error('千牛数据返回超时'))).toBe('千牛数据返回超时'));
  it('uses a thrown string', () => expect(describeError('坏了')).toBe('坏了'));
  it.each([undefined, null, {}, new Error('  ')])('says 未知錯誤 for %s', (value) => expect(describeError(value)).toBe('未知錯誤'));
});
