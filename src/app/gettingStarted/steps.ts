import { shopPlatform, type ShopType } from '../../../contract/shopPlatforms';
import { BRAND_LIST_PATH, CUSTOMIZATION_LINKS_PATH, MATERIAL_LIST_PATH, MODEL_LIST_PATH, PRODUCT_SETTING_PATH, SHOP_SETTING_PATH, TEMPLATE_PATH } from '../../lib/screenPaths';
import { GUIDE } from './messages';

/**
 * What the account holds, as far as the road to a customization link goes (spec 3 §1: add shops, configure
 * products, generate links; spec 3 §3: a link is made from a shop customization setting, which binds brands
 * and models, materials and, for the template modes, template groups).
 */
export interface AccountFacts {
  /** The platforms of the account's shops, one entry a shop. */
  shopTypes: readonly ShopType[];
  hasProduct: boolean;
  /** A brand exists: the models step then opens 型号列表 rather than 品牌列表. */
  hasBrand: boolean;
  hasModel: boolean;
  /** A material with at least one colour: a buyer picks both. */
  hasMaterial: boolean;
  hasTemplate: boolean;
  hasLink: boolean;
}

export type StepState = 'done' | 'todo' | 'notNeeded';

export interface GuideStep {
  key: 'shop' | 'product' | 'models' | 'materials' | 'templates' | 'link';
  title: string;
  /** What the step asks, for this account's platforms. */
  hint: string;
  state: StepState;
  /** Where the step is done. */
  path: string;
  /** The button's word when the step is still to do. */
  action: string;
}

const GENERATE_LINK_PATH = `${CUSTOMIZATION_LINKS_PATH}/generate`;

/**
 * The product step by platform (spec 3 §2): short-video shops add products by hand, Taobao-type shops sync
 * them, and the other platforms do neither: their buyers customize through the shop's link alone, so the
 * step is not needed there.
 */
function productStep(facts: AccountFacts): Pick<GuideStep, 'hint' | 'state'> {
  if (facts.hasProduct) return { hint: GUIDE.productHintDone, state: 'done' };
  const platforms = facts.shopTypes.map((type) => shopPlatform(type)).filter((platform) => platform !== undefined);
  if (platforms.length === 0) return { hint: GUIDE.productHintNoShop, state: 'todo' };
  const adds = platforms.some((platform) => platform.addsProducts);
  const syncs = platforms.some((platform) => platform.syncsProducts);
  if (adds && syncs) return { hint: GUIDE.productHintAddOrSync, state: 'todo' };
  if (adds) return { hint: GUIDE.productHintAdd, state: 'todo' };
  if (syncs) return { hint: GUIDE.productHintSync, state: 'todo' };
  return { hint: GUIDE.productHintNone, state: 'notNeeded' };
}

const state = (done: boolean): StepState => (done ? 'done' : 'todo');

/** A brand without models: the step says so and opens 型号列表, where the model is added. */
function modelsStep(facts: AccountFacts): Pick<GuideStep, 'hint' | 'state' | 'path'> {
  const brandOnly = facts.hasBrand && !facts.hasModel;
  return { hint: brandOnly ? GUIDE.modelsHintBrandOnly : GUIDE.modelsHint, state: state(facts.hasModel), path: facts.hasBrand ? MODEL_LIST_PATH : BRAND_LIST_PATH };
}

/** The steps from an empty account to its first customization link, in the order they are done. */
export function guideSteps(facts: AccountFacts): GuideStep[] {
  return [
    { key: 'shop', title: GUIDE.shopTitle, hint: GUIDE.shopHint, state: state(facts.shopTypes.length > 0), path: SHOP_SETTING_PATH, action: GUIDE.shopAction },
    { key: 'product', title: GUIDE.productTitle, ...productStep(facts), path: PRODUCT_SETTING_PATH, action: GUIDE.productAction },
    { key: 'models', title: GUIDE.modelsTitle, ...modelsStep(facts), action: GUIDE.modelsAction },
    { key: 'materials', title: GUIDE.materialsTitle, hint: GUIDE.materialsHint, state: state(facts.hasMaterial), path: MATERIAL_LIST_PATH, action: GUIDE.materialsAction },
    { key: 'templates', title: GUIDE.templatesTitle, hint: GUIDE.templatesHint, state: state(facts.hasTemplate), path: TEMPLATE_PATH, action: GUIDE.templatesAction },
    { key: 'link', title: GUIDE.linkTitle, hint: GUIDE.linkHint, state: state(facts.hasLink), path: GENERATE_LINK_PATH, action: GUIDE.linkAction },
  ];
}

/** How many steps are behind the merchant: done, or not needed on this account's platforms. */
export function stepsBehind(steps: readonly GuideStep[]): number {
  return steps.filter((step) => step.state !== 'todo').length;
}

/** The step to do next: the first one neither done nor needless. */
export function nextStep(steps: readonly GuideStep[]): GuideStep | undefined {
  return steps.find((step) => step.state === 'todo');
}
