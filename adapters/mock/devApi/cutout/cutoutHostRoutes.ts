// Spec 2 §7: the cutout task. The token is the admin API's (merchant session); the task itself lives on
// another service, the cutout host, which the dev API plays under DEV_CUTOUT_HOST_PATH. The host knows no
// console session: it takes the task token instead, in the body to create, in a header to read.
import {
  AI_CUTOUT_TYPES_FOR_TASK,
  CUTOUT_OUTPUT_FORMAT,
  CUTOUT_STATUS,
  CUTOUT_TOKEN_HEADER,
  DEV_CUTOUT_HOST_PATH,
  type CutoutTask,
  type CutoutTaskInput,
} from '../../../../contract/aiCutout';
import { FILE_KIND } from '../../../../contract/files';
import type { DevEnv } from '../context';
import { cutoutHostOf, type CutoutOutcome, type HostTask } from './cutoutState';
import { decodeImage, ImageSourceError, readImageBytes } from './imageSource';
import { matte } from './matte';
import { encodeRgbaPng } from './pngEncode';
import { JSON_REQUIRED, isJsonType } from '../devTools/devToolsGuard';
import { randomHex } from '../http/encoding';
import { ownerOf } from '../auth/auth';
import { HttpError, badRequest, json, readJsonObject, requireString } from '../http/http';
import type { Router } from '../http/router';
import { nextId, type DevState } from '../state';
import { MAX_FAULT_LATENCY_MS } from '../../../../contract/devFaults';
import { sameSecret } from '../http/hmac';

const TASKS = `${DEV_CUTOUT_HOST_PATH}/api/image_cutout_tasks`;

export function cutoutHostRoutes(router: Router): void {
  router.post('/api/image_cutout_task/token', async ({ request, state, username }) => {
    const input = readTaskInput(await readJsonObject(request));
    const token = randomHex(16);
    cutoutHostOf(state).tokens.set(token, { input, username, used: false });
    return json({ token });
  });

  router.post(
    TASKS,
    async ({ request, state, env }) => {
      const body = await readJsonObject(request);
      const input = readTaskInput(body);
      const token = requireString(body, 'token');
      const cutout = cutoutHostOf(state);
      const issued = cutout.tokens.get(token);
      if (!issued || issued.used) throw new HttpError(401, 'INVALID_CUTOUT_TOKEN', '抠图令牌无效或已使用');
      if (!sameInput(issued.input, input)) throw badRequest('任务参数与令牌申请时的不一致', 'CUTOUT_TOKEN_MISMATCH');
      issued.used = true;
      const task: HostTask = {
        id: randomHex(12),
        token,
        owner: ownerOf(issued.username),
        input,
        readyAt: env.now() + cutout.host.delayMs,
        plan: cutout.host.next.shift() ?? { outcome: 'matte' },
        status: CUTOUT_STATUS.RUNNING,
        errorMessage: null,
        resultImageUrls: null,
      };
      cutout.tasks.set(task.id, task);
      return json(view(task));
    },
    'public',
  );

  router.get(
    `${TASKS}/:id`,
    async ({ request, params, state, accountOf, env }) => {
      const task = cutoutHostOf(state).tasks.get(params.id!);
      if (!task || !sameSecret(request.headers.get(CUTOUT_TOKEN_HEADER) ?? '', task.token)) {
        throw new HttpError(404, 'NOT_FOUND', `抠图任务不存在: ${params.id}`);
      }
      if (task.status === CUTOUT_STATUS.RUNNING && env.now() >= task.readyAt) {
        // The picture is the token's account's, and so is the result: no other account's files are in reach.
        task.finishing ??= finish(task, accountOf(task.owner) ?? state, env);
        await task.finishing;
      }
      return json(view(task));
    },
    'public',
  );

  // QA: how long tasks run, and what the next ones answer (see ROUTES.md).
  router.get('/api/__dev/cutout_host', ({ state }) => json(cutoutHostOf(state).host), 'public');
  router.post(
    '/api/__dev/cutout_host',
    async ({ request, state }) => {
      if (!isJsonType(request.headers.get('content-type'))) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', JSON_REQUIRED);
      const body = await readJsonObject(request);
      const host = cutoutHostOf(state).host;
      if (body.delayMs !== undefined) {
        const delay = body.delayMs;
        if (!(typeof delay === 'number' && Number.isInteger(delay) && delay >= 0 && delay <= MAX_FAULT_LATENCY_MS)) {
          throw badRequest(`delayMs 必须是 0 到 ${MAX_FAULT_LATENCY_MS} 之间的整数毫秒`);
        }
        host.delayMs = delay;
      }
      if (body.next !== undefined) {
        if (!Array.isArray(body.next)) throw badRequest('next 必须是数组');
        host.next.push(...body.next.map(readOutcome));
      }
      return json(host);
    },
    'public',
  );
}

function readTaskInput(body: Record<string, unknown>): CutoutTaskInput {
  const type = body.type;
  if (typeof type !== 'string' || !(AI_CUTOUT_TYPES_FOR_TASK as readonly string[]).includes(type)) {
    throw badRequest(`type 必须是 ${AI_CUTOUT_TYPES_FOR_TASK.join('、')} 之一`);
  }
  if (body.outputImageFormat !== CUTOUT_OUTPUT_FORMAT) throw badRequest(`outputImageFormat 必须是 ${CUTOUT_OUTPUT_FORMAT}`);
  return {
    imageUrl: requireString(body, 'imageUrl'),
    type: type as CutoutTaskInput['type'],
    fileName: requireString(body, 'fileName'),
    fileSize: positiveInteger(body, 'fileSize'),
    width: positiveInteger(body, 'width'),
    height: positiveInteger(body, 'height'),
    outputImageFormat: CUTOUT_OUTPUT_FORMAT,
  };
}

function positiveInteger(body: Record<string, unknown>, field: string): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) throw badRequest(`${field} 必须是正整数`);
  return value;
}

function sameInput(a: CutoutTaskInput, b: CutoutTaskInput): boolean {
  return (Object.keys(a) as (keyof CutoutTaskInput)[]).every((key) => a[key] === b[key]);
}

function readOutcome(value: unknown): CutoutOutcome {
  const rule = (value ?? {}) as Record<string, unknown>;
  switch (rule.outcome) {
    case 'matte':
    case 'empty':
      return { outcome: rule.outcome };
    case 'failed':
      if (rule.errorMessage !== undefined && rule.errorMessage !== null && typeof rule.errorMessage !== 'string') {
        throw badRequest('errorMessage 必须是字符串');
      }
      return { outcome: 'failed', errorMessage: (rule.errorMessage as string | null | undefined) ?? null };
    case 'unknown':
      return { outcome: 'unknown', status: typeof rule.status === 'string' && rule.status !== '' ? rule.status : 'QUEUING' };
    default:
      throw badRequest('next 的每项必须是 {outcome: matte | failed | empty | unknown}');
  }
}

async function finish(task: HostTask, state: DevState, env: DevEnv): Promise<void> {
  const { plan } = task;
  if (plan.outcome === 'failed') {
    task.status = CUTOUT_STATUS.FAILED;
    task.errorMessage = plan.errorMessage;
  } else if (plan.outcome === 'empty') {
    task.status = CUTOUT_STATUS.SUCCESS;
    task.resultImageUrls = [];
  } else if (plan.outcome === 'unknown') {
    task.status = plan.status;
  } else {
    try {
      const { bytes } = await readImageBytes(task.input.imageUrl, state, env);
      const png = encodeRgbaPng(await matte(await decodeImage(bytes)));
      const id = nextId(state);
      const file = { id, fileName: cutoutName(task.input.fileName), mimeType: 'image/png', bytes: png, kind: FILE_KIND.TEMPLATE_LAYER, uploadedAt: env.now(), status: 'uploaded' as const };
      state.files.set(id, file);
      task.status = CUTOUT_STATUS.SUCCESS;
      task.resultImageUrls = [env.fileUrl(file, state.owner)];
    } catch (error) {
      task.status = CUTOUT_STATUS.FAILED;
      task.errorMessage = error instanceof ImageSourceError ? error.message : '抠图服务内部错误';
    }
  }
}

function cutoutName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '') || 'image';
  return `${base}-抠图.png`;
}

function view(task: HostTask): CutoutTask {
  return { id: task.id, status: task.status, errorMessage: task.errorMessage, resultImageUrls: task.resultImageUrls };
}
