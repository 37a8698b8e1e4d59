/** Texts the adapters show or throw; src/messages.ts re-exports them so each is written once. */
export const ADAPTER_TEXT = {
  uploadFailed: '上传失败',
  saveCancelled: '已取消保存',
} as const;
