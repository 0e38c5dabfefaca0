/** The questions and answers under AI Express (shown as an FAQ and as FAQPage structured data). */
export interface FaqEntry {
  question: string;
  answer: string;
}

export const EXPRESS_FAQ: readonly FaqEntry[] = [
  {
    question: 'Hur fungerar AI Express?',
    answer:
      'Du beskriver mottagaren och budgeten med egna ord. Vi tolkar texten – vem presenten är till, ålder, tillfälle, prisram och intressen – och söker sedan fram passande presenter bland riktiga produkter från svenska butiker.',
  },
  {
    question: 'Vad ska jag skriva för att få bäst förslag?',
    answer:
      'Nämn relationen (till exempel mamma, kollega eller barnbarn), gärna ålder och tillfälle, och i nästa steg en ungefärlig budget och några intressen. "Min pappa som fyller 60 och gillar att fiska" räcker långt.',
  },
  {
    question: 'Vad händer om det finns få presenter inom min budget?',
    answer:
      'Hittar vi färre än tio presenter vidgar vi budgeten med 20 procent åt båda hållen och visar ett tips om det, så att du ändå får något att välja bland.',
  },
  {
    question: 'Kostar det något att använda AI Express?',
    answer:
      'Nej, tjänsten är gratis och du behöver inget konto. Vi kan få provision från butikerna när du köper via våra länkar, men det påverkar aldrig priset du betalar.',
  },
  {
    question: 'Sparas det jag skriver?',
    answer:
      'Nej. Texten används bara för att ta fram förslagen och sparas inte hos oss. Presenter du hjärtmarkerar sparas enbart i din egen webbläsare.',
  },
  {
    question: 'Kan jag få fler eller andra förslag?',
    answer:
      'Ja. Välj "Visa fler" för att se fler av träffarna, sortera på pris eller tryck "Generera nya förslag" för att få andra presenter överst. Du kan också gå tillbaka och ändra din beskrivning.',
  },
];

/** FAQPage structured data for the questions. */
export function faqStructuredData(entries: readonly FaqEntry[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
