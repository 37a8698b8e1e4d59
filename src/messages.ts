import { ASSET_TOO_LARGE, PRINT_AREA_TOO_TALL, PRINT_AREA_TOO_WIDE } from '../contract/limits';
import { NAME_DIRECTION_CONTROL, NAME_INVISIBLE_CHARACTER, REQUIRED } from '../contract/nameTexts';
import { IMAGE_DAMAGED, IMAGE_WRONG_FORMAT, imageTooLarge } from '../contract/imageUploadTexts';
import { MAX_IMAGES_PER_WIREFRAME } from './lib/wireframeImport/limits';

/** The texts of the 平台调试 menu entry and the session recorder, which only the dev server and the QA build have. */
const DEV_TOOL_TEXT_ALL = {
  recording: {
    recording: '录制中',
    saveRecording: '保存录制',
    recordingSaved: '录制已保存',
  },
  /** The menu's entry; the screen's own texts are in features/platform/messages.ts, loaded with it. */
  platform: {
    menu: '平台调试',
  },
} as const;

// The production build compiles __DEV_TOOLS__ to false and the minifier drops the texts above with it.
const DEV_TOOL_TEXT: typeof DEV_TOOL_TEXT_ALL = __DEV_TOOLS__ ? DEV_TOOL_TEXT_ALL : ({ recording: {}, platform: {} } as unknown as typeof DEV_TOOL_TEXT_ALL);

/**
 * The texts the shell (login, session, errors, menu) and ui/, lib/ and api/ show, and those several features
 * share: what the login page loads. A text only one feature shows is in that feature's messages.ts, which
 * loads with its screens; a feature imports these by name. Texts quoted by the spec appear exactly as the spec
 * writes them (including its 登陆成功 and 未知錯誤; test/unit/messages/specTexts.test.ts keeps the list); the rest
 * are ours, in the same voice.
 */
export const MSG = {
  app: {
    defaultName: '定制小程序',
    consoleTitle: '商家后台',
    loadingScreen: '页面加载中...',
    loadScreenFailed: '页面加载失败，请刷新重试',
    reload: '刷新页面',
  },
  login: {
    title: '商家登录',
    username: '用户名',
    password: '密码',
    submit: '登录',
    usernameRequired: '用户名必填',
    passwordRequired: '密码必填',
    success: '登陆成功',
  },
  session: {
    expired: '登录过期，请重新登录！',
    logout: '退出登录',
    logoutConfirmTitle: '退出登录',
    logoutConfirm: '确定要退出登录吗？',
    loggedOut: '已退出登录',
    auditMode: '审核模式',
  },
  agreement: {
    label: '我已阅读并同意',
    link: '《服务协议》',
  },
  notFound: {
    title: '404',
    text: '抱歉，您访问的页面不存在',
    home: '返回首页',
  },
  shell: {
    help: '帮助文档',
    accountMenu: (username: string) => `当前账户 ${username}`,
    /** Spec 1 §1: the help documents' topics, in the menu's order (app/helpLinks.ts gives each its page). */
    helpTopics: {
      gettingStarted: '快速入门',
      phoneBrandsModels: '品牌与型号管理',
      caseMaterials: '手机壳材质与颜色',
      wireframes: '线框图与打印区域',
      wireframeImport: '一键导入线框图',
      skus: 'SKU 上架与下架',
      designAssets: '素材库与分组',
      fonts: '店铺字体',
      textColors: '文字颜色',
      templates: '设计模板管理',
      designer: '图层设计器',
      aiCutout: 'AI 抠图与人像占位图',
      psdImport: 'PSD 导入',
      batchTools: '批量预览与批量设置',
      productCustomization: '商品定制配置',
      customizationLinks: '定制链接',
      orders: '订单管理',
      bulkDownload: '批量下载定制图',
      credits: '积分充值与扣费',
      shops: '店铺设置',
      factoryErp: '工厂 ERP 对接与推单',
      subAccountAuthorization: '子账号授权',
    },
    support: '联系客服',
    collapseMenu: '收起菜单',
    expandMenu: '展开菜单',
    adapter: '运行环境',
    adapterNames: { qianniu: '千牛', browser: '浏览器', mock: '模拟' },
    adapterUnusable: '不可用',
    /** The way back from a `?adapter=` that stuck to the tab. */
    adapterAuto: '自动识别环境',
    recording: DEV_TOOL_TEXT.recording.recording,
    saveRecording: DEV_TOOL_TEXT.recording.saveRecording,
    recordingSaved: DEV_TOOL_TEXT.recording.recordingSaved,
  },
  errors: {
    networkTitle: '网络请求错误',
    requestUrl: '请求地址',
    traceId: '追踪ID',
    code: '错误码',
    message: '错误信息',
    networkFailed: '请检查您的网络设置，请求发送失败！',
    requestTimeout: '请求超时，请稍后重试',
    httpStatus: (status: number) => `请求失败（HTTP ${status}）`,
    gatewayBusy: '系统繁忙，请刷新页面重试。',
    unknown: '未知錯誤',
    cancelled: '取消操作',
    subAccountDenied: '该子帐号无此操作权限',
    subAccountTutorial: '查看子账号授权教程',
    ok: '知道了',
    uploadFailed: '上传失败',
    fetchDataFailed: '获取数据发生错误',
  },
  /** The ones the shell, ui/, lib/, api/ or several features show; the rest are in features/integrations/messages.ts. */
  integrations: {
    menu: '工厂对接',
  },
  embedded: {
    untrustedParent: '此页面只能嵌入在受信任的页面中使用',
  },
  boot: {
    failed: '控制台启动失败',
    starting: '正在打开控制台…',
  },
  common: {
    /** A name or content outside contract/imageUploadTexts.ts's list: the asset library, the designer's upload and the dev API say the same. */
    imageWrongFormat: IMAGE_WRONG_FORMAT,
    /** An image that does not load (spec 1 §5's words): a thumbnail that fails, bytes that are no image behind a listed name. */
    imageDamaged: IMAGE_DAMAGED,
    /** Spec 1 §9's limit on an image file, in spec 2 §9's words, as the asset library and the designer's upload both say it. */
    imageFileTooLarge: ASSET_TOO_LARGE,
    /** A file that would taint the canvas (lib/canvasSafety.ts): the asset library and the designer's upload say the same. */
    imageTaintsCanvas: 'SVG 含有网页内容（如 draw.io 导出的文字），画布无法使用，请另存为 PNG 后上传',
    /** An SVG pointing outside the file (lib/canvasSafety.ts): the asset library and the designer's upload say the same. */
    svgOutsideReference: 'SVG 引用了文件以外的图片或资源，保存后显示会不一样，请把图片嵌入文件或另存为 PNG 后上传',
    /** An SVG whose stored copy would draw otherwise (lib/canvasSafety.ts): animation, links, HTML, escapes; the asset library and the designer's upload say the same. */
    svgDrawsOtherwise: 'SVG 含有动画、链接或非 SVG 内容，保存后显示会不一样，请另存为静态 SVG 或 PNG 后上传',
    /** An SVG whose <use> references, followed, would draw without end (contract/svgCost.ts). */
    svgTooComplex: 'SVG 图形过于复杂（引用或滤镜过多），无法显示，请另存为 PNG 后上传',
    /** Spec 3 §8; the fallback when neither the clipboard API nor the selection works. */
    copied: '复制成功',
    copyFailed: '复制失败，请手动选中后复制',
    add: '新增',
    edit: '编辑',
    delete: '删除',
    save: '保存',
    cancel: '取消',
    operation: '操作',
    /** Spec 1 §5's default for a required text field the spec gives no text of its own. */
    required: REQUIRED,
    deleted: '删除成功',
    updated: '更新成功',
    done: '操作成功',
    sorted: '排序成功',
    sorting: '正在排序中，请稍后重试',
    dragToSort: '拖动排序',
    sortColumn: '排序',
    tickRow: '勾选此行',
    tickAllRows: '勾选全部行',
    jumpToPage: '跳至页码',
    sortSaving: '正在保存排序…',
    /** The names rule's texts (contract/nameTexts.ts), the dev API's alike. */
    nameDirectionControl: NAME_DIRECTION_CONTROL,
    nameInvisibleCharacter: NAME_INVISIBLE_CHARACTER,
    /** A declared side over contract/imageUpload.ts's MAX_IMAGE_SIDE, as the dev API says it too. */
    imageTooLarge,
    sortFailed: '排序未能全部保存，已重新加载当前顺序',
    // A sort a reload or a closed tab cut short, seen on the next visit of its list (ui/useSortableList).
    sortResumed: '上次的排序没有完成，已继续完成',
    sortResumeChanged: '上次的排序没有完成，期间列表已被修改，未继续排序，请核对当前顺序',
    // A sort made on an order another tab (or device) changed since this one loaded it (ui/useSortSave).
    sortedElsewhere: '列表顺序已在其他页面修改，已显示最新顺序，请核对后重新排序',
    confirmDeleteTitle: '确认删除',
    total: (n: number) => `共 ${n} 条`,
    progress: (done: number, total: number) => `${done}/${total}`,
    /** A batch run one item after another: `done` counts the items already finished (spec 1 §4, spec 2 §4). */
    batchProgress: (done: number, total: number) => `正在处理 ${done}/${total}`,
    batchFailed: (n: number) => `${n} 个操作失败`,
    yes: '是',
    no: '否',
    search: '搜索',
    empty: '暂无数据',
  },
  /** The ones the shell, ui/, lib/, api/ or several features show; the rest are in features/catalogue/messages.ts. */
  catalogue: {
    brandModelMenu: '品牌型号',
    materialMenu: '手机壳材质',
    printAreaLeft: '左',
    printAreaRight: '右',
    printAreaTop: '上',
    printAreaBottom: '下',
    // The print area's bound says the contract's texts (contract/limits.ts), the dev API's alike.
    printAreaTooWide: PRINT_AREA_TOO_WIDE,
    printAreaTooTall: PRINT_AREA_TOO_TALL,
    printAreaNotInteger: '打印区域必须为整数',
    printAreaNegative: '打印区域不能为负数',
    printAreaNotSet: '未设置',
    pasted: '粘贴成功',
    importFetchFailed: '获取数据发生错误',
    importMisnamed: '图片命名不符合规则',
    importTooManyInGroup: `同一品牌型号材质颜色线框图最多只能上传${MAX_IMAGES_PER_WIREFRAME}张哦~`,
    importSizeMismatch: '当前添加的线框图前后景图片大小不一致或图片有问题，请检查，谢谢~',
    importBadImage: '当前添加的线框图图片有问题，请检查，谢谢~',
    importExistingSizeDiffers: '已有线框图的宽高与当前图片不一致，请检查，谢谢~',
  },
  /** The ones the shell, ui/, lib/, api/ or several features show; the rest are in features/assets/messages.ts. */
  assets: {
    menu: '素材库',
    imagesTab: '图库',
    mapsTab: '贴纸',
    backgroundsTab: '背景',
    collections: '分组管理',
  },
  /** The ones the shell, ui/, lib/, api/ or several features show; the rest are in features/fonts/messages.ts. */
  fonts: {
    menu: '字体与颜色',
    previewFailed: '生成字体预览图失败，请检查字体文件',
    missingGlyphs: '填入的字体没有找到对应的字形',
  },
  /** The ones the shell, ui/, lib/, api/ or several features show; the rest are in features/templates/messages.ts. */
  templates: {
    menu: '设计模板',
  },
  upload: {
    step0: '说明',
    step1: '上传中',
    step2: '上传结果',
    fileName: '文件名',
    status: '状态',
    errorReason: '错误原因',
    success: '成功',
    failed: '失败',
    pending: '等待中',
    uploading: '上传中',
    retryFailed: '重新上传失败的文件',
    finish: '完成',
    summary: (ok: number, failed: number) => `成功 ${ok} 个，失败 ${failed} 个`,
  },
  confirm: {
    ok: '确定',
    cancel: '取消',
  },
  /**
   * The answers to a stale save (ui/saveConflict.tsx), the designer's and the wireframe form's; the designer's
   * question itself is in features/designer/messages.ts.
   */
  designerSession: {
    reload: '重新加载',
    overwrite: '覆盖保存',
    keepEditing: '继续编辑',
  },
  /** Development and QA tools only; empty in the production build (see DEV_TOOL_TEXT). */
  platform: DEV_TOOL_TEXT.platform,

  sessionSafety: {
    switchTitle: '切换账号',
    switchConfirm: (offered: string, current: string) =>
      `此链接要以账号「${offered}」登录，当前已登录账号「${current}」。切换后将退出当前账号，是否切换？`,
    switchOk: '切换账号',
    switchCancel: '保留当前账号',
    signInTitle: '确认登录账号',
    signInConfirm: (offered: string) => `使用账号「${offered}」登录？此链接带有该账号的登录凭证，不是你要登录的账号请点“取消”。`,
    signInOk: '登录',
    signInCancel: '取消',
    loggedOutElsewhere: '已在其他窗口退出登录',
    switchedElsewhere: (account: string | null) =>
      account ? `已在其他窗口切换为账号「${account}」，页面即将刷新` : '已在其他窗口切换账号，页面即将刷新',
  },
  /** A list that failed to load; closing or leaving while work runs. */
  listLoad: {
    failed: '列表加载失败',
    retry: '重试',
  },
  midWork: {
    closeTitle: '任务仍在进行',
    closeSummary: (done: number, left: number) => `已完成 ${done} 个，未完成 ${left} 个。关闭将停止未完成的部分。`,
    /** For a batch that runs one call at a time: the one in flight cannot be called back, and is said so. */
    closeSummaryOneAtATime: (done: number, total: number) =>
      done < total
        ? `已完成 ${done} 个，正在进行的 1 个会继续完成，其余 ${total - done - 1} 个将停止。`
        : `已完成 ${done} 个，其余 0 个将停止。`,
    unfinished: (names: string) => `未完成：${names}`,
    andMore: (names: string, more: number) => `${names} 等，另有 ${more} 个`,
    stop: '停止并关闭',
    keepGoing: '继续',
    stopped: (done: number, left: number) => `已停止：完成 ${done} 个，未完成 ${left} 个`,
    uploadWork: '上传文件',
    batchWork: '批量操作',
  },
  /** The ones the shell, ui/, lib/, api/ or several features show; the rest are in features/shops/messages.ts. */
  shops: {
    menu: '店铺设置',
  },
  /** The ones the shell, ui/, lib/, api/ or several features show; the rest are in features/products/messages.ts. */
  products: {
    menu: '商品定制配置',
  },
  /** The ones the shell, ui/, lib/, api/ or several features show; the rest are in features/customization/messages.ts. */
  links: {
    menu: '定制链接',
    generateTitle: '生成定制链接',
    modeNames: {
      1: '默认',
      2: '自由定制',
      3: '单个模板',
      4: '模板分组',
      5: '模板分组 + 自由定制',
    } as Record<number, string>,
  },
  /** The ones the shell, ui/, lib/, api/ or several features show; the rest are in features/orders/messages.ts. */
  orders: {
    menu: '订单管理',
  },

  /** The ones the shell, ui/, lib/, api/ or several features show; the rest are in features/jigs/messages.ts. */
  jigs: {
    menu: '打印治具',
    kindNames: { grid: '网格', svg: 'SVG', film: '胶片' } as Record<'grid' | 'svg' | 'film', string>,
    /** JigDrawing: the bed's accessible name, and a mirrored slot's mark. */
    drawingLabel: (name: string, slots: number) => `${name}的示意图，共${slots}个槽位`,
    mirrorMark: '镜像',
  },
  /** Why an SVG is not read as a jig (lib/sheets/jigSvg.ts); the slot ids are the file's own (S1, S2…). */
  jigSvg: {
    tooLarge: (maxMb: number) => `SVG 文件超过 ${maxMb} MB，不像是一个治具模板，请检查文件`,
    notSvg: '不是有效的 SVG 文件，无法读取',
    declarations: 'SVG 含有 DOCTYPE 或实体声明，出于安全原因不能读取',
    script: 'SVG 含有脚本，出于安全原因不能读取',
    eventHandler: (attribute: string) => `SVG 含有事件处理属性（${attribute}），出于安全原因不能读取`,
    foreign: 'SVG 含有 foreignObject 或非 SVG 内容，出于安全原因不能读取',
    external: 'SVG 引用了文件以外的内容（链接、外部图片或样式），出于安全原因不能读取',
    noSize: 'SVG 没有宽高（width、height）也没有 viewBox，无法确定尺寸',
    badLength: (attribute: string) => `SVG 的 ${attribute} 不是长度（如 400mm），无法确定尺寸`,
    badViewBox: 'SVG 的 viewBox 无法读取',
    aspect: 'SVG 的 viewBox 与宽高的比例不一致，无法换算为毫米',
    sizeOutOfRange: (width: number, height: number, max: number) => `SVG 的尺寸为 ${width} × ${height} mm，治具的每边须大于 0 且不超过 ${max} mm`,
    badTransform: (id: string) => `${id} 或其所在的组的 transform 无法读取`,
    noSlots: 'SVG 中没有槽位：请把每个槽位画成闭合图形（矩形、圆、椭圆、多边形或闭合路径），并把它们的 id 依次设为 S1、S2、S3……',
    notClosed: (id: string) => `${id} 不是闭合图形：槽位只能是矩形、圆、椭圆、多边形或以 Z 结束的路径`,
    unreadableShape: (id: string) => `${id} 的形状无法读取`,
    emptyShape: (id: string) => `${id} 的宽或高为 0`,
    nested: (id: string) => `${id} 位于嵌套的 <svg> 中，无法确定其位置`,
    duplicate: (id: string) => `${id} 出现了不止一次，每个槽位的 id 只能用一次`,
    missing: (id: string) => `缺少槽位 ${id}：槽位的 id 必须从 S1 起依次编号，不能跳号`,
    tooMany: (max: number) => `SVG 中的槽位超过 ${max} 个`,
  },

  /** Spec 3 §8–§9: the bulk download's engine (file names, per-image failure reasons). */
  downloadEngine: {
    quantity: (count: number) => `定制${count}张`,
    unnamedShop: '未命名店铺',
    unnamedImage: '未命名图片',
    httpStatus: (status: number) => `服务器返回 HTTP ${status}`,
    networkError: '网络错误，无法下载图片',
    notAnImage: '下载的内容不是图片',
    cutShort: '下载的图片不完整',
    stalled: '图片下载超时：长时间没有收到数据',
    conversionFailed: '转换为 TIF 失败',
    notArchived: '无法写入压缩包',
    tooLargeForPart: (bytes: number) => `图片超过当前环境单个文件的上限（${(bytes / 1_048_576).toFixed(0)} MB），请在浏览器中下载`,
    cancelled: '已取消下载',
  },
  /**
   * Production sheets (lib/sheets/): a design's check badge, which 订单管理 and the sheets' preview both show, and
   * why a hand edit of a layout is refused.
   */
  sheetCheck: {
    dpi: (dpi: number) => `${dpi} dpi`,
    blurry: '会模糊',
    low: '偏低',
    aspect: (percent: string) => `比例与打印尺寸相差 ${percent}%`,
    empty: '空白或几乎空白',
    /** Between the number and each reason: 「142 dpi · 会模糊」. */
    separator: ' · ',
  },
  sheetEdit: {
    modelNotTaken: (slot: number, model: string) => `${slot}号位不放${model}`,
    tooLarge: (model: string, size: string, slot: number, slotSize: string) => `${model}的打印尺寸${size}放不进${slot}号位（${slotSize}）`,
    otherBlank: '不同材质或颜色的版不能互换',
    slotLeftEmpty: (slot: number) => `${slot}号位已留空`,
    slotFree: (slot: number) => `${slot}号位没有图`,
    noPrintSize: (model: string) => `${model}未设置打印尺寸，请在型号列表中设置`,
  },
  /** Production sheets: the slot map's words (slotmapPdf.ts), printed as images of the text. */
  slotMap: {
    title: (jigName: string, sheet: number, material: string, colour: string) => `${jigName} 第${sheet}张 槽位图（${material} ${colour}）`,
    page: (page: number, pages: number) => `第${page}/${pages}页`,
    columns: ['槽位', '订单号', '商品', '份数', '型号', '材质', '颜色', '检查', '扫码'],
    copy: (copy: number, copies: number) => `${copy}/${copies}`,
    notChecked: '未检查',
  },
  /** Production sheets: manifest.csv (manifest.ts): a check's level, and why an item was not placed. */
  manifest: {
    level: { red: '红', yellow: '黄', green: '绿' },
    notPlaced: {
      noPrintSize: '机型未设置打印尺寸',
      fitsNoSlot: '打印尺寸放不进治具的任何槽位',
      unreadable: '定制图无法读取',
      noPrintFile: '没有定制图：订单不完整，请勿按完整订单发货',
    },
  },
  /** Production sheets, sheet-NN.tif: why a sheet's TIF was not written (lib/sheets/sheetTiff.ts). */
  sheetTiff: {
    tooLarge: (sheet: string, dpi: number, widthPx: number, heightPx: number, maxSidePx: number) =>
      `${sheet} 在 ${dpi} dpi 下为 ${widthPx.toLocaleString('en-US')} × ${heightPx.toLocaleString('en-US')} 像素，` +
      `超出 TIF 每边 ${maxSidePx.toLocaleString('en-US')} 像素的上限，未生成 ${sheet}.tif；请用同一压缩包中的 ${sheet}.pdf 按实际尺寸打印`,
  },
  /** The ones the shell, ui/, lib/, api/ or several features show; the rest are in features/credits/messages.ts. */
  credits: {
    menu: '积分充值',
    paymentResult: '支付结果',
  },
  /** The ones the shell, ui/, lib/, api/ or several features show; the rest are in features/designer/messages.ts. */
  aiPortrait: {
    cutoutUnavailable: '未配置抠图服务，暂不能使用AI抠图',
  },
  psdImport: {
    failedTitle: '导入失败',
    selectOne: '请选择一个画板',
    selectAtLeastOne: '请选择至少一个画板',
    previewComing: '预览生成中…',
    noArtboards: '导入失败，未找到任何画板',
    succeeded: '导入成功',
    importButton: '导入PSD',
    chooseFile: '选择PSD文件',
    chooseAnother: '重新选择文件',
    reading: '正在读取文件…',
    parsing: '正在解析PSD…',
    encoding: (done: number, total: number) => `正在生成图层图片 ${done}/${total}`,
    tooLarge: (mb: number) => `PSD文件不能超过${mb}MB，请精简图层或缩小尺寸后重试`,
    notPsd: '文件不是PSD格式，请选择Photoshop保存的.psd文件',
    psb: '暂不支持PSB（大型文档格式），请在Photoshop中存储为PSD后重试',
    colorMode: (mode: string) => `暂不支持${mode}颜色模式，请在Photoshop中转换为RGB颜色后重试`,
    depth: (bits: number) => `暂不支持${bits}位/通道的PSD，请在Photoshop中转换为8位/通道后重试`,
    corrupt: 'PSD文件已损坏或不完整，无法解析',
    unreadable: '文件读取失败，请重新选择',
    tooManyPixels: (gb: number) => `PSD图层像素过多（解码需要超过${gb}GB内存），请合并或缩小图层后重试`,
    layerData: (file: string, layer: string) => `「${file}」的图层「${layer}」数据超出其尺寸，无法导入`,
    layerTooLarge: (file: string, layer: string, maxSide: number, gb: number) =>
      `「${file}」的图层「${layer}」尺寸过大（宽高须在${maxSide}像素以内，解码不超过${gb}GB内存），无法导入`,
    layerOverCanvas: (file: string, layer: string, times: number) => `「${file}」的图层「${layer}」远大于画布（面积须在画布的${times}倍以内），无法导入`,
    patternTooLarge: (file: string, times: number) => `「${file}」的图案远大于画布（面积须在画布的${times}倍以内），无法导入`,
    /** Names the limits broken (`null`: the one kept). */
    layersOverCanvas: (file: string, times: number | null, gb: number | null) =>
      `「${file}」的图层合计过大（${[times === null ? '' : `面积合计须在画布的${times}倍以内`, gb === null ? '' : `解码不超过${gb}GB内存`].filter(Boolean).join('，')}），请合并或缩小图层后重试`,
    timeout: (file: string) => `「${file}」解析PSD超时，请精简文件后重试`,
    drawingTimeout: '生成PSD预览和图层图片超时，请精简文件后重试',
    crashed: '解析PSD时出错（可能内存不足），请精简文件后重试',
    textAsImage: '文字图层将作为图片导入，导入后不能再编辑文字；隐藏的图层不导入，图层组导入为编组',
    fitNote: (width: number, height: number) => `画板按比例缩放到画布（${width} × ${height}）内并居中，画板的背景（背景色或名为“背景”的图层）铺满画布`,
    layerCount: (count: number) => `${count}个图层`,
    textLayerCount: (count: number) => `其中${count}个文字图层`,
    noLayers: '没有可导入的图层',
    imported: '已导入',
    confirm: '导入',
    unnamed: '未命名画板',
    badArtboardSize: (maxSide: number) => `画板尺寸无效（宽高须在1–${maxSide}像素之间），不能导入`,
    tooManyLayers: (count: number, max: number) => `图层过多（${count}个），每个画板最多导入${max}个图层，请在Photoshop中合并图层后重试`,
    skippedLayers: (count: number) => `${count}个图层尺寸无效或不在画板内，已跳过`,
  },
  /** The ones the shell, ui/, lib/, api/ or several features show; the rest are in features/templates/messages.ts and features/designer/messages.ts. */
  templateBatch: {
    productMode: '产品模式',
    collections: '绑定素材分组',
    collectionsPlaceholder: '不选表示不绑定任何素材分组',
    previewModel: '预览机型',
    loadFailed: '选项加载失败，请关闭后重试',
    notSet: '未设置',
  },
} as const;
