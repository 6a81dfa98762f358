import { text, z } from '@/lib/zod';
import { locales } from '@/i18n/routing';
import { QUESTION_MAX_LENGTH, questionCategories } from './question-limits';

/** Error messages are keys of `Tools.ask.errors`, translated in the browser and by the route handler. */
export type QuestionErrorKey = 'category' | 'questionRequired' | 'questionTooLong' | 'invalidEmail' | 'invalidText';

const error = (key: QuestionErrorKey) => ({ error: key });


/** The ask-a-question form: a category, a question with some text in it, and an optional reply address. */
export const questionSchema = z.object({
  category: z.enum(questionCategories, error('category')),
  question: text(error('questionRequired')).trim().min(1, error('questionRequired')).max(QUESTION_MAX_LENGTH, error('questionTooLong')),
  email: text(error('invalidEmail'))
    .trim()
    .max(254, error('invalidEmail'))
    .refine((value) => value === '' || z.email().safeParse(value).success, error('invalidEmail'))
    .optional(),
});
export type QuestionForm = z.infer<typeof questionSchema>;

/** Payload of POST /api/questions: the form, the page's language and the honeypot. */
export const questionPayloadSchema = questionSchema.extend({
  locale: z.enum(locales).default('en'),
  /** Hidden from people; only bots fill it. */
  website: text().max(500).optional(),
});
export type QuestionPayload = z.infer<typeof questionPayloadSchema>;
