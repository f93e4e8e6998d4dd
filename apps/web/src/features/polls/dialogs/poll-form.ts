/** The poll form's values and rules: the domain's checkPollDraft, its messages under the fields. */
import {
  type CreatePollBody,
  checkPollDraft,
  DEFAULT_POLL_CATEGORY,
  DEFAULT_POLL_OPTIONS,
  POLL_CATEGORIES,
  POLL_QUESTIONS,
  type PollCategory,
  pollOptionsToSave,
  pollTitleToSave,
  TradeFormSecuritySchema,
} from '@tradecircle/domain';
import { z } from 'zod';
import { firstFieldErrors, HttpError, serverMessage } from '../../../shared/api/http-errors.ts';

export const PollFormSchema = z
  .object({
    category: z.enum(POLL_CATEGORIES),
    /** The stock chosen by search (category stock); its name is the title. */
    stock: TradeFormSecuritySchema.nullable(),
    /** The market or industry chosen from its list. */
    choice: z.string(),
    question: z.string(),
    options: z.array(z.object({ text: z.string() })),
  })
  .superRefine((values, ctx) => {
    const errors = checkPollDraft(draftOf(values));
    if (errors.title)
      ctx.addIssue({ code: 'custom', path: [titleField(values.category)], message: errors.title });
    if (errors.question) ctx.addIssue({ code: 'custom', path: ['question'], message: errors.question });
    if (errors.options) ctx.addIssue({ code: 'custom', path: ['options'], message: errors.options });
  });
export type PollFormValues = z.infer<typeof PollFormSchema>;

/** Which field holds the title of a category ('others' has none: its title is the fixed word). */
export function titleField(category: PollCategory): 'stock' | 'choice' {
  return category === 'stock' ? 'stock' : 'choice';
}

/** §5: category stock, its pre-filled question, options Bullish, Bearish and one empty. */
export function defaultPollValues(): PollFormValues {
  return {
    category: DEFAULT_POLL_CATEGORY,
    stock: null,
    choice: '',
    question: POLL_QUESTIONS[DEFAULT_POLL_CATEGORY],
    options: DEFAULT_POLL_OPTIONS.map((text) => ({ text })),
  };
}

function draftOf(values: PollFormValues) {
  return {
    category: values.category,
    title: values.category === 'stock' ? (values.stock?.name ?? '') : values.choice,
    question: values.question,
    options: values.options.map((option) => option.text),
  };
}

/** The create-poll body: the title per category, the question trimmed, the empty options dropped. */
export function pollBodyOf(values: PollFormValues): CreatePollBody {
  const draft = draftOf(values);
  return {
    category: draft.category,
    title: pollTitleToSave(draft),
    question: draft.question.trim(),
    poll_options: pollOptionsToSave(draft.options).map((option_text) => ({ option_text })),
  };
}

export interface PollRefusal {
  fields: Partial<Record<'title' | 'question' | 'options', string>>;
  alert: string | null;
}

/** A refused poll: a 400's `errors` under the fields they name, anything else (a 403) above the form. */
export function pollRefusalOf(error: unknown, fallback: string): PollRefusal {
  if (!(error instanceof HttpError)) return { fields: {}, alert: fallback };
  const { poll_options: options, ...named } =
    error.status === 400 ? firstFieldErrors(error.body, ['title', 'question', 'poll_options'] as const) : {};
  const fields: PollRefusal['fields'] = options === undefined ? named : { ...named, options };
  if (Object.keys(fields).length > 0) return { fields, alert: null };
  return { fields, alert: serverMessage(error.body) ?? fallback };
}
