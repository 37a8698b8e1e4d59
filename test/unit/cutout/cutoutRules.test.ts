// The rules around the cutout task and placeholders: the upload check of spec 2 §9, the texts of spec 2 §8,
// one task at a time, and what the canvas draws for a cutout layer.
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_MAX_BYTES, placeholderFileProblem } from '../../../contract/aiCutout';
import { CutoutJobs } from '../../../src/features/designer/cutout/cutoutJobs';
import { noticeFor } from '../../../src/features/designer/cutout/layerCutout';
import { displayUrlOf, placeholderImages } from '../../../src/features/designer/cutout/placeholderImages';
import { layer } from '../designer/fixtures';

describe('placeholder upload check (spec 2 §9: PNG or JPEG, at most 3 MB)', () => {
  it.each([
    [{ type: 'image/png', size: 10 }, null],
    [{ type: 'image/jpeg', size: PLACEHOLDER_MAX_BYTES }, null],
    [{ type: 'IMAGE/PNG', size: 10 }, null],
    [{ type: 'image/png', size: PLACEHOLDER_MAX_BYTES + 1 }, 'size'],
    [{ type: 'image/gif', size: 10 }, 'type'],
    [{ type: 'image/webp', size: 10 }, 'type'],
    [{ type: '', size: 10 }, 'type'],
    [{ type: 'text/plain', size: PLACEHOLDER_MAX_BYTES + 1 }, 'type'],
  ])('%o → %s', (file, problem) => {
    expect(placeholderFileProblem(file)).toBe(problem);
  });

  it('3M is 3,145,728 bytes', () => {
    expect(PLACEHOLDER_MAX_BYTES).toBe(3 * 1024 * 1024);
  });
});

describe('what the merchant is told when a task ends (spec 2 §8)', () => {
  it.each([
    [{ kind: 'success', url: '/r.png' } as const, 'success', '抠图成功'],
    [{ kind: 'failed', errorMessage: '未检测到人像' } as const, 'error', '未检测到人像'],
    [{ kind: 'failed', errorMessage: null } as const, 'error', '抠图任务失败'],
    [{ kind: 'empty' } as const, 'error', '抠图发生错误'],
    [{ kind: 'unknown', status: 'QUEUING' } as const, 'error', '抠图失败，未知错误'],
    [{ kind: 'error', reason: '网络连接失败' } as const, 'error', '抠图任务失败：网络连接失败'],
    [{ kind: 'cancelled' } as const, 'warning', '已取消抠图'],
  ])('%o', (end, kind, text) => {
    expect(noticeFor(end)).toEqual({ kind, text });
  });
});

describe('CutoutJobs: one task at a time per designer', () => {
  it('refuses a second task while one runs, follows its phase, and frees the slot when it ends', () => {
    const jobs = new CutoutJobs();
    const seen: (string | null)[] = [];
    jobs.subscribe(() => seen.push(jobs.current ? `${jobs.current.uuid}:${jobs.current.phase}` : null));
    let stopped = 0;
    expect(jobs.begin('a', () => stopped++)).toBe(true);
    expect(jobs.begin('b', () => stopped++)).toBe(false);
    jobs.setPhase('a', 'running');
    jobs.setPhase('b', 'token');
    jobs.cancel();
    expect(stopped).toBe(1);
    jobs.end('a');
    expect(seen).toEqual(['a:preparing', 'a:running', null]);
    expect(jobs.begin('b', () => {})).toBe(true);
  });
});

describe('displayUrlOf: a cutout layer shows its placeholder', () => {
  it('draws the known placeholder of a cutout layer, the own image otherwise', () => {
    placeholderImages.rememberType('head', [{ id: 'p1', url: '/placeholder-1.png', aiCutoutType: 'head' }]);
    expect(displayUrlOf(layer('a', { type: 'AI_CUTOUT', aiCutoutType: 'head', aiCutoutPlaceholderImageType: 'p1' }))).toBe('/placeholder-1.png');
    expect(displayUrlOf(layer('a', { type: 'AI_CUTOUT', aiCutoutType: 'head', aiCutoutPlaceholderImageType: null }))).toBe('https://img.example/a.png');
    expect(displayUrlOf(layer('a', { type: 'IMAGE', aiCutoutPlaceholderImageType: 'p1' }))).toBe('https://img.example/a.png');
    placeholderImages.forget('p1');
    expect(displayUrlOf(layer('a', { type: 'AI_CUTOUT', aiCutoutType: 'head', aiCutoutPlaceholderImageType: 'p1' }))).toBe('https://img.example/a.png');
  });

  it('a new list of a type replaces what was known of that type and tells the canvas', () => {
    let told = 0;
    const stop = placeholderImages.subscribe(() => told++);
    placeholderImages.rememberType('body', [{ id: 'b1', url: '/b1.png', aiCutoutType: 'body' }]);
    placeholderImages.rememberType('body', [{ id: 'b2', url: '/b2.png', aiCutoutType: 'body' }]);
    stop();
    expect(told).toBe(2);
    expect(placeholderImages.get('b1')).toBeUndefined();
    expect(placeholderImages.get('b2')?.url).toBe('/b2.png');
  });
});
