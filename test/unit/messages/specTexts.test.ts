import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADAPTER_TEXT, BRIDGE_TEXT } from '../../../adapters/messages';
import { PRODUCT_MESSAGES } from '../../../contract/products';
import { MSG } from '../../../src/messages';
import { NAME_LIMITS } from '../../support/nameLimits';

/**
 * Every text the spec quotes that the console shows, as the spec writes it. They are spread over
 * src/messages.ts, the features' messages.ts, the adapters' and bridge's texts and the name rules' (contract/names.ts) and the
 * product form's (contract/products.ts), whose texts the console's forms show as they are; some are built from a rule's
 * constant (3M from ASSET_MAX_BYTES, 2张 from MAX_IMAGES_PER_WIREFRAME, 20个字符 from SHOP_NAME_MAX), so this
 * reads the values the modules export, not their source.
 */
const SPEC_TEXTS: Record<string, readonly string[]> = {
  'spec 0 (千牛 environment)': ['千牛', '千牛数据返回超时'],
  'spec 1 §2 screens and routes': ['品牌列表', '型号列表', '手机壳材质', '手机壳线框图', '图库', '贴纸', '背景', '错误原因'],
  'spec 1 §4 states and transitions': ['上架', '下架', '正在排序中，请稍后重试', '排序成功'],
  'spec 1 §5 validation rules': [
    '此项必须填写',
    '品牌名称必填',
    '请填写品牌',
    '品牌名称必选',
    '型号必填',
    '请选择至少一个型号',
    '材质名称必填',
    '颜色名称必填',
    '背景色设置必填',
    '打印区域不能超过背景图宽度',
    '打印区域不能超过背景图高度',
    '粘贴成功',
    '请至少选择一个带线框图的机型',
    '请上传前景图',
    '背景图宽高和前景图宽高必须相等',
    '请上传背景图或前景图',
    '图片加载失败，请检查图片是否损坏',
    '所选的文件不符合规范请检查',
    '前景图',
    '背景图',
    '图片命名不符合规则',
    '同一品牌型号材质颜色线框图最多只能上传2张哦~',
    '当前添加的线框图前后景图片大小不一致或图片有问题，请检查，谢谢~',
    '当前添加的线框图图片有问题，请检查，谢谢~',
  ],
  'spec 1 §6 roles and permissions': ['该子帐号无此操作权限'],
  'spec 1 §8 the error catalogue': [
    '登录过期，请重新登录！',
    '网络请求错误',
    '请检查您的网络设置，请求发送失败！',
    '系统繁忙，请刷新页面重试。',
    '新增品牌失败',
    '修改品牌失败',
    '当前可能不是千牛环境',
    '返回数据发生错误，请联系客服',
    // The spec's "上传失败: status plus body": adapters/threeStepUpload.ts adds the colon and the reason.
    '上传失败',
    '获取数据发生错误',
    '取消操作',
    '图片导出失败',
    '未知錯誤',
    '新增品牌成功',
    '修改品牌成功',
    '删除成功',
    '新增型号成功',
    '修改型号成功',
    '批量删除成功',
    '更新成功',
    '操作成功',
    '分组添加成功',
    '分组修改成功',
  ],
  'spec 2 §2 screens and routes': ['正在加载素材中', '素材加载失败', '当前数据过期，请手动选择'],
  'spec 2 §4 states and transitions': ['移动图层成功~'],
  'spec 2 §5 validation rules': [
    '用户名必填',
    '密码必填',
    '请输入分组名称',
    '请输入字体名称',
    '请上传ttf、otf格式的字体文件',
    '请仔细阅读后勾选',
    '生成字体预览图失败，请检查字体文件',
    '请输入颜色',
    '请输入文字',
    '图片大小不能超过3M',
    '请选择一个画板',
    '请选择至少一个画板',
    '导入失败，未找到任何画板',
    '请上传至少一个图层',
    '请先在店铺上传字体',
    '请上传图片再使用描边功能',
    '请至少选择一个设计模版',
    '请选择材质颜色',
    '请选择至少一个字体',
    '请选择至少一个字体颜色',
  ],
  'spec 2 §8 the error catalogue': [
    '导入失败',
    '生成字体发生错误',
    '填入的字体没有找到对应的字形',
    '当前图片描边失败，请尝试重试',
    '抠图发生错误',
    '抠图任务失败',
    '抠图失败，未知错误',
    '字体不存在',
    '当前机型没有线框图',
    '确定删除占位图像吗',
    '确认删除字体',
    '确认删除字体颜色',
    '登陆成功',
    '导入成功',
    '上传成功',
    '保存成功',
    '新增设计模板成功',
  ],
  'spec 3 §5 validation rules': [
    '必须填写商品的平台ID',
    '必须填写商品的标题',
    '必须以http://或者https://开头',
    '请新增至少一个商品规格',
    '必须填写商品规格的平台ID',
    '必须填写商品规格的属性名称',
    '必须选择一个品牌',
    '请选择模板分组',
    '请选择一个定制模板',
    '必须选择店铺类型',
    '必须填写店铺名称',
    '限制不能超过20个字符',
    '必须选择工厂',
    '请输入key',
    '请至少勾选一个商品',
    '请至少勾选一个有定制图的商品',
    '请至少选择一个机型',
  ],
  // The file-name token QUANTITY; a text with a number in it is called with the spec's letter for the number.
  'spec 3 §9 business constants and limits': ['定制N张'],
};

/** What a text function says when each argument is the spec's placeholder letter (or a list of it). */
function rendered(text: (...args: never[]) => unknown): string[] {
  const out: string[] = [];
  for (const arg of ['N', ['N'], 1]) {
    try {
      const value = (text as (...args: unknown[]) => unknown)(...Array.from({ length: Math.max(text.length, 1) }, () => arg));
      if (typeof value === 'string') out.push(value);
    } catch {
      // An argument of the wrong kind: the next kind is tried.
    }
  }
  return out;
}

function collect(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (typeof value === 'function') into.push(...rendered(value as (...args: never[]) => unknown));
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner, into);
}

async function everyText(): Promise<string[]> {
  const texts: string[] = [];
  collect(MSG, texts);
  collect(ADAPTER_TEXT, texts);
  collect(BRIDGE_TEXT, texts);
  collect([...NAME_LIMITS.map(([, limit]) => limit), PRODUCT_MESSAGES], texts);
  const features = new URL('../../../src/features/', import.meta.url);
  for (const feature of readdirSync(features)) {
    const module = new URL(`${feature}/messages.ts`, features);
    if (existsSync(module)) collect(((await import(module.href)) as { MSG: unknown }).MSG, texts);
  }
  return texts;
}

describe('the texts the spec quotes', () => {
  it('finds the features’ messages modules', async () => {
    const texts = await everyText();
    // A designer text and a factory-push text: both live only in their feature's module.
    expect(texts).toContain('移动图层成功~');
    expect(texts.some((text) => text.startsWith('推送完成'))).toBe(true);
  });

  it.each(Object.entries(SPEC_TEXTS))('%s: every quoted text appears exactly', async (_section, quoted) => {
    const texts = await everyText();
    expect(quoted.filter((wanted) => !texts.some((text) => text.includes(wanted)))).toEqual([]);
  });
});
