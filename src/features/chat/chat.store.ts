/**
 * The chat's client state (docs/product/chat.md#conversation): open/minimised, messages, loading, intro bubble, quick
 * form and the recommended products, kept in localStorage under the STORAGE_KEYS names. Actions stream replies from
 * POST /api/chat through the chat and catalogue clients and attach the named products.
 */
import { atom, computed, map } from 'nanostores';
import { STORAGE_KEYS } from '../../lib/site.ts';
import { fetchProductById } from '../catalogue/catalogue-client.ts';
import type { Product } from '../catalogue/product.ts';
import { showToast } from '../toast/toast.ts';
import { streamChatReply } from './chat-client.ts';
import {
  applyDelta,
  attachProducts,
  CHAT_FAILED_MESSAGE,
  CHAT_TOASTS,
  type ChatMessage,
  extractProductIds,
  greetingMessage,
  MAX_PRODUCTS_PER_REPLY,
  MORE_SUGGESTIONS_TEXT,
  removePending,
  requestHistory,
  sendableText,
} from './messages.ts';
import {
  addRecommendations,
  messagesToStore,
  parseFlag,
  parseStoredMessages,
  parseStoredRecommendations,
} from './persistence.ts';
import { type QuickFormValues, quickFormMessage, showsQuickForm } from './quick-form.ts';

/** Delay before a prompt handed over from the generator is sent (docs/product/chat.md#conversation). */
export const GENERATOR_PROMPT_DELAY_MS = 300;
const FORM_SUBMITTED_SESSION_KEY = `${STORAGE_KEYS.chatFormDismissed}-submitted`;

export const $chatOpen = atom(false);
export const $chatMinimised = atom(false);
export const $chatMessages = atom<ChatMessage[]>([greetingMessage()]);
export const $chatLoading = atom(false);
export const $introDismissed = atom(false);
/** True until the chat has been opened once. */
export const $firstOpen = atom(true);
export const $recommendations = atom<Product[]>([]);
export const $quickFormState = map({ dismissed: false, submittedThisSession: false, closedByMessage: false });

export const $quickFormVisible = computed([$quickFormState, $chatMessages], (state, messages) =>
  showsQuickForm({ ...state, messageCount: messages.length }),
);
export const $introVisible = computed([$introDismissed, $chatOpen], (dismissed, open) => !dismissed && !open);

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string, kind: 'local' | 'session' = 'local'): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string, kind: 'local' | 'session' = 'local'): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch (error) {
    console.warn('[chatt] kunde inte spara', key, error);
  }
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Reads the saved messages (docs/product/chat.md#storage: a corrupt list is ignored and logged). */
export function reloadMessages(): void {
  if ($chatLoading.get()) return;
  const result = parseStoredMessages(read(STORAGE_KEYS.chatMessages));
  if (!result.ok) console.warn('[chatt] sparade meddelanden kunde inte läsas och ignoreras:', result.error);
  $chatMessages.set(result.value);
}

let initialised = false;

/** Loads the saved state, starts saving changes and follows route changes. Safe to call more than once. */
export function initChat(): void {
  if (initialised || typeof window === 'undefined') return;
  initialised = true;
  reloadMessages();
  $recommendations.set(parseStoredRecommendations(read(STORAGE_KEYS.chatRecommendations)));
  $introDismissed.set(parseFlag(read(STORAGE_KEYS.chatIntroDismissed), false));
  $firstOpen.set(parseFlag(read(STORAGE_KEYS.chatFirstOpen), true));
  $quickFormState.set({
    dismissed: parseFlag(read(STORAGE_KEYS.chatFormDismissed), false),
    submittedThisSession: parseFlag(read(FORM_SUBMITTED_SESSION_KEY, 'session'), false),
    closedByMessage: false,
  });
  $chatMessages.listen((messages) => write(STORAGE_KEYS.chatMessages, JSON.stringify(messagesToStore(messages))));
  $recommendations.listen((products) => write(STORAGE_KEYS.chatRecommendations, JSON.stringify(products)));
  // Route changes (client-side navigation, history) reload the saved conversation.
  document.addEventListener('astro:after-swap', reloadMessages);
  window.addEventListener('popstate', reloadMessages);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) reloadMessages();
  });
  takeGeneratorPrompt();
}

/** A prompt handed over by the generator (sessionStorage) is removed and sent after 300 ms. */
function takeGeneratorPrompt(): void {
  const prompt = read(STORAGE_KEYS.generatorPrompt, 'session');
  if (!prompt?.trim()) return;
  try {
    storage('session')?.removeItem(STORAGE_KEYS.generatorPrompt);
  } catch {
    // Storage unavailable: the prompt is still sent once in this page.
  }
  openChat();
  setTimeout(() => void sendMessage(prompt), GENERATOR_PROMPT_DELAY_MS);
}

export function openChat(): void {
  $chatOpen.set(true);
  $chatMinimised.set(false);
  if ($firstOpen.get()) {
    $firstOpen.set(false);
    write(STORAGE_KEYS.chatFirstOpen, 'false');
  }
}

export function closeChat(): void {
  $chatOpen.set(false);
  $chatMinimised.set(false);
}

export function toggleMinimised(): void {
  $chatMinimised.set(!$chatMinimised.get());
}

export function dismissIntro(): void {
  $introDismissed.set(true);
  write(STORAGE_KEYS.chatIntroDismissed, 'true');
}

/** Looks up the ids of the reply and attaches up to 3 found products (toasts in docs/product/chat.md#conversation). */
async function attachNamedProducts(reply: ChatMessage): Promise<void> {
  const ids = extractProductIds(reply.content).slice(0, MAX_PRODUCTS_PER_REPLY * 2);
  if (ids.length === 0) return;
  try {
    const found = (await Promise.all(ids.map((id) => fetchProductById(id)))).filter(
      (product): product is Product => product !== null,
    );
    if (found.length === 0) {
      showToast(CHAT_TOASTS.productsMissing);
      return;
    }
    const products = found.slice(0, MAX_PRODUCTS_PER_REPLY);
    $chatMessages.set(attachProducts($chatMessages.get(), products));
    $recommendations.set(addRecommendations($recommendations.get(), products));
  } catch (error) {
    console.error('[chatt] produkterna kunde inte hämtas', error);
    showToast(CHAT_TOASTS.lookupFailed);
  }
}

/**
 * Sends a message and streams the reply into the conversation. Returns false when nothing was sent (empty text
 * or a reply still loading). On a failed call the pending message is removed and a toast shown.
 */
export async function sendMessage(text: string): Promise<boolean> {
  const content = sendableText(text, $chatLoading.get());
  if (content === null) return false;
  const pending: ChatMessage = { id: newId(), role: 'user', content };
  const withPending = [...$chatMessages.get(), pending];
  $chatMessages.set(withPending);
  $chatLoading.set(true);
  const replyId = newId();
  try {
    for await (const delta of streamChatReply(requestHistory(withPending))) {
      $chatMessages.set(applyDelta($chatMessages.get(), delta, replyId));
    }
    const reply = $chatMessages.get().at(-1);
    if (reply?.role !== 'assistant' || reply.id !== replyId) throw new Error('Tomt svar');
    await attachNamedProducts(reply);
    return true;
  } catch (error) {
    console.error(`[chatt] ${CHAT_FAILED_MESSAGE}`, error);
    $chatMessages.set(removePending($chatMessages.get(), pending.id));
    showToast(CHAT_TOASTS.failed);
    return false;
  } finally {
    $chatLoading.set(false);
  }
}

/** A message typed in the input: it also closes the quick form. */
export function sendTypedMessage(text: string): Promise<boolean> {
  if (sendableText(text, $chatLoading.get()) !== null) $quickFormState.setKey('closedByMessage', true);
  return sendMessage(text);
}

/** "Generera nya förslag". */
export function requestMoreSuggestions(): Promise<boolean> {
  return sendMessage(MORE_SUGGESTIONS_TEXT);
}

/** Submits the quick form: marks it dismissed for this session and sends its message (budget alone is not sent). */
export function submitQuickForm(values: QuickFormValues): Promise<boolean> {
  const message = quickFormMessage(values);
  if (message === null || $chatLoading.get()) return Promise.resolve(false);
  $quickFormState.setKey('submittedThisSession', true);
  write(FORM_SUBMITTED_SESSION_KEY, 'true', 'session');
  return sendMessage(message);
}

/** "Hoppa över": closes the form and remembers the dismissal. */
export function skipQuickForm(): void {
  $quickFormState.setKey('dismissed', true);
  write(STORAGE_KEYS.chatFormDismissed, 'true');
}
