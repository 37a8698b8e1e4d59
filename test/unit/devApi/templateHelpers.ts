// Shared by the template tests: bodies the designer would send, and seeded groups and templates by name.
import type { DevApi } from '../../../adapters/mock/devApi';
import type { DesignTemplate, TemplateGroup, TemplateSummary } from '../../../contract/templates';
import type { LayerInput, TemplateInput } from '../../../contract/templateBody';
import type { Client } from './catalogueHelpers';
import { svgBytes, upload } from './libraryHelpers';

export const GROUPS = '/api/design_template_collections';
export const TEMPLATES = '/api/design_templates';

/** Every key of a layer in a reply, in the order of the Layer interface (text fields only on text layers). */
export const LAYER_KEYS = [
  'id',
  'uuid',
  'imageUrl',
  'imageFileId',
  'type',
  'rotation',
  'width',
  'height',
  'originalWidth',
  'originalHeight',
  'left',
  'top',
  'index',
  'locked',
  'isSelected',
  'isBackground',
  'isUserUploadImage',
  'horizontalFlip',
  'verticalFlip',
  'aiCutoutType',
  'aiCutoutPlaceholderImageType',
  'stroke',
  'strokeSvgData',
];
export const SUMMARY_KEYS = [
  'id',
  'collectionId',
  'name',
  'width',
  'height',
  'thumbnail',
  'boundDesignAssetCollectionIds',
  'previewPhoneModelId',
  'previewMaterialColorId',
  'productMode',
  'updatedAt',
  'revision',
];
export const TEMPLATE_KEYS = ['id', 'collectionId', 'name', 'width', 'height', 'layers', ...SUMMARY_KEYS.slice(5)];

/** An image layer as the designer saves it: every field of LayerInput. */
export function layerInput(imageFileId: string, uuid: string, over: Partial<LayerInput> = {}): LayerInput {
  return {
    id: null,
    uuid,
    type: 'IMAGE',
    rotation: 0,
    width: 90,
    height: 90,
    originalWidth: 300,
    originalHeight: 300,
    left: 10,
    top: 20,
    index: 0,
    locked: false,
    isBackground: false,
    isUserUploadImage: true,
    horizontalFlip: false,
    verticalFlip: false,
    aiCutoutType: null,
    aiCutoutPlaceholderImageType: null,
    stroke: null,
    strokeSvgData: null,
    imageFileId,
    ...over,
  };
}

export function templateInput(collectionId: string, layers: LayerInput[], over: Partial<TemplateInput> = {}): TemplateInput {
  return {
    collectionId,
    name: '我的模板',
    width: 500,
    height: 1044,
    layers,
    thumbnailFileId: null,
    boundDesignAssetCollectionIds: [],
    previewPhoneModelId: null,
    previewMaterialColorId: null,
    ...over,
  };
}

/** A layer image uploaded as the designer does (kind 3, spec 2 §7). */
export const uploadLayerImage = (api: DevApi, name = 'layer.svg') => upload(api, name, svgBytes(), 3, 'image/svg+xml');
/** A thumbnail uploaded as the designer does (kind 2). */
export const uploadThumbnail = (api: DevApi, name = 'thumbnail.svg') => upload(api, name, svgBytes(), 2, 'image/svg+xml');

export async function groupNamed(c: Client, name: string): Promise<TemplateGroup> {
  const group = (await c.get<TemplateGroup[]>(GROUPS)).find((candidate) => candidate.name === name);
  if (!group) throw new Error(`no template group ${name}`);
  return group;
}

export const listOf = (c: Client, groupId: string) => c.get<TemplateSummary[]>(`${TEMPLATES}?collectionId=${groupId}`);

export async function templateNamed(c: Client, groupName: string, name: string): Promise<DesignTemplate> {
  const group = await groupNamed(c, groupName);
  const summary = (await listOf(c, group.id)).find((candidate) => candidate.name === name);
  if (!summary) throw new Error(`no template ${groupName}/${name}`);
  return c.get<DesignTemplate>(`${TEMPLATES}/${summary.id}`);
}

/** A reply's layers turned back into the body that would save them unchanged (the console knows the file ids it uploaded). */
export function inputOf(template: DesignTemplate, fileIds: string[]): TemplateInput {
  return {
    collectionId: template.collectionId,
    name: template.name,
    width: template.width,
    height: template.height,
    layers: template.layers.map(({ imageUrl: _url, isSelected: _selected, ...layer }, i) => ({ ...layer, imageFileId: fileIds[i]! })),
    thumbnailFileId: null,
    boundDesignAssetCollectionIds: template.boundDesignAssetCollectionIds,
    previewPhoneModelId: template.previewPhoneModelId,
    previewMaterialColorId: template.previewMaterialColorId,
  };
}

/** The file id in a dev API content URL (`…/api/files/:id/content`). */
export function fileIdOfUrl(url: string): string {
  const match = /\/api\/files\/([^/?]+)\/content(?:\?|$)/.exec(url);
  if (!match) throw new Error(`not a content URL: ${url}`);
  return decodeURIComponent(match[1]!);
}
