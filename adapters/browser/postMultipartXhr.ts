import { ADAPTER_TEXT } from '../messages';
import type { PostMultipart } from '../threeStepUpload';

/** fetch has no upload progress; XHR does (spec 1 §7: "multipart POST of the file, with progress"). */
export const postMultipartXhr: PostMultipart = (url, form, { onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => reject(new Error('网络错误'));
    xhr.ontimeout = () => reject(new Error(ADAPTER_TEXT.uploadStalled));
    xhr.onabort = () => reject(new DOMException(ADAPTER_TEXT.uploadCancelled, 'AbortError'));
    if (signal) {
      if (signal.aborted) return reject(new DOMException(ADAPTER_TEXT.uploadCancelled, 'AbortError'));
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
