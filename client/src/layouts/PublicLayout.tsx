import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { ButtonLink, type ButtonVariant } from '../components/Button';
import { cx } from '../components/cx';
import { CloseIcon, MenuIcon } from '../components/icons';
import { Logo } from '../components/Logo';
import { ConsentBanner } from '../telemetry/ConsentBanner';
import { PageHead } from '../routes/public/PageHead';

const productLinks = [
  { to: '/integrations', label: 'Integrations' },
  { to: '/comparisons', label: 'Comparisons' },
  { to: '/resources', label: 'Resources' },
  { to: '/blog', label: 'Blog' },
  { to: '/support', label: 'Support' },
];

const legalLinks = [
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/subprocessors', label: 'Subprocessors' },
];

const footerSections = [
  {
    title: 'Product',
    links: [
      { to: '/#pricing', label: 'Pricing' },
      { to: '/integrations', label: 'Integrations' },
      { to: '/comparisons', label: 'Comparisons' },
      { to: '/register', label: 'Create an account' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/resources', label: 'Guides' },
      { to: '/blog', label: 'Blog' },
      { to: '/resources/self-hosting', label: 'Self-hosting' },
      { to: '/support', label: 'Support' },
    ],
  },
  { title: 'Legal', links: legalLinks },
];

/** Sign in and sign up: in the header bar on wide screens, at the foot of the menu on small ones. */
function AccountLinks({ signInVariant }: { signInVariant: ButtonVariant }) {
  return (
    <>
      <ButtonLink to="/login" variant={signInVariant}>
        Sign in
      </ButtonLink>
      <ButtonLink to="/register">Get started</ButtonLink>
    </>
  );
}

function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    cx('rounded-md px-3 py-2 text-sm font-medium transition-colors', isActive ? 'text-gray-950' : 'text-gray-600 hover:text-gray-950');

  return (
    <header className="sticky top-0 z-30 border-b border-gray-200/80 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-4 sm:px-6">
        <Link to="/" className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600" aria-label="Parley home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {productLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <AccountLinks signInVariant="ghost" />
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      {menuOpen && (
        <nav id="site-menu" aria-label="Main" className="border-t border-gray-200 bg-white px-4 pt-2 pb-4 md:hidden">
          <ul className="space-y-1">
            {productLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={() => setMenuOpen(false)} className="block rounded-md px-3 py-2 text-[15px] font-medium text-gray-800 hover:bg-gray-50">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <AccountLinks signInVariant="secondary" />
          </div>
        </nav>
      )}
    </header>
  );
}

function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-gray-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="space-y-3 sm:col-span-3 md:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-gray-600">Live chat for your website. Answer visitors in real time, together, from one inbox.</p>
        </div>
        {footerSections.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <h2 className="text-sm font-semibold text-gray-900">{section.title}</h2>
            <ul className="mt-3 space-y-2">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-gray-600 hover:text-gray-950">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-gray-200">
        <p className="mx-auto max-w-6xl px-4 py-5 text-[13px] text-gray-600 sm:px-6">© Parley. Open source under the MIT license.</p>
      </div>
    </footer>
  );
}

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PageHead />
      <a href="#content" className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:absolute focus:top-3 focus:left-3">
        Skip to content
      </a>
      <SiteHeader />
      <main id="content" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ConsentBanner />
    </div>
  );
}
