// Every resource's routes, in one place; a new resource adds its module here.
import type { Router } from '../router';
import { aiCutoutPlaceholderRoutes } from './aiCutoutPlaceholders';
import { assetCollectionRoutes } from './assetCollections';
import { brandRoutes } from './brands';
import { cloudFileRoutes } from './cloudFiles';
import { colorRoutes } from './colors';
import { creditRoutes } from './credits';
import { cutoutHostRoutes } from './cutoutHost';
import { customizationSettingRoutes } from './customizationSettings';
import { designAssetRoutes } from './designAssets';
import { devOrderRoutes } from './devOrders';
import { devErpRoutes } from './devErp';
import { devPreviewModelRoutes } from './devPreviewModels';
import { devToolRoutes } from './devTools';
import { downloadRuleRoutes } from './downloadRules';
import { erpColorBindingRoutes } from './erpColorBindings';
import { erpFactoryRoutes } from './erpFactories';
import { erpIntegrationRoutes } from './erpIntegrations';
import { erpMaterialBindingRoutes } from './erpMaterialBindings';
import { erpMaterialRoutes } from './erpMaterials';
import { erpModelBindingRoutes } from './erpModelBindings';
import { erpPrintFileRoutes, erpPushRoutes } from './erpPush';
import { fileRoutes } from './files';
import { fontColorRoutes } from './fontColors';
import { marketplaceImageRoutes } from './marketplaceImages';
import { materialRoutes } from './materials';
import { miniAppRoutes } from './miniApp';
import { modelRoutes } from './models';
import { orderImageRoutes } from './orderImages';
import { orderRoutes } from './orders';
import { productRoutes } from './products';
import { rechargeRoutes } from './recharges';
import { shopCustomizationSettingRoutes } from './shopCustomizationSettings';
import { shopFontRoutes } from './shopFonts';
import { shopRoutes } from './shops';
import { skuRoutes } from './skus';
import { templateBatchRoutes } from './templateBatch';
import { templateGroupRoutes } from './templateGroups';
import { templateRoutes } from './templates';
import { userRoutes } from './users';
import { wireframeRoutes } from './wireframes';

export const ROUTE_MODULES: ReadonlyArray<(router: Router) => void> = [
  userRoutes,
  miniAppRoutes,
  fileRoutes,
  brandRoutes,
  modelRoutes,
  materialRoutes,
  colorRoutes,
  skuRoutes,
  wireframeRoutes,
  assetCollectionRoutes,
  designAssetRoutes,
  shopFontRoutes,
  fontColorRoutes,
  templateGroupRoutes,
  templateBatchRoutes,
  templateRoutes,
  shopRoutes,
  productRoutes,
  customizationSettingRoutes,
  shopCustomizationSettingRoutes,
  orderRoutes,
  orderImageRoutes,
  creditRoutes,
  rechargeRoutes,
  downloadRuleRoutes,
  cloudFileRoutes,
  marketplaceImageRoutes,
  devToolRoutes,
  devOrderRoutes,
  aiCutoutPlaceholderRoutes,
  cutoutHostRoutes,
  devPreviewModelRoutes,
  erpIntegrationRoutes,
  erpFactoryRoutes,
  erpModelBindingRoutes,
  erpMaterialRoutes,
  erpMaterialBindingRoutes,
  erpColorBindingRoutes,
  erpPushRoutes,
  erpPrintFileRoutes,
  devErpRoutes,
];
