import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/lib/dateTime';

describe('formatDateTime', () => {
  it('writes local date and time to the minute, zero-padded', () => {
    expect(formatDateTime(new Date(2024, 4, 1, 9, 5, 59).getTime())).toBe('2024-05-01 09:05');
    expect(formatDateTime(new Date(2023, 11, 31, 23, 59).getTime())).toBe('2023-12-31 23:59');
  });
});
