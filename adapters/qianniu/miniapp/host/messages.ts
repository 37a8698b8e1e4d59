// What the mini-program host answers in an error reply. The console shows a host's message as it is,
// so these are the merchant's words; the client's own errorMessage (already Chinese) is kept inside them.
export const HOST_TEXT = {
  timeout: '千牛没有及时响应，请重试',
  aborted: '传输已取消',
  clientFailed: (error: string) => `千牛接口调用失败（错误码 ${error}）`,
  noFileSystem: '此千牛版本不支持文件传输，请升级千牛后重试',
  // 10028: Alipay's caps, 10 MB per file and 50 MB for the folder; unverified on Qianniu PC.
  fileTooLarge: '文件超过千牛临时空间的上限（单个文件 10 MB，临时文件合计 50 MB），无法传输',
  writeFailed: (detail: string) => `写入临时文件失败：${detail}`,
  uploadFailed: '上传到千牛云存储失败，请重试',
  uploadNoAddress: '上传到千牛云存储后没有拿到文件地址，请重试',
  deleteFailed: '删除千牛云存储中的文件失败',
  deleteNotOwned: '只能删除本次打开插件后上传的文件',
  topFailed: '调用千牛接口失败',
  topNotAllowed: '插件不使用这个千牛接口，已拒绝调用',
  topBadResult: '千牛接口返回的数据格式不正确',
  saveUnsupported: '此千牛版本不支持保存文件，请升级千牛后重试',
  saveFailed: '保存文件失败',
} as const;
