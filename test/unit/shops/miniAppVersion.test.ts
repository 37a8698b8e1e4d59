import { describe, expect, it } from 'vitest';
import type { MiniAppTemplate } from '../../../contract/miniApp';
import { compareVersions, newestTemplate, pendingUpdate } from '../../../src/features/shops/miniAppVersion';

const template = (templateVersion: string): MiniAppTemplate => ({ templateVersion, description: `版本 ${templateVersion}`, createdAt: 0 });
const versions = ['1.3.0', '1.2.0', '1.1.0'].map(template);

describe('compareVersions', () => {
  it('compares number by number, a missing part being 0', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBe(1);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('1.2.0', '1.3.0')).toBe(-1);
    expect(compareVersions('2.0.0', '1.99.99')).toBe(1);
  });
});

describe('newestTemplate', () => {
  it('picks the highest version whatever the order, or null for none', () => {
    expect(newestTemplate([template('1.9.0'), template('1.10.0'), template('1.2.0')])?.templateVersion).toBe('1.10.0');
    expect(newestTemplate([])).toBeNull();
  });
});

describe('pendingUpdate', () => {
  it('offers the newest version to an app on an older one or on none', () => {
    expect(pendingUpdate('1.2.0', versions)?.templateVersion).toBe('1.3.0');
    expect(pendingUpdate(null, versions)?.templateVersion).toBe('1.3.0');
  });

  it('offers nothing when the app runs the newest (or a later) version, or no version is offered', () => {
    expect(pendingUpdate('1.3.0', versions)).toBeNull();
    expect(pendingUpdate('1.4.0', versions)).toBeNull();
    expect(pendingUpdate('1.2.0', [])).toBeNull();
  });
});
