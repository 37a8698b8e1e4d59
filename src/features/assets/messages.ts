import { MSG as COMMON } from '../../messages';
import { ASSET_MAX_BYTES, megabytes } from '../../../contract/limits';

/**
 * The texts only the assets feature shows, loaded with its screens rather than with the login page (the shell's
 * chunk carries src/messages.ts alone). A file of the feature
 * imports the shared texts (src/messages.ts) by name, as COMMON, beside this MSG, which holds only the feature's own.
 */
export const MSG = {
  assets: {
    collectionsOf: (type: string) => `${type} · 分组管理`,
    back: '返回',
    collectionName: '分组名称',
    addCollection: '新增分组',
    renameCollection: '重命名分组',
    rename: '重命名',
    chooseFiles: '选择图片',
    dragHint: '可一次选择多张图片，也可以把图片拖到这里',
    dropHint: '松开鼠标，上传这些图片',
    /** Spec 1 §5 names no text for it: the default (spec 2's 请输入分组名称 is the template group's). */
    collectionNameRequired: COMMON.common.required,
    collectionAdded: '分组添加成功',
    collectionRenamed: '分组修改成功',
    deleteCollectionWarning: (name: string) => `确定删除分组「${name}」吗？分组内的素材也会一并删除。`,
    noCollections: '还没有分组，请先新增分组',
    upload: '上传素材',
    uploadInstructions: `单个文件不超过 ${megabytes(ASSET_MAX_BYTES)}M，支持 jpg、jpeg、png、gif、svg、webp。`,
    stickerHint: '贴纸尺寸不限',
    ratioHint: '建议宽高比 1:2',
    noValidFiles: '所选的文件不符合规范请检查',
    deleteAssetWarning: '确定删除该素材吗？',
    empty: '该分组还没有素材',
  },
} as const;
