import { describe, expect, it } from 'vitest';
import { createUploadedFiles } from '../../../../adapters/qianniu/miniapp/host/uploadedFiles';

describe('the cloud files a host page uploaded', () => {
  it('knows the ids it was given, exactly', () => {
    const files = createUploadedFiles();
    files.add('cloud://env/image/a.png');
    expect(files.has('cloud://env/image/a.png')).toBe(true);
    expect(files.has('cloud://env/image/A.png')).toBe(false);
    expect(files.has('cloud://env/image/a.png ')).toBe(false);
    expect(files.has('__proto__')).toBe(false);
  });

  it('stays bounded however many uploads there are: the oldest are forgotten first', () => {
    const files = createUploadedFiles(3);
    for (const id of ['a', 'b', 'c']) files.add(id);
    // Uploaded again: it counts as the newest.
    files.add('a');
    files.add('d');
    expect(['a', 'b', 'c', 'd'].filter((id) => files.has(id))).toEqual(['a', 'c', 'd']);
  });
});
