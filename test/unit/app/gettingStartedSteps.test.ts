import { describe, expect, it } from 'vitest';
import { ShopType } from '../../../contract/shopPlatforms';
import { guideSteps, nextStep, stepsBehind, type AccountFacts } from '../../../src/app/gettingStarted/steps';
import { readGuideMemory, writeGuideMemory, isGuideOver } from '../../../src/app/gettingStarted/guideMemory';
import { memoryStorage } from '../../support/memoryStorage';

const EMPTY: AccountFacts = { shopTypes: [], hasProduct: false, hasBrand: false, hasModel: false, hasMaterial: false, hasTemplate: false, hasLink: false };

const states = (facts: AccountFacts) => Object.fromEntries(guideSteps(facts).map((step) => [step.key, step.state]));

describe('the getting-started steps', () => {
  it('lists the road to a link in order, each with the screen where it is done', () => {
    const steps = guideSteps(EMPTY);
    expect(steps.map((step) => step.title)).toEqual(['添加店铺', '添加或同步商品', '添加品牌型号', '添加材质和颜色', '新增设计模板', '生成定制链接']);
    expect(steps.map((step) => step.path)).toEqual([
      '/app/setting',
      '/app/sku_customization_setting',
      '/app/phone_brand_model/brand',
      '/app/phone_case_material/material',
      '/app/design_template',
      '/app/sku_customization_urls_setting/generate',
    ]);
    expect(steps.every((step) => step.state === 'todo')).toBe(true);
    expect(nextStep(steps)?.key).toBe('shop');
    expect(stepsBehind(steps)).toBe(0);
  });

  it('opens 型号列表 for the models step once a brand exists', () => {
    const models = (facts: AccountFacts) => guideSteps(facts).find((step) => step.key === 'models')!.path;
    expect(models(EMPTY)).toBe('/app/phone_brand_model/brand');
    expect(models({ ...EMPTY, hasBrand: true })).toBe('/app/phone_brand_model/model');
  });

  it('tells a merchant with a brand but no model to add the model', () => {
    const hint = (facts: AccountFacts) => guideSteps(facts).find((step) => step.key === 'models')!.hint;
    expect(hint(EMPTY)).toBe('买家定制时先选手机型号：至少添加一个品牌和型号。');
    expect(hint({ ...EMPTY, hasBrand: true })).toBe('已有品牌，再在型号列表中为它添加型号。');
    expect(hint({ ...EMPTY, hasBrand: true, hasModel: true })).toBe('买家定制时先选手机型号：至少添加一个品牌和型号。');
  });

  it('marks each step from the account data', () => {
    expect(states({ ...EMPTY, shopTypes: [ShopType.DOUDIAN], hasModel: true, hasTemplate: true })).toEqual({
      shop: 'done',
      product: 'todo',
      models: 'done',
      materials: 'todo',
      templates: 'done',
      link: 'todo',
    });
    const steps = guideSteps({ ...EMPTY, shopTypes: [ShopType.DOUDIAN], hasProduct: true, hasModel: true, hasMaterial: true });
    expect(nextStep(steps)?.key).toBe('templates');
    expect(stepsBehind(steps)).toBe(4);
  });

  it('says what the product step is on each platform', () => {
    const product = (facts: AccountFacts) => guideSteps(facts).find((step) => step.key === 'product')!;
    expect(product(EMPTY).hint).toContain('先添加店铺');
    expect(product({ ...EMPTY, shopTypes: [ShopType.KUAISHOU] }).hint).toBe('在商品定制配置中为抖店、快手小店店铺添加商品和规格。');
    expect(product({ ...EMPTY, shopTypes: [ShopType.TAOBAO] }).hint).toBe('在商品定制配置中按商品ID同步淘宝店铺的商品。');
    expect(product({ ...EMPTY, shopTypes: [ShopType.TAOBAO, ShopType.DOUDIAN] }).hint).toContain('淘宝按商品ID同步商品');
    // A platform that neither adds nor syncs: nothing to do there, and the next step is the one after.
    const pinduoduo = { ...EMPTY, shopTypes: [ShopType.PINDUODUO] };
    expect(product(pinduoduo).state).toBe('notNeeded');
    expect(product(pinduoduo).hint).toContain('可以跳过');
    expect(nextStep(guideSteps(pinduoduo))?.key).toBe('models');
    expect(product({ ...pinduoduo, hasProduct: true }).state).toBe('done');
  });
});

describe('the guide memory', () => {
  it('is kept per account, and reads anything unknown as open', () => {
    const storage = memoryStorage();
    expect(readGuideMemory('newshop', storage)).toBe('open');
    writeGuideMemory('newshop', 'closed', storage);
    expect(readGuideMemory('newshop', storage)).toBe('closed');
    expect(readGuideMemory('demo', storage)).toBe('open');
    storage.setItem('pcc.guide.demo', 'whatever');
    expect(readGuideMemory('demo', storage)).toBe('open');
    writeGuideMemory('newshop', 'open', storage);
    expect(storage.keys()).toEqual(['pcc.guide.demo']);
  });

  it('is over once closed or finished, not when folded', () => {
    expect([isGuideOver('open'), isGuideOver('collapsed'), isGuideOver('closed'), isGuideOver('finished')]).toEqual([false, false, true, true]);
  });
});
