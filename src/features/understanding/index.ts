/** Public surface of the Swedish text understanding module (pure, no I/O). */
export {
  ANALYSIS_ERRORS,
  type AnalysisError,
  type AnalysisResult,
  analyzeGiftInput,
  analyzeGiftTexts,
  analyzeStep1,
  analyzeStep2,
  DEFAULT_BUDGET_MAX,
  DEFAULT_BUDGET_MIN,
  type GiftTextAnalysis,
  type Step1Data,
  type Step2Data,
  type WiderRequest,
  widerRequest,
} from './analyze.ts';
export { APPROXIMATE_SHARE, type BudgetRange, CHEAP_MAX, PRICEY_MIN, parseBudget } from './budget.ts';
export {
  adjustBudget,
  asksForMoreOfTheSame,
  BUDGET_STEP,
  continueUnderstanding,
  detectFollowUp,
  type FollowUpContext,
  type FollowUpIntent,
  type FollowUpResult,
  mergeUnderstanding,
} from './conversation.ts';
export { interestsOfKeyword, likedForm } from './lexicon.ts';
export {
  AUDIENCE_OPTIONS,
  type AudienceOption,
  ageGroupForAge,
  CATALOGUE_OCCASION,
  type Gender,
  INTEREST_OPTIONS,
  type InterestOption,
  OCCASION_OPTIONS,
  type OccasionOption,
  RECIPIENT_PROFILES,
  RECIPIENTS,
  type Recipient,
  type RecipientProfile,
} from './options.ts';
export { FILLER_WORDS, type RequestReading, readRequest } from './request-reading.ts';
export {
  emptyUnderstanding,
  type GiftUnderstanding,
  hasBudget,
  hasRecipient,
  type MissingFact,
  missingFacts,
  saidAsLiked,
  type UnderstandOptions,
  understandGiftText,
} from './understanding.ts';
