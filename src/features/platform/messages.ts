import { MSG as COMMON } from '../../messages';

/**
 * The 平台调试 screen's texts. The screen is a route only the dev server and the QA build have (app/routes.ts,
 * behind __DEV_TOOLS__), so these load with it and never reach the production build. Spread over the shared
 * texts, this is the MSG every file of the feature imports.
 */
export const MSG = {
  ...COMMON,
  platform: {
    ...COMMON.platform,
    intro: '查看当前运行环境，测试上传、千牛接口调用与文件保存，并录制会话供 QA 回放。',
    status: '环境状态',
    usable: '可用',
    kind: '适配器',
    storeConfig: '云存储配置',
    loadStoreConfig: '读取配置',
    uploadTitle: '上传测试',
    chooseFile: '选择文件',
    uploading: '上传中',
    uploadSuccess: '上传成功',
    fileId: '文件ID',
    marketplaceTitle: '千牛接口调用',
    apiName: '接口名',
    apiParams: '参数（JSON）',
    invoke: '调用',
    invalidJson: '参数不是合法的 JSON',
    saveTitle: '文件保存',
    saveText: '保存一个文本文件',
    saved: '保存成功',
    recordTitle: '录制与回放',
    recordHint: '在地址后加上 ?record=1 开始录制；录制文件放入 fixtures/sessions/ 后用 ?adapter=mock&fixture=文件名 回放。',
    recordedCount: (n: number) => `已录制 ${n} 条`,
    faultsTitle: '故障注入',
    faultPath: '接口路径',
    faultStatus: '状态码',
    faultLatency: '延迟(ms)',
    faultHang: '不返回',
    addFault: '添加故障',
    clearFaults: '清除全部',
    faultAdded: '故障已添加',
    faultsCleared: '故障已清除',
  },
} as const;
