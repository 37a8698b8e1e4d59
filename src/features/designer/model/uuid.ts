// Shared with the template screen's PSD import, which makes layers too.
export { uuidV4 } from '../../../lib/uuid';
