/** The model's prompt for a julklappsrim (used when a key is set; the answer must pass checkRhyme). */
import type { AiMessage } from '../../lib/ai/types.ts';
import type { RhymeRequest } from './rhyme.ts';

const TONE_GUIDES: Record<RhymeRequest['tone'], string> = {
  rolig: 'rolig och busig, gärna en liten ordvits',
  söt: 'söt och varm, gullig utan att bli sliskig',
  klassisk: 'klassisk i tomtens gamla stil, högtidlig med glimten i ögat',
  personlig: 'personlig och nära, som från någon som känner mottagaren väl',
};

/** System and user message asking for a 4–8 line rhyme that names the recipient and only hints at the gift. */
export function buildRhymePrompt(request: RhymeRequest): AiMessage[] {
  const system = [
    'Du skriver svenska julklappsrim i den svenska traditionen.',
    'Skriv 4–8 rader i parrim (AABB) där slutorden verkligen rimmar.',
    'Nämn mottagaren vid namn. Antyd presenten men avslöja den ALDRIG: använd inte presentens ord eller självklara synonymer.',
    'Svara bara med rimmet, utan rubrik, citattecken eller förklaring.',
  ].join('\n');
  const user = [
    `Mottagare: ${request.recipient}`,
    `Present (får inte avslöjas): ${request.gift}`,
    request.personalNote ? `Personlig detalj att väva in: ${request.personalNote}` : null,
    `Ton: ${TONE_GUIDES[request.tone]}`,
  ]
    .filter(Boolean)
    .join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
