import { useEffect, useState } from 'react';
import { showError } from '../../admin-api/admin-client.ts';
import { showToast } from '../../toast/toast.ts';
import { fetchAdminSession } from './auth-client.ts';
import { takeFlash } from './flash.ts';

/**
 * Checks the admin session when an admin screen opens: the signed-in email once allowed, null while checking. No
 * session leads to /admin/login and a user without the admin role to / (admin-client.ts does both).
 */
export function useAdminSession(): string | null {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchAdminSession(controller.signal)
      .then((session) => {
        setEmail(session.email);
        const flash = takeFlash();
        if (flash) showToast({ title: flash });
      })
      .catch((error: unknown) => {
        const status = (error as { status?: number }).status;
        if (status !== 401 && status !== 403) showError(error);
      });
    return () => controller.abort();
  }, []);
  return email;
}
