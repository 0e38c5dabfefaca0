/**
 * What one chat request may carry (docs/product/chat.md#request-limits): 30 messages, 2,000 characters each and
 * 32 KB of JSON in all. The server refuses more; the chat window sends the newest messages that fit, keeping 2 KB
 * of room for the JSON around them.
 */
export const CHAT_LIMITS = { maxMessages: 30, maxChars: 2000, maxBodyBytes: 32 * 1024 } as const;

/** The bytes of history the chat window sends at most, under the server's body limit. */
export const HISTORY_MAX_BYTES = CHAT_LIMITS.maxBodyBytes - 2 * 1024;
