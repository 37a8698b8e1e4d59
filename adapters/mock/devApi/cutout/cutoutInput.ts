// The dev API's own rules for the stand-in cutout host's settings (POST /api/__dev/cutout_host; its body's
// schema is contract/devCutoutHost.ts).
import { routeName } from '../../../../contract/endpoint';
import { devTools } from '../../../../contract/endpoints/devTools/devTools';
import { MAX_FAULT_RULES } from '../../../../contract/devFaults';

/**
 * As fault rules are capped (POST /api/__dev/faults), so are the answers queued, those already there and those
 * sent together: the queue is the host's, shared by every account.
 */
export const TOO_MANY_OUTCOMES = `排队的抠图结果最多 ${MAX_FAULT_RULES} 条，请先重置 (${routeName(devTools.reset)})`;
