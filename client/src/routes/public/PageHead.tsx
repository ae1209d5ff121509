import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitle, headElements, notFoundHead, type PublicRouteHandle } from './pageHead';

/** Keeps <title> and the meta tags in step with the public page on screen, after client-side navigation. */
export function PageHead() {
  const matches = useMatches();
  const head = (matches.findLast((match) => (match.handle as PublicRouteHandle | undefined)?.head)?.handle as PublicRouteHandle | undefined)?.head ?? notFoundHead;

  useEffect(() => {
    document.title = documentTitle(head);
    const previous = document.head.querySelectorAll('[data-page-head]');
    const next = headElements(head).map(({ tag, attributes }) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      element.setAttribute('data-page-head', '');
      return element;
    });
    previous.forEach((element) => element.remove());
    document.head.append(...next);
    return () => next.forEach((element) => element.remove());
  }, [head]);

  return null;
}
