/**
 * Writes a julklappsrim: the configured AI engine (a model when a key is set, its answer checked with checkRhyme)
 * or the offline rhyme engine, which is also the fallback.
 */
import { aiEngine } from '../../lib/ai/ai.server.ts';
import type { AiEngine } from '../../lib/ai/types.ts';
import type { RhymeRequest } from './rhyme.ts';
import { checkRhyme } from './rhyme-check.ts';
import { composeRhyme } from './rhyme-engine.ts';
import { buildRhymePrompt } from './rhyme-prompt.ts';

/** Tidies a model answer: no surrounding quotes or blank lines, at most one space inside a line. */
export function tidyRhyme(text: string): string {
  return text
    .replace(/^["'“”«»\s]+|["'“”«»\s]+$/g, '')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** A rhyme for the request; a fresh one each call. */
export async function writeRhyme(request: RhymeRequest, engine: AiEngine = aiEngine()): Promise<string> {
  const text = await engine.writeText({
    messages: buildRhymePrompt(request),
    accept: (answer) => checkRhyme(tidyRhyme(answer), request).ok,
    offline: () => composeRhyme(request).rhyme,
  });
  return tidyRhyme(text);
}
