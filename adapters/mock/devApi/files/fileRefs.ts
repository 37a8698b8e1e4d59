// Files referred to by id from library bodies (assets, fonts), and their URLs in replies.
import type { DevEnv } from '../context';
import { fileContentPath } from './fileLinks';
import { badRequest } from '../http/http';
import type { DevState } from '../state';
import type { StoredFile } from '../types';

/** The file must be one the store has, fully uploaded: a record pointing nowhere would show nothing. */
export function uploadedFile(state: DevState, id: string, field: string): StoredFile {
  const file = state.files.get(id);
  if (!file || file.status !== 'uploaded') throw badRequest(`${field} 指向的文件不存在或未上传完成: ${id}`);
  return file;
}

/** A file's URL, made now (see WireframeRecord for why not at write time). */
export function urlOfFile(fileId: string, state: DevState, env: DevEnv): string {
  const file = state.files.get(fileId);
  return file ? env.fileUrl(file, state.owner) : `${env.origin}${fileContentPath(fileId)}`;
}
