/**
 * The one piece of jsdom the API uses: a window for DOMPurify. Declared here instead of installing
 * @types/jsdom, which pulls the browser's DOM library into every API file's types.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: import('dompurify').WindowLike;
  }
}
