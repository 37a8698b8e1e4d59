import { BRIDGE_TEXT } from '../../bridge/messages';
import { ADAPTER_TEXT } from '../messages';
import { threeStepUpload } from '../threeStepUpload';
import type { AdminFilesPort, ApiFetch, PlatformAdapter } from '../types';
import { postMultipartXhr } from './postMultipartXhr';
import { fetchPublicFile } from './fetchPublicFile';
import { saveInBrowser, saveViaDownloadLink } from './saveFile';
import { pickFolderTarget } from './folderTarget';

const notQianniu = () => Promise.reject(new Error(BRIDGE_TEXT.noHost));

/** The plain-browser fallback: real HTTP to the admin API; marketplace calls need the client. */
export function createBrowserAdapter(deps: { files: AdminFilesPort; apiFetch?: ApiFetch }): PlatformAdapter {
  return {
    kind: 'browser',
    status: async () => ({ usable: true }),
    upload: (file, options) => threeStepUpload(deps.files, postMultipartXhr, file, options),
    deleteCloudFile: notQianniu,
    callMarketplace: notQianniu,
    cloudStoreConfig: notQianniu,
    saveFile: (fileName, source, options) => saveInBrowser(fileName, source, options),
    // A folder picked once, each part streamed into it; without the API, a download per part.
    saveFileLimit: async () => undefined,
    beginSave: async () => (await pickFolderTarget()) ?? { label: ADAPTER_TEXT.downloadsFolder, saveFile: saveViaDownloadLink },
    fetchFile: fetchPublicFile,
    apiFetch: deps.apiFetch ?? ((request) => fetch(request)),
  };
}
