import { SHOP_NAME_REQUIRED, SHOP_TYPE_REQUIRED } from '../../../contract/shops';

/**
 * The texts only the shops feature shows, loaded with its screens rather than with the login page (the shell's
 * chunk carries src/messages.ts alone). A file of the feature
 * imports the shared texts (src/messages.ts) by name, as COMMON, beside this MSG, which holds only the feature's own.
 */
export const MSG = {
  /** Spec 3 §1–§2: the shops a seller runs, and the mini app card on their screen. */
  shops: {
    index: '序号',
    platform: '平台',
    unknownPlatform: (type: number) => `未知平台（${type}）`,
    name: '店铺名称',
    boundAt: '添加时间',
    // The spec shows two columns that always read 无 without naming them; a Taobao service console shows these.
    edition: '订购版本',
    expiresAt: '服务到期时间',
    none: '无',
    add: '添加店铺',
    edit: '编辑',
    editTitle: '编辑店铺',
    type: '店铺类型',
    typePlaceholder: '请选择店铺类型',
    namePlaceholder: '请输入店铺名称',
    nameWarning: '请填写真实的店铺名称，买家在定制页面会看到该名称。',
    // The form's rule texts are the contract's (contract/shops.ts), the dev API's alike.
    typeRequired: SHOP_TYPE_REQUIRED,
    nameRequired: SHOP_NAME_REQUIRED,
    added: '添加成功',
    changed: '修改成功',
    // The mini app card (spec 3 §7): where a seller looks for the app's version in the production console.
    miniApp: '小程序',
    miniAppName: '小程序名称',
    currentVersion: '当前版本',
    unpublished: '未发布',
    latestVersion: '最新版本',
    upToDate: '已是最新版本',
    updateTo: (version: string) => `更新到 ${version}`,
    updateTitle: '更新小程序',
    updateConfirm: (version: string) => `确定将小程序更新到 ${version} 吗？更新后买家打开的即是新版本。`,
    updated: (version: string) => `更新成功，当前版本 ${version}`,
    // Two tabs: an edit made from what another tab has since changed asks first (409 SHOP_CONFLICT).
    conflictTitle: '店铺已在其他页面修改',
    conflictContent:
      '在你编辑期间，这个店铺已在其他页面（或其他人）修改过。重新加载将放弃当前的修改，显示最新保存的店铺信息；覆盖保存将用当前填写的内容替换那次修改。',
    reload: '重新加载',
    overwrite: '覆盖保存',
    keepEditing: '继续编辑',
    reloaded: '已重新加载最新保存的店铺信息',
    // 重新加载 found the shop deleted since (in another tab): the form closes, the list drops it.
    goneElsewhere: '这个店铺已在其他页面删除',
    // Spec 3 §3: SDK and TAOBAO cannot be chosen when adding; the form says why they are not offered.
    boundPlatformsNote: '淘宝和SDK接入的店铺不在这里添加：它们由服务绑定（在千牛订购本服务或通过SDK接入时自动加入列表），不能手动添加。',
    noShops: '还没有店铺。点击下面的“添加店铺”添加第一个店铺。',
    delete: '删除',
    deleteTitle: '删除店铺',
    deleteConfirm: (platform: string, name: string) => `确定删除${platform}店铺“${name}”吗？删除后不能恢复。`,
    deleteTakes: '将一并删除：该店铺的全部商品和它们的SKU定制配置，以及该店铺的全部定制链接（买家将不能再通过这些链接定制）。',
    deleteKeeps: '会保留：该店铺的订单和扣费记录，仍可在订单管理（全部店铺）和扣费记录中查看。',
    deleted: '店铺已删除',
  },
} as const;
