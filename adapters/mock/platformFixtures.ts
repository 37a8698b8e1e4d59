import cloudStore from '../../fixtures/platform/cloudStore.json';
import marketplace from '../../fixtures/platform/marketplace.json';

type JsonObject = Record<string, unknown>;

/** Canned marketplace (TOP) answers shared by the mock adapter and the host simulator. */
export function marketplaceAnswer(api: string): JsonObject | null {
  const answers = marketplace as Record<string, JsonObject>;
  return Object.prototype.hasOwnProperty.call(answers, api) ? JSON.parse(JSON.stringify(answers[api])) : null;
}

export function cloudStoreAnswer(): JsonObject {
  return JSON.parse(JSON.stringify(cloudStore)) as JsonObject;
}

/** The marketplace's own wording for an API it does not know, so the failure path can be seen. */
export function unknownApiMessage(api: string): string {
  return `接口 ${api} 不存在`;
}
