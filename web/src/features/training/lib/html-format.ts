/**
 * The module editor's formatting buttons: each wraps the selected text of the
 * content box in the HTML the sanitiser keeps, so the office need not type tags. Pure, so it is
 * tested without a browser; the server and the preview still sanitise whatever the box holds.
 */
export type HtmlFormat = 'heading' | 'paragraph' | 'bold' | 'italic' | 'bullets' | 'numbers' | 'link';

export const HTML_FORMATS: { format: HtmlFormat; label: string; text: string }[] = [
  { format: 'heading', label: 'Heading', text: 'H' },
  { format: 'paragraph', label: 'Paragraph', text: '¶' },
  { format: 'bold', label: 'Bold', text: 'B' },
  { format: 'italic', label: 'Italic', text: 'I' },
  { format: 'bullets', label: 'Bulleted list', text: '• List' },
  { format: 'numbers', label: 'Numbered list', text: 'Numbered' },
  { format: 'link', label: 'Link', text: 'Link' },
];

export interface Edited {
  text: string;
  /** What to select afterwards: the formatted words (or, for a link, its address to type over). */
  selectionStart: number;
  selectionEnd: number;
}

const PLACEHOLDER: Record<HtmlFormat, string> = {
  heading: 'Heading',
  paragraph: 'Paragraph',
  bold: 'bold words',
  italic: 'slanted words',
  bullets: 'First point',
  numbers: 'First step',
  link: 'link words',
};

const items = (lines: string) =>
  lines
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => `<li>${l}</li>`)
    .join('');

/** Wraps `text[start, end)` (or a placeholder where nothing is selected) in `format`'s tags. */
export function applyHtmlFormat(text: string, start: number, end: number, format: HtmlFormat): Edited {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const picked = text.slice(from, to) || PLACEHOLDER[format];
  const address = 'https://';
  const [open, inner, close] = ((): [string, string, string] => {
    switch (format) {
      case 'heading':
        return ['<h2>', picked, '</h2>'];
      case 'paragraph':
        return ['<p>', picked, '</p>'];
      case 'bold':
        return ['<strong>', picked, '</strong>'];
      case 'italic':
        return ['<em>', picked, '</em>'];
      case 'bullets':
        return ['<ul>', items(picked), '</ul>'];
      case 'numbers':
        return ['<ol>', items(picked), '</ol>'];
      case 'link':
        return [`<a href="${address}">`, picked, '</a>'];
    }
  })();
  const inserted = open + inner + close;
  const result = text.slice(0, from) + inserted + text.slice(to);
  if (format === 'link') {
    const at = from + '<a href="'.length;
    return { text: result, selectionStart: at, selectionEnd: at + address.length };
  }
  return { text: result, selectionStart: from + open.length, selectionEnd: from + open.length + inner.length };
}
