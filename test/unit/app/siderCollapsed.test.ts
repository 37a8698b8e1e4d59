import { describe, expect, it } from 'vitest';
import { safeStorage } from '../../../src/lib/safeStorage';
import { readSiderCollapsed, writeSiderCollapsed } from '../../../src/app/siderCollapsed';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the folded menu, remembered per browser', () => {
  it('starts unfolded in a browser that never folded it', () => {
    const area = memoryStorage();
    expect(readSiderCollapsed(safeStorage(() => area))).toBe(false);
  });

  it('reads back what was chosen last', () => {
    const area = memoryStorage();
    const storage = safeStorage(() => area);
    writeSiderCollapsed(true, storage);
    expect(readSiderCollapsed(storage)).toBe(true);
    writeSiderCollapsed(false, storage);
    expect(readSiderCollapsed(storage)).toBe(false);
  });

  it('reads anything else stored under its key as unfolded', () => {
    const area = memoryStorage();
    area.setItem('pcc.shell.siderCollapsed', 'true');
    expect(readSiderCollapsed(safeStorage(() => area))).toBe(false);
  });

  it('starts unfolded where storage is denied (a cross-site frame), and folding there does not throw', () => {
    const denied = safeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeSiderCollapsed(true, denied)).not.toThrow();
    expect(readSiderCollapsed(denied)).toBe(false);
  });
});
