import { describe, expect, it } from 'vitest';
import { descriptionPreview, descriptionWords } from './description.ts';

const words = (count: number) => Array.from({ length: count }, (_, index) => `w${index + 1}`).join(' ');

describe('descriptionWords', () => {
  it('counts the words a reader sees: tags dropped, blocks apart, entities decoded', () => {
    expect(
      descriptionWords('<p>one <strong>two</strong></p><p>three</p><ul><li>four</li><li>five</li></ul>'),
    ).toEqual(['one', 'two', 'three', 'four', 'five']);
    expect(descriptionWords('<p>risk&nbsp;&amp; reward</p>')).toEqual(['risk', '&', 'reward']);
  });
});

describe('descriptionPreview', () => {
  it('is null up to 32 words and the first 32 with an ellipsis above', () => {
    expect(descriptionPreview(`<p>${words(32)}</p>`)).toBeNull();
    expect(descriptionPreview(`<p>${words(33)}</p>`)).toBe(`${words(32)}…`);
  });
});
