// The bridge's user-facing texts, verbatim from spec 1 §8 (error catalogue). They live here rather
// than in src/messages.ts because bridge/ must not import from src/.
export const BRIDGE_TEXT = {
  timeout: '千牛数据返回超时',
  badReply: '返回数据发生错误，请联系客服',
  noHost: '当前可能不是千牛环境',
} as const;

/**
 * What a host's chunk receiver answers when a transfer breaks one of its limits. The host sends them
 * as error messages and the console shows them as they are, so they are the merchant's words.
 */
export const CHUNK_TEXT = {
  expired: '文件传输中断过久，已被取消，请重试',
  tooLarge: (maxBytes: number) => `文件超过 ${Math.floor(maxBytes / (1024 * 1024))} MB，无法传输`,
  busy: '同时传输的文件过多，请稍后重试',
  backlogFull: '千牛还在写入之前收到的文件数据，请稍后重试',
} as const;
