// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShortOfCreditsModal } from '../../../src/features/downloads/DownloadDialogs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
function render(node: React.ReactNode): void {
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => root!.render(node));
}

const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text) as HTMLButtonElement;

describe('积分不足 (spec 3 §8)', () => {
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('says the balance and what it pays for; 立即充值 opens /app/pay in a new tab without an opener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onAnswer = vi.fn();
    render(<ShortOfCreditsModal balance={130} fresh={5} affordable={2} charged={1} onAnswer={onAnswer} />);
    expect(document.body.textContent).toContain('当前积分余额：130，本次有 5 张定制图为首次下载，需 300 积分；当前余额可下载 2 张新定制图。');
    expect(document.body.textContent).toContain('另有 1 张已扣过积分的定制图，可免费下载。');
    expect(document.body.textContent).toContain('继续下载将下载 3 张定制图');
    act(() => button('立即充值').click());
    expect(open).toHaveBeenCalledWith('/app/pay', '_blank', 'noopener');
    expect(onAnswer).toHaveBeenCalledWith('recharge');
  });

  it('offers no 继续下载 when the balance pays for nothing and nothing was charged before', () => {
    const onAnswer = vi.fn();
    render(<ShortOfCreditsModal balance={10} fresh={5} affordable={0} charged={0} onAnswer={onAnswer} />);
    expect(document.body.textContent).toContain('当前余额不足以下载任何一张新定制图，请先充值。');
    expect(button('继续下载').disabled).toBe(true);
    act(() => button('取消').click());
    expect(onAnswer).toHaveBeenCalledWith('cancel');
  });
});
