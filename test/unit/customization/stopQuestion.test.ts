import { describe, expect, it } from 'vitest';
import { MSG } from '../../../src/features/customization/messages';

describe('批量配置’s 任务仍在进行: what is saved, and what a stop leaves', () => {
  it.each([
    // The first run, its first call in flight.
    [{ done: 0, total: 3, saved: 0, failed: 0 }, '已保存 0 个，正在保存的 1 个会继续完成，其余 2 个将停止。'],
    // A retry of one SKU after two were saved: they count.
    [{ done: 0, total: 1, saved: 2, failed: 0 }, '已保存 2 个，正在保存的 1 个会继续完成，其余 0 个将停止。'],
    // A refusal is not counted as saved.
    [{ done: 2, total: 4, saved: 1, failed: 1 }, '已保存 1 个，失败 1 个，正在保存的 1 个会继续完成，其余 1 个将停止。'],
    // Every call answered: nothing left to stop.
    [{ done: 3, total: 3, saved: 3, failed: 0 }, '已保存 3 个，其余 0 个将停止。'],
  ])('%o', (progress, text) => {
    expect(MSG.links.stopQuestion(progress)).toBe(text);
  });
});
