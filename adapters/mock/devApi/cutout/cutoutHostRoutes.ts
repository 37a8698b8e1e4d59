// Spec 2 §7: the cutout task. The token is the admin API's (merchant session); the task itself lives on
// another service, the cutout host, which the dev API plays under DEV_CUTOUT_HOST_PATH. The host knows no
// console session: it takes the task token instead, in the body to create, in a header to read.
import * as api from '../../../../contract/endpoints/cutout';
import {
  CUTOUT_STATUS,
  CUTOUT_TOKEN_HEADER,
  type CutoutTask,
  type CutoutTaskInput,
} from '../../../../contract/aiCutout';
import { FILE_KIND } from '../../../../contract/files';
import type { DevEnv } from '../context';
import { TOO_MANY_OUTCOMES } from './cutoutInput';
import { MAX_FAULT_RULES } from '../../../../contract/devFaults';
import { cutoutHostOf, type HostTask } from './cutoutState';
import { decodeImage, ImageSourceError, readImageBytes } from './imageSource';
import { matte } from './matte';
import { encodeRgbaPng } from './pngEncode';
import { randomHex } from '../http/encoding';
import { ownerOf } from '../auth/auth';
import { HttpError, badRequest, json } from '../http/http';
import type { Router } from '../http/router';
import { nextId, type DevState } from '../state';
import { sameSecret } from '../http/hmac';


export function cutoutHostRoutes(router: Router): void {
  router.on(api.cutoutHost.token, async ({ body, state, username }) => {
    const input = await body();
    const token = randomHex(16);
    cutoutHostOf(state).tokens.set(token, { input, username, used: false });
    return json({ token });
  });

  router.on(api.cutoutHost.createTask, async ({ body, state, env }) => {
      const { token, ...input } = await body();
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
  );

  router.on(api.cutoutHost.getTask, async ({ request, params, state, accountOf, env }) => {
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
  );

  // QA: how long tasks run, and what the next ones answer (see ROUTES.md).
  router.on(api.cutoutHost.settings, ({ state }) => json(cutoutHostOf(state).host));
  router.on(api.cutoutHost.setSettings, async ({ body, state }) => {
      const { delayMs, next } = await body();
      const host = cutoutHostOf(state).host;
      // Before anything is set: a refused body changes neither setting.
      if (next !== undefined && host.next.length + next.length > MAX_FAULT_RULES) throw badRequest(TOO_MANY_OUTCOMES, 'TOO_MANY_FAULTS');
      if (delayMs !== undefined) host.delayMs = delayMs;
      if (next !== undefined) host.next.push(...next);
      return json(host);
    },
  );
}

function sameInput(a: CutoutTaskInput, b: CutoutTaskInput): boolean {
  return (Object.keys(a) as (keyof CutoutTaskInput)[]).every((key) => a[key] === b[key]);
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
