import { TEMPLATE_GROUP_NAME_REQUIRED } from '../../../contract/names';
import { TEMPLATE_BATCH_NOTHING_TO_SET, TEMPLATE_BATCH_SELECT_AT_LEAST_ONE } from '../../../contract/templates';

/**
 * The texts only the templates feature shows, loaded with its screens rather than with the login page (the shell's
 * chunk carries src/messages.ts alone). A file of the feature
 * imports the shared texts (src/messages.ts) by name, as COMMON, beside this MSG, which holds only the feature's own.
 */
export const MSG = {
  templates: {
    tips:
      '设计模板是买家定制手机壳时的起始设计：在设计器里用图片、文字等图层搭好画面并保存即可。模板按分组管理；买家在商品页能看到哪些模板，取决于该商品的定制配置（单个模板或模板分组）。',
    addGroup: '新增分组',
    renameGroup: '重命名分组',
    deleteGroup: '删除分组',
    groupName: '分组名称',
    /** The name rule's texts are contract/names.ts's (TEMPLATE_GROUP_NAME_LIMIT), the dev API's alike. */
    groupNameRequired: TEMPLATE_GROUP_NAME_REQUIRED,
    deleteGroupWarning: (name: string) => `确定删除分组「${name}」吗？分组内的设计模板也会一并删除。`,
    noGroups: '还没有模板分组，请先新增分组',
    addTemplate: '新增模板',
    templateAdded: '新增设计模板成功',
    edit: '编辑',
    copy: '复制',
    deleteTemplateWarning: (name: string) => `确定删除设计模板「${name}」吗？`,
    noTemplates: '该分组还没有设计模板',
    noThumbnail: '暂无缩略图',
    count: (n: number) => `共 ${n} 个模板`,
    updatedAt: (time: string) => `更新于 ${time}`,
  },
  /** The ones only this feature shows; the shared ones are in src/messages.ts. */
  psdImport: {
    templatesTitle: '从PSD导入模板',
    importing: (done: number, total: number, name: string) => `正在创建模板 ${done}/${total}：${name}`,
    partialTitle: '部分模板导入失败',
    created: (names: string) => `已创建：${names}`,
    notCreated: (names: string) => `未创建：${names}`,
    maybeCreated: (names: string) => `可能已创建：${names}（创建请求已发出但没有收到结果，请先在模板列表中查看）`,
    retryHint: '再次点击导入只会创建未创建的模板',
    interruptedTitle: '上次的PSD导入没有完成',
    interruptedFile: (name: string) => `文件：${name}`,
    interruptedHint: '导入过程中页面被刷新或关闭。再次导入时请只选择未创建的画板，以免重复创建模板',
  },
  templateBatch: {
    selectAtLeastOne: TEMPLATE_BATCH_SELECT_AT_LEAST_ONE,
    batchSettings: '批量设置',
    selectAll: '全选',
    selected: (n: number) => `已选 ${n} 个`,
    tick: (name: string) => `选择模板「${name}」`,
    title: (n: number) => `批量设置（已选 ${n} 个模板）`,
    hint: '只修改勾选的设置项，未勾选的保持各模板原样。',
    productModeRequired: '请选择产品模式',
    previewModelRequired: '请选择预览机型和材质颜色',
    brand: '品牌',
    model: '型号',
    materialColor: '材质颜色',
    chooseField: TEMPLATE_BATCH_NOTHING_TO_SET,
    settingsTitle: '模板设置',
    modeOnCard: (mode: string) => `产品模式：${mode}`,
  },
} as const;
