import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { RISK_QUESTIONS, type RiskQuestion } from '@tradecircle/domain';
import { type FormEvent, useState } from 'react';
import { RISK_PROFILE_TEXTS as TEXTS } from '../risk-profile-texts.ts';

export type QuestionnaireAnswers = Partial<Record<string, string>>;

/**
 * Every question on one page as a radio group, the share answered above them, and Submit once all
 * are answered. `error` is the server's refusal, shown above the buttons.
 */
export function Questionnaire({
  initialAnswers = {},
  isSaving,
  error,
  onSubmit,
  onCancel,
}: {
  initialAnswers?: QuestionnaireAnswers;
  isSaving: boolean;
  error: string | null;
  onSubmit: (answers: Record<string, string>) => void;
  /** Back to the result without saving (a retake); absent on the first answer. */
  onCancel?: () => void;
}) {
  const [answers, setAnswers] = useState<QuestionnaireAnswers>(initialAnswers);
  const answered = RISK_QUESTIONS.filter((question) => answers[question.id]).length;
  const total = RISK_QUESTIONS.length;
  const isComplete = answered === total;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete) return;
    onSubmit(Object.fromEntries(RISK_QUESTIONS.map((question) => [question.id, answers[question.id]!])));
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label="Risk questionnaire"
      onSubmit={submit}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack spacing={3}>
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {TEXTS.progress(answered, total)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round((answered / total) * 100)}
            aria-label="Questions answered"
          />
        </Box>
        {RISK_QUESTIONS.map((question, index) => (
          <QuestionField
            key={question.id}
            number={index + 1}
            question={question}
            value={answers[question.id] ?? ''}
            onChange={(choice) => setAnswers((current) => ({ ...current, [question.id]: choice }))}
          />
        ))}
        {error && <Alert severity="error">{error}</Alert>}
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          {onCancel && (
            <Button onClick={onCancel} disabled={isSaving}>
              {TEXTS.cancel}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={!isComplete} loading={isSaving}>
            {TEXTS.submit}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function QuestionField({
  number,
  question,
  value,
  onChange,
}: {
  number: number;
  question: RiskQuestion;
  value: string;
  onChange: (choice: string) => void;
}) {
  const labelId = `risk-question-${question.id}`;
  return (
    <FormControl component="fieldset">
      <FormLabel id={labelId} component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {number}. {question.question}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={question.id}
        value={value}
        onChange={(_, choice) => onChange(choice)}
      >
        {question.choices.map((choice) => (
          <FormControlLabel
            key={choice.id}
            value={choice.id}
            control={<Radio size="small" />}
            label={choice.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
