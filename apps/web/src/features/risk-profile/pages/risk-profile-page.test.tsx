import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RISK_QUESTIONS, type RiskProfileAnswers } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, installTestBridge, json, mockApi, renderAt } from '../../../test-render.tsx';
import { storeValidLogin } from '../../../test-utils.ts';
import { setViewportWidth } from '../../../test-viewport.ts';
import { ANSWERS_FOR, RISK_PROFILE_API, riskProfileAnswer, riskProfileBody } from '../test-fixtures.ts';
import { RiskProfilePage } from './risk-profile-page.tsx';

const bridge = installTestBridge(() => {
  storeValidLogin();
  setViewportWidth(1280);
});

const open = () => renderAt('/questions', { '/questions': <RiskProfilePage /> });

/** Picks, for each question (the radio groups come in RISK_QUESTIONS' order), the choice `answers` names. */
function answerAll(answers: RiskProfileAnswers) {
  const groups = screen.getAllByRole('radiogroup');
  RISK_QUESTIONS.forEach((question, index) => {
    const choice = question.choices.find((each) => each.id === answers[question.id])!;
    fireEvent.click(within(groups[index]!).getByLabelText(choice.label));
  });
}
const submit = () => screen.getByRole('button', { name: 'See my risk profile' });
const progress = () => screen.getByRole('progressbar', { name: 'Questions answered' });

describe('RiskProfilePage: the questionnaire', { timeout: 30_000 }, () => {
  it('asks every question with its choices, counts the answers, and submits them once all are given', async () => {
    const fetchMock = mockApi({
      [`GET ${RISK_PROFILE_API}`]: riskProfileAnswer(null),
      [`PUT ${RISK_PROFILE_API}`]: () => json(200, riskProfileBody('aggressive')),
    });
    open();
    expect(await screen.findByRole('form', { name: 'Risk questionnaire' })).toBeTruthy();
    const groups = screen.getAllByRole('radiogroup');
    expect(
      groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(RISK_QUESTIONS.map((question, index) => `${index + 1}. ${question.question}`));
    expect(screen.getByText(`0 of ${RISK_QUESTIONS.length} answered`)).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('0');
    expect(submit()).toHaveProperty('disabled', true);

    const horizon = screen.getByRole('radiogroup', { name: /How long do you plan/ });
    fireEvent.click(within(horizon).getByRole('radio', { name: 'More than 5 years' }));
    expect(screen.getByText(`1 of ${RISK_QUESTIONS.length} answered`)).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('17');
    expect(submit()).toHaveProperty('disabled', true);

    answerAll(ANSWERS_FOR.aggressive);
    expect(progress().getAttribute('aria-valuenow')).toBe('100');
    fireEvent.click(submit());

    const result = await screen.findByRole('region', { name: 'Your result' });
    expect(within(result).getByRole('heading', { name: 'Aggressive investor' })).toBeTruthy();
    expect(result.textContent).toContain('Score 17 of 17');
    const noted = within(result).getByRole('list', { name: 'Calls that carry a note for you' });
    expect(
      within(noted)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Options soldCaution']);
    const [put] = callsTo(fetchMock, 'PUT', RISK_PROFILE_API);
    expect(bodyOf(put?.[1])).toEqual({ answers: ANSWERS_FOR.aggressive });
  });

  it('shows the server’s refusal and keeps the answers', async () => {
    mockApi({
      [`GET ${RISK_PROFILE_API}`]: riskProfileAnswer(null),
      [`PUT ${RISK_PROFILE_API}`]: () =>
        json(400, { message: '"x" is not an answer to horizon: choose one of under_1_year' }),
    });
    open();
    await screen.findByRole('form', { name: 'Risk questionnaire' });
    answerAll(ANSWERS_FOR.moderate);
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('"x" is not an answer to horizon');
    expect(screen.queryByRole('region', { name: 'Your result' })).toBeNull();
    expect(screen.getByText(`${RISK_QUESTIONS.length} of ${RISK_QUESTIONS.length} answered`)).toBeTruthy();
    // The questionnaire shows the refusal itself: no snackbar on top.
    expect(bridge.notify).not.toHaveBeenCalled();
  });
});

describe('RiskProfilePage: the stored result', { timeout: 30_000 }, () => {
  it('shows the category, what it means and the calls that carry a note, with Retake', async () => {
    mockApi({ [`GET ${RISK_PROFILE_API}`]: riskProfileAnswer('conservative') });
    open();
    const result = await screen.findByRole('region', { name: 'Your result' });
    expect(within(result).getByRole('heading', { name: 'Conservative investor' })).toBeTruthy();
    expect(result.textContent).toContain('You put keeping your capital first');
    expect(result.textContent).toContain('answered 30 Nov 2026');
    const noted = within(result).getByRole('list', { name: 'Calls that carry a note for you' });
    expect(within(noted).getAllByRole('listitem')).toHaveLength(5);
    expect(noted.textContent).toContain('FuturesUnsuitable');
    expect(screen.queryByRole('form', { name: 'Risk questionnaire' })).toBeNull();
  });

  it('retakes from the stored answers; Cancel goes back to the result, a new answer replaces it', async () => {
    const fetchMock = mockApi({
      [`GET ${RISK_PROFILE_API}`]: riskProfileAnswer('conservative'),
      [`PUT ${RISK_PROFILE_API}`]: () => json(200, riskProfileBody('moderate')),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Retake the questionnaire' }));
    const horizon = screen.getByRole('radiogroup', { name: /How long do you plan/ });
    expect(within(horizon).getByRole('radio', { name: '1 to 3 years' })).toHaveProperty('checked', true);
    expect(submit()).toHaveProperty('disabled', false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Conservative investor' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retake the questionnaire' }));
    answerAll(ANSWERS_FOR.moderate);
    fireEvent.click(submit());
    expect(await screen.findByRole('heading', { name: 'Moderate investor' })).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', RISK_PROFILE_API)).toHaveLength(1);
  });
});

describe('RiskProfilePage: loading, failure and the phone', { timeout: 30_000 }, () => {
  it('shows a loading state, then a failure with Retry that reads again', async () => {
    let fails = true;
    const fetchMock = mockApi({
      [`GET ${RISK_PROFILE_API}`]: () =>
        fails ? json(404, { message: 'gone' }) : riskProfileAnswer('moderate')(),
    });
    open();
    expect(screen.getByRole('progressbar', { name: 'Loading your risk profile' })).toBeTruthy();
    expect(await screen.findByText('Your risk profile could not be loaded.')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Moderate investor' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', RISK_PROFILE_API)).toHaveLength(2);
  });

  it('lays the questionnaire out for a phone: every question and Submit reachable at 390 px', async () => {
    setViewportWidth(390);
    mockApi({ [`GET ${RISK_PROFILE_API}`]: riskProfileAnswer(null) });
    open();
    await screen.findByRole('form', { name: 'Risk questionnaire' });
    expect(screen.getAllByRole('radiogroup')).toHaveLength(RISK_QUESTIONS.length);
    answerAll(ANSWERS_FOR.conservative);
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
  });
});
