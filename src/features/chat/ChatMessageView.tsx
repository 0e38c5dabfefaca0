import { ProductCard } from '../catalogue/ProductCard.tsx';
import type { ChatMessage } from './messages.ts';
import { renderChatHtml } from './render.ts';

/** One message of the log: the visitor's own text as typed, an assistant reply rendered safely with its cards. */
export function ChatMessageView({ message }: { message: ChatMessage }) {
  if (message.role === 'user') {
    return (
      <div className="flex justify-end">
        <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-brand-600 px-3.5 py-2.5 text-sm text-white">
          <span className="sr-only">Du: </span>
          {message.content}
        </p>
      </div>
    );
  }
  const products = message.products ?? [];
  return (
    <div className="flex flex-col gap-2">
      <div className="max-w-[92%] break-words rounded-2xl rounded-bl-md bg-white px-3.5 py-2.5 text-sm leading-relaxed text-ink shadow-sm ring-1 ring-black/5">
        <span className="sr-only">AI-assistenten: </span>
        {/* renderChatHtml escapes everything and builds only <br> and <strong> without attributes. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by construction, see render.ts */}
        <span dangerouslySetInnerHTML={{ __html: renderChatHtml(message.content) }} />
      </div>
      {products.length > 0 ? (
        <ul
          className="-mx-3 flex snap-x snap-mandatory scroll-px-3 gap-2.5 overflow-x-auto px-3 pb-1 [scrollbar-width:thin]"
          aria-label="Föreslagna presenter"
        >
          {products.map((product) => (
            <li key={product.id} className="w-[13.25rem] shrink-0 snap-start">
              <ProductCard product={product} campaign="chat" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
