import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ExternalLink } from './ExternalLink';

describe('ExternalLink', () => {
  it.each(['https://shop.example/pricing?plan=pro', 'http://localhost:8080/'])('links %s, in a new tab that is not told where it came from', (address) => {
    render(<ExternalLink href={address}>the page</ExternalLink>);
    const link = screen.getByRole('link', { name: 'the page' });
    expect(link.getAttribute('href')).toBe(address);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it.each(['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '/relative/page', 'not an address'])(
    'shows %j as plain text, never as a link',
    (address) => {
      render(<ExternalLink href={address}>{address}</ExternalLink>);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText(address.trim())).toBeTruthy();
    },
  );
});
