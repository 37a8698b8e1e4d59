// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FailedModal, IncompleteModal, ShortOfCreditsModal } from '../../../src/features/downloads/DownloadDialogs';

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
    render(<ShortOfCreditsModal balance={130} fresh={5} affordable={2} charged={1} withoutPrint={[]} onAnswer={onAnswer} />);
    expect(document.body.textContent).toContain('当前积分余额：130，本次有 5 张定制图为首次下载，需 300 积分；当前余额可下载 2 张新定制图。');
    expect(document.body.textContent).toContain('另有 1 张已扣过积分的定制图，可免费下载。');
    expect(document.body.textContent).toContain('继续下载将下载 3 张定制图');
    act(() => button('立即充值').click());
    expect(open).toHaveBeenCalledWith('/app/pay', '_blank', 'noopener');
    expect(onAnswer).toHaveBeenCalledWith('recharge');
  });

  it('offers no 继续下载 when the balance pays for nothing and nothing was charged before', () => {
    const onAnswer = vi.fn();
    render(<ShortOfCreditsModal balance={10} fresh={5} affordable={0} charged={0} withoutPrint={[]} onAnswer={onAnswer} />);
    expect(document.body.textContent).toContain('当前余额不足以下载任何一张新定制图，请先充值。');
    expect(button('继续下载').disabled).toBe(true);
    act(() => button('取消').click());
    expect(onAnswer).toHaveBeenCalledWith('cancel');
  });
});

const partly = [
  { orderOriginalId: '8801', itemIndex: 1, designs: 3, without: 1 },
  { orderOriginalId: '8802', itemIndex: 2, designs: 2, without: 2 },
];

describe('designs without a print file are named, never dropped silently', () => {
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('积分不足 names them before anything is charged', () => {
    render(<ShortOfCreditsModal balance={130} fresh={5} affordable={2} charged={1} withoutPrint={partly} onAnswer={vi.fn()} />);
    expect(document.body.textContent).toContain('本次下载 6 张，3 张没有定制图：订单 8801、8802');
    expect(document.body.textContent).toContain('订单号文件中这些订单标为“不完整”');
  });

  it('the result after a full download lists each item, until closed', () => {
    const onClose = vi.fn();
    render(<IncompleteModal items={partly} onClose={onClose} />);
    expect([...document.querySelectorAll('.download-without-print-list li')].map((li) => li.textContent)).toEqual([
      '订单 8801 第 1 个商品：3 张定制中 1 张没有定制图',
      '订单 8802 第 2 个商品：2 张定制中 2 张没有定制图',
    ]);
    act(() => button('关闭').click());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('the failure list carries them below the failures, and only when there are any', () => {
    const report = { kind: 'customized' as const, failures: [{ orderOriginalId: '8803', reason: '服务器返回 HTTP 500' }], retryable: true, refundOnClose: 0 };
    render(<FailedModal report={{ ...report, withoutPrint: partly }} all={false} onAnswer={vi.fn()} />);
    expect(document.body.textContent).toContain('没有定制图的定制（未下载）');
    expect(document.querySelectorAll('.download-without-print-list li')).toHaveLength(2);
    act(() => root?.unmount());
    document.body.innerHTML = '';
    render(<FailedModal report={{ ...report, withoutPrint: [] }} all={false} onAnswer={vi.fn()} />);
    expect(document.body.textContent).not.toContain('没有定制图的定制');
  });
});
