import { useEffect } from 'react';

function setLink(rel: string, href: string): void {
  let link = document.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
}

/** The white-label identity on the document: title from site_title, favicon and home-screen icon from site_logo. */
export function useDocumentBranding(title: string, logo: string): void {
  useEffect(() => {
    if (title) document.title = title;
    document.querySelector('meta[name="apple-mobile-web-app-title"]')?.setAttribute('content', title);
  }, [title]);
  useEffect(() => {
    if (!logo) return;
    setLink('icon', logo);
    setLink('apple-touch-icon', logo);
  }, [logo]);
}
