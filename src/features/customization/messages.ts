/**
 * The texts only the customization feature shows, loaded with its screens rather than with the login page (the shell's
 * chunk carries src/messages.ts alone). A file of the feature
 * imports the shared texts (src/messages.ts) by name, as COMMON, beside this MSG, which holds only the feature's own.
 */
export const MSG = {

  /** Spec 3 §3–§5: the customization setting dialog, its summaries, and the customization links. */
  links: {
    defaultChangedElsewhere: '该店铺的默认链接刚在其他页面改变，已重新读取，请确认后再生成',
    // The setting dialog and its fields (spec 3 §3–§5).
    settingTitle: '定制配置',
    batchSettingTitle: (n: number) => `批量定制配置（已选 ${n} 个规格）`,
    batchSettingHint: '同一份配置将依次保存到所选的每个规格，覆盖它们原有的配置。',
    target: (product: string, sku: string | null) => (sku === null ? product : `${product} / ${sku}`),
    modeLabel: '定制模式',
    modeChoices: { default: '默认', diy: '自由定制', collections: '模板分组', single: '单个模板' },
    modeHints: {
      default: '买家使用店铺的默认定制方式。',
      diy: '买家在空白手机壳上自由设计。',
      collections: '买家从所选模板分组的模板中挑选后修改。',
      single: '买家只能使用指定的一个模板。',
    },
    templateGroups: '模板分组',
    templateGroup: '模板分组',
    template: '定制模板',
    ownPage: '开放自由定制页',
    ownPageHint: '开启后买家除了挑选模板，还可以进入自由定制页自行设计。',
    templateGroupRequired: '请选择模板分组',
    templateRequired: '请选择一个定制模板',
    noTemplates: '该分组下暂无模板',
    brands: '品牌型号',
    brandsHint: '不添加任何品牌表示允许全部品牌和型号；某品牌不选型号表示允许该品牌的全部型号。',
    brand: '品牌',
    models: '型号',
    allModels: '全部型号',
    brandRequired: '必须选择一个品牌',
    addBrand: '添加品牌',
    removeBrand: '移除',
    materials: '手机壳材质',
    materialsHint: '不选表示允许全部材质。',
    allMaterials: '全部材质',
    selectAll: '全选',
    deletedMaterial: '已删除材质',
    deletedBrand: '已删除品牌',
    deletedModel: '已删除型号',
    deletedGroup: '已删除分组',
    deletedTemplate: '已删除模板',
    nameLoading: '加载中…',
    switches: '买家可用功能',
    switchNames: {
      imageUploadEnabled: '允许上传图片',
      stickerAssetEnabled: '贴纸素材',
      imageAssetEnabled: '图片素材',
      textEnabled: '文字',
      backgroundEnabled: '背景',
    },
    lookupFailed: '品牌、材质或模板分组加载失败，加载成功前不能保存配置',
    modelsFailed: '型号加载失败',
    // Summaries (spec 3 §9): up to 3 names, then 等N个.
    notConfigured: '未配置',
    names: (shown: readonly string[], total: number, more: boolean) => (more ? `${shown.join('、')} 等${total}个` : shown.join('、')),
    summaryMaterials: (names: string) => `材质：${names}`,
    summaryBrands: (names: string) => `品牌：${names}`,
    summaryGroups: (names: string) => `分组：${names}`,
    summaryAllBrands: '全部品牌和型号',
    summaryCount: (n: number) => `${n}个`,
    saved: '保存成功',
    savingProgress: (done: number, total: number) => `正在保存 ${done}/${total}`,
    someFailed: (n: number) => `${n} 个规格保存失败，点击保存将只重试这些规格`,
    someFailedToast: (n: number) => `${n} 个规格保存失败`,
    failedReason: (target: string, reason: string) => `${target}：${reason}`,
    // The links list and the generate screen (spec 3 §2–§4).
    generate: '生成链接',
    shop: '店铺',
    link: '定制链接',
    configuration: '配置信息',
    timing: '定制顺序',
    timings: { 1: '先定制后下单', 2: '先下单后定制' } as Record<number, string>,
    inDevelopment: '开发中',
    modify: '修改',
    copy: '复制',
    defaultLink: '默认链接',
    noBrandsYet: '品牌型号',
    noMaterialsYet: '手机壳材质',
    emptyCatalogue: (missing: string) => `还没有${missing}：这样生成的链接，买家打开后没有可选的机型或材质，请先添加。`,
    // The list has a row for each shop, links or not: it is empty only when there are no shops yet.
    noLinks: '还没有店铺，所以还没有定制链接。请先添加店铺，再回到这里点击左上角的“生成链接”。',
    goAddShop: '去添加店铺',
    noLinkYet: '未生成',
    delete: '删除',
    deleteTitle: '删除定制链接',
    deleteConfirm: (shop: string) => `确定删除店铺“${shop}”的这条定制链接吗？删除后买家打开这条链接将不能定制，已经下的订单不受影响。`,
    deleteLastDefault: (shop: string) =>
      `这是店铺“${shop}”唯一的定制链接，也是它的默认链接。删除后该店铺没有定制链接，买家打开店铺定制页将不能定制，直到重新生成。已经下的订单不受影响。`,
    defaultNotDeletable: '默认链接不能删除：请先把该店铺的另一条链接设为默认，再删除这一条',
    deleted: '定制链接已删除',
    back: '返回列表',
    modifyTitle: '修改定制链接',
    chooseShop: '请选择店铺',
    shopRequired: '必须选择店铺',
    setDefault: '设为默认链接',
    defaultHint:
      '默认链接不带 ?s= 参数，买家直接打开店铺定制页时使用它。每个店铺只有一个默认链接：把这条设为默认，该店铺原来的默认链接会变为普通链接（带 ?s=）。',
    generateAction: '生成',
    firstIsDefault: '店铺的第一条链接即为默认链接',
    keepsDefault: '这是店铺当前的默认链接；要更换默认链接，请把另一条设为默认',
    defaultMoves: '该店铺已有默认链接，保存后原默认链接将变为普通链接（带 ?s=）。',
    generated: '生成成功',
    modified: '修改成功',
    yourLink: '定制链接',
    generateAnother: '继续生成',
    settingMissing: '这条定制链接不存在或已被删除',
    // Two tabs: a save made from what another tab has since changed asks first (409 SETTING_CONFLICT).
    skuConflictTitle: '定制配置已在其他页面保存',
    skuConflictContent:
      '在你编辑期间，这个规格的定制配置已在其他页面（或其他人）保存过。重新加载将放弃当前的修改，显示最新保存的配置；覆盖保存将用当前的配置替换那次保存。',
    linkConflictTitle: '定制链接已在其他页面修改',
    linkConflictContent:
      '在你编辑期间，这条定制链接的配置已在其他页面（或其他人）修改过。重新加载将放弃当前的修改，显示最新保存的配置；覆盖保存将用当前的配置替换那次修改。',
    reload: '重新加载',
    overwrite: '覆盖保存',
    keepEditing: '继续编辑',
    reloaded: '已重新加载最新保存的配置',
    stoppedSaved: (names: string) => `已保存：${names}`,
    /**
     * 任务仍在进行 while 批量配置 saves (ui/confirm askToStop): what is saved already, a retry's earlier
     * successes included, and what a stop leaves; the call in flight cannot be called back and is said so.
     */
    stopQuestion: ({ done, total, saved, failed }: { done: number; total: number; saved: number; failed: number }) =>
      `已保存 ${saved} 个${failed > 0 ? `，失败 ${failed} 个` : ''}，` +
      (done < total ? `正在保存的 1 个会继续完成，其余 ${total - done - 1} 个将停止。` : '其余 0 个将停止。'),
  },
} as const;
