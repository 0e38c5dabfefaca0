/** The panel header's calls: signing out and publishing (through the admin fetch helper). */
import { adminGet, adminSend } from '../../admin-api/admin-client.ts';

/** Signs out of this browser, or of every browser. */
export const logOut = (everywhere: boolean) =>
  adminSend('POST', everywhere ? '/api/admin/logout-all' : '/api/admin/logout', {});

/** GET /api/admin/publish: the publish state, to be parsed by publishViewSchema. */
export const fetchPublishState = () => adminGet<unknown>('/api/admin/publish');

/** POST /api/admin/publish: starts a publish; the answer is the new state. */
export const startPublish = () => adminSend<unknown>('POST', '/api/admin/publish', {});
