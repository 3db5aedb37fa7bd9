/**
 * What module content may contain. Both ends run DOMPurify with this allow-list: the API when a
 * module is saved, the app again before it renders one (decision 0083). Plain data, so shared
 * carries no DOM dependency.
 */
export const TRAINING_HTML_POLICY = {
  ALLOWED_TAGS: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  ALLOWED_ATTR: ['href', 'title'],
  // A path on this site starts with one slash: `//host` and `/\host` are other sites (decision 0083).
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i,
} as const;
