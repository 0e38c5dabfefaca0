import { HttpError } from '../../../lib/http.ts';
import { ACCESS_TEXT } from '../../admin-api/access-text.ts';

/** The signed-in admin as the guard hands it to /api/admin/ routes (`locals.admin`). */
export interface AdminUser {
  id: string;
  email: string;
}

/** The admin the guard let through; a route reached without one answers 401. */
export function adminOf(locals: { admin?: AdminUser | undefined }): AdminUser {
  if (!locals.admin) throw new HttpError(401, ACCESS_TEXT.notLoggedIn);
  return locals.admin;
}
