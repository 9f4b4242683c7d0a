import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../contract/constants';

export type PageMeta = { title: string; description: string };

function setMetaContent(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** The document title with the product name, unless the title already names it. */
export function fullTitle(title: string): string {
  return title.includes(PRODUCT_NAME) ? title : `${title} | ${PRODUCT_NAME}`;
}

/**
 * Sets the page title, meta description and social preview tags for the current route. The HTML
 * shell carries the landing page's values, so crawlers that do not run JavaScript still see them.
 */
export function usePageMeta({ title, description }: PageMeta) {
  useEffect(() => {
    const full = fullTitle(title);
    document.title = full;
    setMetaContent('name', 'description', description);
    setMetaContent('property', 'og:title', full);
    setMetaContent('property', 'og:description', description);
    setMetaContent('name', 'twitter:title', full);
    setMetaContent('name', 'twitter:description', description);
  }, [title, description]);
}
