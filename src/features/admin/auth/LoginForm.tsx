import { type FormEvent, useEffect, useId, useState } from 'react';
import { ACCESS_TEXT } from '../../admin-api/access-text.ts';
import { showToast } from '../../toast/toast.ts';
import { BUTTON, FIELD, LABEL } from '../ui/buttons.ts';
import { hasAdminSession, signIn } from './auth-client.ts';
import { setFlash } from './flash.ts';

/**
 * The admin sign-in form (/admin/login). An existing session goes straight to /admin; there is no self-registration.
 * The card, its heading and the help text are in the prerendered page, so the page has its `<h1>` before this
 * island hydrates.
 */
export default function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const emailId = useId();
  const passwordId = useId();

  useEffect(() => {
    const controller = new AbortController();
    hasAdminSession(controller.signal)
      .then((signedIn) => {
        if (signedIn) window.location.replace('/admin');
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      showToast({ title: ACCESS_TEXT.missingTitle, description: ACCESS_TEXT.missingFields, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const answer = await signIn(email.trim(), password);
      if (!answer.ok) {
        showToast({
          title: ACCESS_TEXT.loginFailed,
          description: answer.error ?? ACCESS_TEXT.wrongCredentials,
          variant: 'destructive',
          duration: 8000,
        });
        return;
      }
      setFlash(ACCESS_TEXT.signedIn);
      window.location.assign('/admin');
    } catch {
      showToast({
        title: ACCESS_TEXT.loginFailed,
        description: 'Kunde inte nå servern. Försök igen.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <div>
        <label htmlFor={emailId} className={LABEL}>
          Email
        </label>
        <input
          id={emailId}
          type="email"
          name="email"
          autoComplete="username"
          className={FIELD}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={passwordId} className={LABEL}>
          Lösenord
        </label>
        <input
          id={passwordId}
          type="password"
          name="password"
          autoComplete="current-password"
          className={FIELD}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <button type="submit" className={`${BUTTON.primary} w-full`} disabled={busy}>
        {busy ? 'Loggar in…' : 'Logga in'}
      </button>
    </form>
  );
}
