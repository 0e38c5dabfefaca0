import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { SITE } from '../../../lib/site.ts';
import { showError } from '../../admin-api/admin-client.ts';
import type { CounterFilter } from '../../catalogue/admin/products.ts';
import AccessCheck from '../auth/AccessCheck.tsx';
import { useAdminSession } from '../auth/use-admin-session.ts';
import { BUTTON } from '../ui/buttons.ts';
import PublishStatus from './PublishStatus.tsx';
import { logOut } from './panel-client.ts';
import { CounterArea, TabContent } from './tab-panels.tsx';
import { ADMIN_TABS, type AdminTabId, adminViewFromSearch, adminViewSearch } from './tabs.ts';

type View = { tab: AdminTabId; list: CounterFilter | null };

/** The admin panel (/admin): access check, header with sign-out, the five counters and the seven tabs. */
export default function AdminPanel() {
  const email = useAdminSession();
  const [view, setView] = useState<View>(() => adminViewFromSearch(window.location.search));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [refreshKey, setRefreshKey] = useState(0);
  const changed = useCallback(() => setRefreshKey((key) => key + 1), []);

  useEffect(() => {
    const onPop = () => setView(adminViewFromSearch(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = useCallback((next: View) => {
    setView(next);
    const search = adminViewSearch(next);
    if (search !== window.location.search) window.history.pushState(null, '', `/admin${search}`);
  }, []);

  async function logout(everywhere: boolean) {
    try {
      await logOut(everywhere);
      window.location.assign('/admin/login');
    } catch (error) {
      showError(error);
    }
  }

  function onTabKey(event: KeyboardEvent, index: number) {
    const last = ADMIN_TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = ADMIN_TABS[target];
    if (!tab) return;
    go({ tab: tab.id, list: null });
    tabRefs.current[target]?.focus();
  }

  if (!email) return <AccessCheck />;

  return (
    <div className="min-h-screen">
      <header className="border-b border-black/10 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="text-lg font-bold">{SITE.name} admin</p>
            <p className="truncate text-xs text-muted">Inloggad som {email}</p>
          </div>
          <button type="button" className={`${BUTTON.primary} order-2 sm:order-3`} onClick={() => void logout(false)}>
            Logga ut
          </button>
          <nav aria-label="Admin" className="order-3 flex w-full flex-wrap gap-2 sm:order-2 sm:w-auto">
            <a className={BUTTON.small} href="/admin/amazon">
              Amazon-import
            </a>
            <a className={BUTTON.small} href="/" target="_blank" rel="noopener">
              Visa sajten
            </a>
            <button type="button" className={BUTTON.small} onClick={() => void logout(true)}>
              Logga ut överallt
            </button>
          </nav>
          <div className="order-4 w-full">
            <PublishStatus refreshKey={refreshKey} />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <h1 className="sr-only">Adminpanel</h1>
        <CounterArea
          list={view.list}
          onOpen={(list) => go({ tab: view.tab, list })}
          onBack={() => go({ tab: view.tab, list: null })}
          refreshKey={refreshKey}
          onChanged={changed}
        >
          <div
            role="tablist"
            aria-label="Adminflikar"
            className="mb-5 flex gap-1 overflow-x-auto border-b border-black/10"
          >
            {ADMIN_TABS.map((tab, index) => (
              <button
                key={tab.id}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`flik-${tab.id}`}
                aria-selected={view.tab === tab.id}
                aria-controls={`panel-${tab.id}`}
                tabIndex={view.tab === tab.id ? 0 : -1}
                onClick={() => go({ tab: tab.id, list: null })}
                onKeyDown={(event) => onTabKey(event, index)}
                className={`shrink-0 border-b-2 px-3 py-2 text-sm font-medium ${
                  view.tab === tab.id
                    ? 'border-brand-600 text-brand-800'
                    : 'border-transparent text-muted hover:text-ink'
                }`}
              >
                {tab.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${view.tab}`} aria-labelledby={`flik-${view.tab}`}>
            <TabContent tab={view.tab} onChanged={changed} />
          </div>
        </CounterArea>
      </main>
    </div>
  );
}
