import { describe, expect, it } from 'vitest';
import { emptyModule, toModuleInput } from './module-form.ts';

describe('module editor form', () => {
  it('turns one option per line and a 1-based right answer into the shared input', () => {
    const result = toModuleInput({
      ...emptyModule(),
      title: 'Ladders',
      description: 'Three points',
      content: '<p>Face the ladder</p>',
      questions: [
        { question: 'Points of contact?', optionsText: 'One\n\n Three \n', correctAnswer: '2', explanation: 'Three.' },
      ],
    });
    expect(result).toMatchObject({
      ok: true,
      input: { estimatedMinutes: 10, passingScore: 80, questions: [{ options: ['One', 'Three'], correctAnswer: 1 }] },
    });
  });

  it('names the form field that is wrong', () => {
    const result = toModuleInput({
      ...emptyModule(),
      estimatedMinutes: 'ten',
      questions: [{ question: 'Q', optionsText: 'Only one', correctAnswer: '3', explanation: '' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      title: 'Required',
      estimatedMinutes: 'Enter a whole number',
      'questions.0.optionsText': 'Give at least 2 options',
      'questions.0.explanation': 'Required',
    });
  });
});
