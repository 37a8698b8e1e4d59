/** Texts the adapters show or throw; src/messages.ts re-exports them so each is written once. */
export const ADAPTER_TEXT = {
  uploadFailed: '上传失败',
  /** The multipart step sent nothing and heard nothing for a minute (threeStepUpload.ts). */
  uploadStalled: '上传超时',
  /** The caller stopped the upload (a closed wizard, a session that ended). */
  uploadCancelled: '上传已取消',
  saveCancelled: '已取消保存',
  /** The host wrote other bytes than were sent: the file on disk is not the one the merchant asked for. */
  saveIncomplete: '文件保存不完整，已取消，请重新保存',
  /** Where a download went when no folder could be picked. */
  downloadsFolder: '浏览器的下载目录',
  qianniuFolder: '千牛的文件保存位置',
} as const;

/** The bridge's texts, for src/messages.ts: src reaches the bridge only through adapters. */
export { BRIDGE_TEXT } from '../bridge/messages';
