import { describe, expect, it } from 'vitest';
import { cleanTrainingHtml } from '../components/training-html.tsx';
import { applyHtmlFormat } from './html-format.ts';

describe('the module editor formatting buttons', () => {
  it('wrap the selected words, and select them again', () => {
    const text = '<p>Lift with your legs.</p>';
    const start = text.indexOf('legs');
    const edited = applyHtmlFormat(text, start, start + 4, 'bold');
    expect(edited.text).toBe('<p>Lift with your <strong>legs</strong>.</p>');
    expect(edited.text.slice(edited.selectionStart, edited.selectionEnd)).toBe('legs');
  });

  it('make each selected line a list item, and a placeholder where nothing is selected', () => {
    const text = 'Gloves\nBoots\n\nGlasses';
    expect(applyHtmlFormat(text, 0, text.length, 'bullets').text).toBe(
      '<ul><li>Gloves</li><li>Boots</li><li>Glasses</li></ul>',
    );
    expect(applyHtmlFormat('', 0, 0, 'heading').text).toBe('<h2>Heading</h2>');
  });

  it('a link selects its address to type over; what every button makes survives the sanitiser', () => {
    const edited = applyHtmlFormat('See OSHA', 4, 8, 'link');
    expect(edited.text).toBe('See <a href="https://">OSHA</a>');
    expect(edited.text.slice(edited.selectionStart, edited.selectionEnd)).toBe('https://');
    for (const format of ['heading', 'paragraph', 'bold', 'italic', 'bullets', 'numbers'] as const) {
      const made = applyHtmlFormat('one\ntwo', 0, 7, format).text;
      expect(cleanTrainingHtml(made), format).toBe(made);
    }
  });
});
