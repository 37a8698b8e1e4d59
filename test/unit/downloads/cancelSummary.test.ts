import { describe, expect, it } from 'vitest';
import { cancelSummaryLines } from '../../../src/features/downloads/cancelSummary';
import type { CancelSummary } from '../../../src/features/downloads/flowDeps';

const none = { images: 0, credits: 0, served: 0, unsettled: 0 };

describe('what a cancelled download says once its refund has answered', () => {
  it.each<{ name: string; summary: CancelSummary; lines: string[] }>([
    {
      name: 'nothing saved, nothing charged',
      summary: { kind: 'customized', savedParts: [], savedImages: 0, refund: none },
      lines: ['已取消下载，未完成的分卷已放弃，没有保存任何文件。'],
    },
    {
      name: 'saved, refunded, and kept charged because its print file was served',
      summary: { kind: 'customized', savedParts: ['定制图_1.zip', '定制图_2.zip'], savedImages: 5, refund: { images: 2, credits: 120, served: 1, unsettled: 0 } },
      lines: [
        '已取消下载，未完成的分卷已放弃。已保存 5 张定制图，分卷：定制图_1.zip、定制图_2.zip',
        '已保存进压缩包的定制图不退还积分。',
        '已退还 2 张没有保存的定制图的 120 积分。',
        '1 张定制图的原图在取消前已经取得，但没有保存进压缩包：积分不退还，之后再下载这些图片不再扣费。',
      ],
    },
    {
      name: 'a refund that found no answer',
      summary: { kind: 'customized', savedParts: [], savedImages: 0, refund: { ...none, unsettled: 3 } },
      lines: ['已取消下载，未完成的分卷已放弃，没有保存任何文件。', '3 张没有下载成功的定制图暂时未能退还积分，下次打开订单管理时会再次退还；在此之前下载这些图片不再扣费'],
    },
    {
      name: 'effect images: no word of credits',
      summary: { kind: 'effect', savedParts: ['效果图_1.zip'], savedImages: 4, refund: none },
      lines: ['已取消下载，未完成的分卷已放弃。已保存 4 张效果图，分卷：效果图_1.zip'],
    },
  ])('$name', ({ summary, lines }) => {
    expect(cancelSummaryLines(summary)).toEqual(lines);
  });
});
