import { useEffect } from 'react';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/** The page title and social meta tags of a profile page come from the profile name (trades.md §2). */
export function useProfileMeta(name: string | undefined, description: string | null | undefined): void {
  useEffect(() => {
    if (!name) return;
    const title = `${name} | TradeCircle`;
    document.title = title;
    const text = description || `Trades posted by ${name} on TradeCircle`;
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:type', 'profile');
    setMeta('name', 'twitter:card', 'summary');
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'description', text);
  }, [name, description]);
}
