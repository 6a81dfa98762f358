/** The question categories of /resources/ask-anything; General first, the default. */
export const questionCategories = ['general', 'technical', 'features', 'integration', 'billing', 'training'] as const;

export const QUESTION_MAX_LENGTH = 2000;
