import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { SITE } from '../../lib/site.ts';
import { ChatMessageView } from './ChatMessageView.tsx';
import {
  $chatLoading,
  $chatMessages,
  $chatMinimised,
  $chatOpen,
  $introVisible,
  $quickFormVisible,
  closeChat,
  dismissIntro,
  openChat,
  requestMoreSuggestions,
  sendTypedMessage,
  skipQuickForm,
  submitQuickForm,
  toggleMinimised,
} from './chat.store.ts';
import {
  CHAT_LOG_LABEL,
  GREETING,
  INPUT_HINT,
  INPUT_PLACEHOLDER,
  MORE_SUGGESTIONS_LABEL,
  showsMoreSuggestions,
} from './messages.ts';
import { QuickForm } from './QuickForm.tsx';

export const CHAT_TITLE = `${SITE.name} AI`;

function ChatIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="26"
      height="26"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" strokeLinejoin="round" />
      <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeLinecap="round" strokeWidth="2.6" />
    </svg>
  );
}

function TypingIndicator() {
  return (
    <div className="flex w-fit items-center gap-1 rounded-2xl rounded-bl-md bg-white px-4 py-3 shadow-sm ring-1 ring-black/5">
      <span className="sr-only">AI-assistenten skriver …</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="h-2 w-2 animate-bounce rounded-full bg-muted"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}

/**
 * The floating button, the intro bubble and the chat panel (docs/product/chat.md#where, docs/product/chat.md#panel).
 */
export function ChatWidget() {
  const open = useStore($chatOpen);
  const minimised = useStore($chatMinimised);
  const messages = useStore($chatMessages);
  const loading = useStore($chatLoading);
  const introVisible = useStore($introVisible);
  const formVisible = useStore($quickFormVisible);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);

  // Keep the newest message in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the messages or the loading state change
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, loading, open, minimised, formVisible]);

  useEffect(() => {
    // Focus the input for keyboard and mouse users; on touch screens that would pop up the keyboard at once.
    if (open && !minimised && window.matchMedia('(pointer: fine)').matches) {
      inputRef.current?.focus({ preventScroll: true });
    }
  }, [open, minimised]);

  const send = () => {
    const text = draft;
    if (!text.trim() || loading) return;
    setDraft('');
    void sendTypedMessage(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const close = () => {
    closeChat();
    requestAnimationFrame(() => launcherRef.current?.focus());
  };

  if (!open) {
    return (
      <div className="fixed right-4 bottom-20 z-40 lg:right-6 lg:bottom-6">
        {introVisible ? (
          <div className="absolute right-0 bottom-full mb-3 w-max max-w-[16.5rem] rounded-2xl rounded-br-md bg-white py-3 pr-9 pl-3.5 text-sm text-ink shadow-lg ring-1 ring-black/10">
            <button type="button" className="text-left" onClick={openChat}>
              {GREETING}
            </button>
            <button
              type="button"
              className="absolute top-1 right-1 grid h-7 w-7 place-items-center rounded-full text-muted hover:bg-black/5 hover:text-ink"
              aria-label="Dölj meddelandet"
              onClick={dismissIntro}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ) : null}
        <button
          ref={launcherRef}
          type="button"
          className="grid h-14 w-14 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-[0_10px_30px_-8px_rgba(200,67,29,0.7)] ring-4 ring-white transition hover:scale-105"
          aria-label={`Öppna ${CHAT_TITLE}`}
          aria-expanded="false"
          onClick={openChat}
        >
          <ChatIcon />
        </button>
      </div>
    );
  }

  return (
    <section
      aria-label={CHAT_TITLE}
      className={
        minimised
          ? 'fixed right-4 bottom-20 z-50 w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-black/10 lg:right-6 lg:bottom-6'
          : 'fixed inset-0 z-50 flex flex-col bg-cream sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[min(40rem,calc(100dvh-3rem))] sm:w-[26rem] sm:overflow-hidden sm:rounded-2xl sm:shadow-2xl sm:ring-1 sm:ring-black/10'
      }
      data-chat-panel
    >
      <header className="flex items-center gap-2 bg-brand-600 px-4 py-3 text-white">
        <span className="grid h-8 w-8 place-items-center rounded-full bg-white/15" aria-hidden="true">
          <ChatIcon />
        </span>
        <h2 className="flex-1 text-base font-semibold">{CHAT_TITLE}</h2>
        <button
          type="button"
          className="grid h-10 w-10 place-items-center rounded-full hover:bg-white/15"
          aria-label={minimised ? 'Visa chatten' : 'Minimera chatten'}
          aria-expanded={!minimised}
          onClick={toggleMinimised}
        >
          <span aria-hidden="true" className="text-xl leading-none">
            {minimised ? '▴' : '–'}
          </span>
        </button>
        <button
          type="button"
          className="grid h-10 w-10 place-items-center rounded-full hover:bg-white/15"
          aria-label="Stäng chatten"
          onClick={close}
        >
          <span aria-hidden="true" className="text-2xl leading-none">
            ×
          </span>
        </button>
      </header>
      {minimised ? null : (
        <>
          <div
            ref={logRef}
            role="log"
            aria-label={CHAT_LOG_LABEL}
            aria-live="polite"
            aria-busy={loading}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard
            tabIndex={0}
            className="flex flex-1 flex-col gap-3 overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-offset-[-3px]"
          >
            {messages.map((message, index) => (
              <div key={message.id} className="flex flex-col gap-2">
                <ChatMessageView message={message} />
                {index === messages.length - 1 && showsMoreSuggestions(messages, loading) ? (
                  <button
                    type="button"
                    className="self-start rounded-full border border-brand-600 bg-white px-3.5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                    onClick={() => void requestMoreSuggestions()}
                  >
                    ✨ {MORE_SUGGESTIONS_LABEL}
                  </button>
                ) : null}
                {index === 0 && formVisible ? (
                  <QuickForm
                    loading={loading}
                    onSubmit={(values) => void submitQuickForm(values)}
                    onSkip={skipQuickForm}
                  />
                ) : null}
              </div>
            ))}
            {loading && messages.at(-1)?.role !== 'assistant' ? <TypingIndicator /> : null}
          </div>
          <form
            className="border-t border-black/10 bg-white px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <p id="chatt-tips" className="mb-1.5 text-xs text-muted">
              {INPUT_HINT}
            </p>
            <div className="flex items-end gap-2">
              <textarea
                ref={inputRef}
                rows={2}
                value={draft}
                maxLength={2000}
                placeholder={INPUT_PLACEHOLDER}
                aria-label="Meddelande till AI-assistenten"
                aria-describedby="chatt-tips"
                disabled={loading}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-black/15 bg-white px-3 py-2 text-base text-ink placeholder:text-muted focus:border-brand-500 focus:outline-none disabled:opacity-60 sm:text-sm"
              />
              <button
                type="submit"
                aria-label="Skicka"
                disabled={loading || !draft.trim()}
                className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
                  <path d="M3.4 20.4 21 12 3.4 3.6l-.1 6.5L15 12 3.3 13.9z" />
                </svg>
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
