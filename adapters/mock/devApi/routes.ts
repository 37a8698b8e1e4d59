// Every resource's routes, in one place; a new resource adds its module here.
import type { Router } from './http/router';
import { aiCutoutPlaceholderRoutes } from './cutout/aiCutoutPlaceholderRoutes';
import { assetCollectionRoutes } from './library/assetCollectionRoutes';
import { brandRoutes } from './catalogue/brandRoutes';
import { cloudFileRoutes } from './files/cloudFileRoutes';
import { colorRoutes } from './catalogue/colorRoutes';
import { creditRoutes } from './credits/creditRoutes';
import { cutoutHostRoutes } from './cutout/cutoutHostRoutes';
import { customizationSettingRoutes } from './customization/customizationSettingRoutes';
import { designAssetRoutes } from './library/designAssetRoutes';
import { devOrderRoutes } from './orders/devOrderRoutes';
import { devErpRoutes } from './erp/devErpRoutes';
import { devPreviewModelRoutes } from './catalogue/devPreviewModelRoutes';
import { devToolRoutes } from './devTools/devToolRoutes';
import { downloadRuleRoutes } from './credits/downloadRuleRoutes';
import { erpColorBindingRoutes } from './erp/erpColorBindingRoutes';
import { erpFactoryRoutes } from './erp/erpFactoryRoutes';
import { erpIntegrationRoutes } from './erp/erpIntegrationRoutes';
import { erpMaterialBindingRoutes } from './erp/erpMaterialBindingRoutes';
import { erpMaterialRoutes } from './erp/erpMaterialRoutes';
import { erpModelBindingRoutes } from './erp/erpModelBindingRoutes';
import { erpPrintFileRoutes, erpPushRoutes } from './erp/erpPushRoutes';
import { fileRoutes } from './files/fileRoutes';
import { fontColorRoutes } from './library/fontColorRoutes';
import { marketplaceImageRoutes } from './shops/marketplaceImageRoutes';
import { materialRoutes } from './catalogue/materialRoutes';
import { miniAppRoutes } from './shops/miniAppRoutes';
import { modelRoutes } from './catalogue/modelRoutes';
import { printSizeRoutes } from './catalogue/printSizeRoutes';
import { jigRoutes } from './jigs/jigRoutes';
import { orderImageRoutes } from './orders/orderImageRoutes';
import { orderRoutes } from './orders/orderRoutes';
import { productRoutes } from './shops/productRoutes';
import { rechargeRoutes } from './credits/rechargeRoutes';
import { shopCustomizationSettingRoutes } from './customization/shopCustomizationSettingRoutes';
import { shopFontRoutes } from './library/shopFontRoutes';
import { shopRoutes } from './shops/shopRoutes';
import { skuRoutes } from './catalogue/skuRoutes';
import { templateBatchRoutes } from './templates/templateBatchRoutes';
import { templateGroupRoutes } from './templates/templateGroupRoutes';
import { templateRoutes } from './templates/templateRoutes';
import { userRoutes } from './auth/userRoutes';
import { wireframeRoutes } from './catalogue/wireframeRoutes';

export const ROUTE_MODULES: ReadonlyArray<(router: Router) => void> = [
  userRoutes,
  miniAppRoutes,
  fileRoutes,
  brandRoutes,
  modelRoutes,
  printSizeRoutes,
  jigRoutes,
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
