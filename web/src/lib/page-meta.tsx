/**
 * Per-page <title>, description, canonical URL and Open Graph tags. During prerendering the
 * values are collected into the head of the static HTML; in the browser they are applied on
 * navigation.
 */
import { COMPANY } from '@haul/shared';
import { createContext, useContext, useEffect } from 'react';

export interface PageMetaValues {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/city/decatur". */
  path: string;
  /** Staff and error pages are kept out of search results. */
  noindex?: boolean;
}

/** Filled by the prerenderer; null in the browser. */
export const PageMetaCollector = createContext<{ meta: PageMetaValues | null } | null>(null);

export const fullTitle = (title: string) => (title.includes(COMPANY.shortName) ? title : `${title} | ${COMPANY.name}`);

function setMetaTag(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export function PageMeta(props: PageMetaValues) {
  const collector = useContext(PageMetaCollector);
  if (collector) collector.meta = props;
  useEffect(() => {
    document.title = fullTitle(props.title);
    setMetaTag('name', 'description', props.description);
    setMetaTag('property', 'og:title', fullTitle(props.title));
    setMetaTag('property', 'og:description', props.description);
    setMetaTag('property', 'og:url', COMPANY.siteUrl + props.path);
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = COMPANY.siteUrl + props.path;
  }, [props.title, props.description, props.path]);
  return null;
}

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The head tags the prerenderer writes for a page. */
export function renderHeadTags(meta: PageMetaValues): string {
  const title = escapeHtml(fullTitle(meta.title));
  const description = escapeHtml(meta.description);
  const url = escapeHtml(COMPANY.siteUrl + meta.path);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(COMPANY.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
  ].join('\n    ');
}
