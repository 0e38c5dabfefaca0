/** Who may open the whole-page preview of a tip page (docs/product/admin-tip-pages.md). */
import type { Queryable } from '../../../lib/db/db.server.ts';
import { isSameOrigin } from './same-origin.ts';
import { sessionTokenFrom } from './session-cookie.ts';
import { sessionUser } from './sessions.server.ts';

export type PreviewAccess = 'ok' | 'login' | 'denied';

/** Who may see a preview: a signed-in admin, posting from this site. */
export async function previewAccess(db: Queryable, request: Request, url: URL): Promise<PreviewAccess> {
  if (request.method !== 'POST' || !isSameOrigin(request.headers, url)) return 'denied';
  const token = sessionTokenFrom(request.headers.get('cookie'), url);
  const user = token ? await sessionUser(db, token) : null;
  if (!user) return 'login';
  return user.isAdmin ? 'ok' : 'denied';
}
