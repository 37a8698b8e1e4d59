// The bridge's user-facing texts, verbatim from spec 1 §8 (error catalogue). They live here rather
// than in src/messages.ts because bridge/ must not import from src/.
export const BRIDGE_TEXT = {
  timeout: '千牛数据返回超时',
  badReply: '返回数据发生错误，请联系客服',
  noHost: '当前可能不是千牛环境',
} as const;
