import { describe, expect, it } from 'vitest';
import { BRIDGE_METHODS, validateParams, validateResult, type MethodName } from '../../../bridge/methods';
import { isOriginAllowed } from '../../../bridge/origins';
import { PROTOCOL, PROTOCOL_VERSION } from '../../../bridge/protocol';
import manifest from '../../../plugin.manifest.json';

describe('BRIDGE_METHODS', () => {
  it('lists every method of the table once, for plugin.manifest.json', () => {
    expect([...BRIDGE_METHODS].sort()).toEqual(
      [
        'cloudFile.delete',
        'cloudFile.uploadAbort',
        'cloudFile.uploadBegin',
        'cloudFile.uploadChunk',
        'cloudFile.uploadCommit',
        'cloudStore.config',
        'file.saveAbort',
        'file.saveBegin',
        'file.saveChunk',
        'file.saveCommit',
        'host.hello',
        'top.invoke',
      ].sort(),
    );
    expect(Object.isFrozen(BRIDGE_METHODS)).toBe(true);
  });

  it('matches the bridge section of plugin.manifest.json', () => {
    expect(manifest.bridge).toEqual({ protocol: PROTOCOL, version: PROTOCOL_VERSION, methods: [...BRIDGE_METHODS] });
  });

  it('has only host origins that isOriginAllowed can admit, never a wildcard origin', () => {
    for (const origin of manifest.hostOrigins) {
      expect(origin).not.toBe('*');
      const example = origin.endsWith(':*') ? `${origin.slice(0, -2)}:8080` : origin;
      expect(isOriginAllowed(example, manifest.hostOrigins)).toBe(true);
    }
  });
});

describe('validateResult', () => {
  const commit = { url: 'https://img.alicdn.com/a.png', taobaoFileId: 'f1', fileSize: 10, uploadTime: 1700000000000 };

  it.each<[MethodName, unknown, boolean]>([
    ['host.hello', { host: 'qianniu', version: '9.0' }, true],
    ['host.hello', { host: 'qianniu' }, false],
    ['host.hello', null, false],
    ['cloudFile.uploadBegin', { uploadId: 'u1' }, true],
    ['cloudFile.uploadBegin', { uploadId: '' }, false],
    ['cloudFile.uploadChunk', { received: 262144 }, true],
    ['cloudFile.uploadChunk', { received: -1 }, false],
    ['cloudFile.uploadChunk', { received: '262144' }, false],
    ['cloudFile.uploadCommit', commit, true],
    ['cloudFile.uploadCommit', { ...commit, fileSize: 1.5 }, false],
    ['cloudFile.uploadCommit', { ...commit, url: undefined }, false],
    ['cloudFile.uploadCommit', { ...commit, uploadTime: '2024-01-01' }, false],
    ['cloudFile.uploadAbort', {}, true],
    ['cloudFile.uploadAbort', [], false],
    ['cloudFile.delete', { deleted: false }, true],
    ['cloudFile.delete', { deleted: 'yes' }, false],
    ['top.invoke', { items: [{ num_iid: 1 }] }, true],
    ['top.invoke', [{ num_iid: 1 }], false],
    ['top.invoke', 'ok', false],
    ['cloudStore.config', {}, true],
    ['cloudStore.config', { at: new Date() }, false],
    ['file.saveBegin', { saveId: 's1' }, true],
    ['file.saveBegin', { uploadId: 's1' }, false],
    ['file.saveChunk', { received: 0 }, true],
    ['file.saveCommit', { saved: true, path: 'C:\\orders\\a.zip' }, true],
    ['file.saveCommit', { saved: false }, true],
    ['file.saveCommit', { saved: true, path: 3 }, false],
    ['file.saveCommit', { saved: true, size: 1000 }, true],
    ['file.saveCommit', { saved: true, size: -1 }, false],
    ['file.saveCommit', { saved: true, size: '1000' }, false],
    ['file.saveAbort', {}, true],
  ])('%s result %j → %s', (method, value, valid) => {
    expect(validateResult(method, value)).toBe(valid);
  });

  it('finds no valid result for a method outside the table', () => {
    expect(validateResult('toString' as MethodName, {})).toBe(false);
    expect(validateResult('cloudFile.upload' as MethodName, {})).toBe(false);
  });
});

describe('validateParams', () => {
  it.each<[MethodName, unknown, boolean]>([
    ['host.hello', {}, true],
    ['cloudFile.uploadBegin', { fileName: 'a.png', size: 10, mimeType: 'image/png' }, true],
    ['cloudFile.uploadBegin', { fileName: 'a.png', size: -2, mimeType: 'image/png' }, false],
    ['file.saveBegin', { fileName: 'a.zip', size: -1, mimeType: 'application/zip' }, true],
    ['cloudFile.uploadChunk', { uploadId: 'u', index: 0, data: 'AA==' }, true],
    ['cloudFile.uploadChunk', { uploadId: 'u', index: 0.5, data: 'AA==' }, false],
    ['top.invoke', { api: 'taobao.items.get', data: { fields: 'num_iid' } }, true],
    ['top.invoke', { api: '', data: {} }, false],
    ['top.invoke', { api: 'x', data: [] }, false],
    ['file.saveCommit', { saveId: 's' }, true],
    ['file.saveCommit', { saveId: 's', size: 0 }, true],
    ['file.saveCommit', { saveId: 's', size: 1.5 }, false],
    ['file.saveCommit', {}, false],
  ])('%s params %j → %s', (method, value, valid) => {
    expect(validateParams(method, value)).toBe(valid);
  });
});
