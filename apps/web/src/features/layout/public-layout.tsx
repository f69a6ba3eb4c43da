import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { paths, SOCIAL_LINKS } from '../../lib/paths.ts';
import { FacebookIcon, InstagramIcon, TiktokIcon, XIcon, YoutubeIcon } from '../../components/ui/icons.tsx';
import { Logo } from '../../components/logo.tsx';
import { RouteFocus } from '../../components/route-focus.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { PreferenceControls } from '../../components/preference-controls.tsx';

const SOCIAL_ICONS = { facebook: FacebookIcon, instagram: InstagramIcon, tiktok: TiktokIcon, x: XIcon, youtube: YoutubeIcon } as const;

const navItems = [
  { to: paths.home, key: 'nav.home' },
  { to: paths.about, key: 'nav.about' },
  { to: paths.contact, key: 'nav.contact' },
  { to: '/login', key: 'nav.login' },
] as const;

/** The public site's frame (spec §2): navbar, page, footer with legal links, newsletter and social links. */
export function PublicLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-3 py-2 font-medium ${isActive ? 'text-brand-700 dark:text-brand-300' : 'text-slate-700 hover:text-brand-700 dark:text-slate-200 dark:hover:text-brand-300'}`;

  return (
    <div className="flex min-h-dvh flex-col">
      <RouteFocus setTitle={false} />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95 narrow:static">
        <nav className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3" aria-label={t('nav.mainMenu')}>
          <Link to={paths.home} aria-label={t('common.appName')} className="inline-flex min-h-11 min-w-11 items-center">
            <Logo compact="narrow" />
          </Link>
          <ul className="hidden items-center gap-1 md:flex">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass} end>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-3">
            {/* with enlarged text on a phone the switches move into the menu, so the page keeps its first screen */}
            <div className="narrow:hidden">
              <PreferenceControls />
            </div>
            <Link to="/login" className="hidden rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 sm:inline-block">
              {t('nav.loginButton')}
            </Link>
            <button
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-500 md:hidden dark:border-slate-400"
              aria-expanded={menuOpen}
              aria-controls="public-menu"
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setMenuOpen((o) => !o)}
            >
              <span aria-hidden="true" className="text-xl leading-none">
                {menuOpen ? '×' : '≡'}
              </span>
            </button>
          </div>
        </nav>
        {menuOpen ? (
          <div id="public-menu" className="border-t border-slate-200 px-4 py-2 md:hidden dark:border-slate-800">
            <ul>
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={(s) => `flex min-h-11 items-center ${linkClass(s)}`} onClick={() => setMenuOpen(false)} end>
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-2 hidden narrow:block">
              <PreferenceControls />
            </div>
          </div>
        ) : null}
      </header>

      <main id="main" className="flex-1">
        <Outlet />
      </main>

      <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 md:grid-cols-3">
          <div>
            <Logo />
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('footer.about')}</p>
          </div>
          <div>
            <h2 className="font-semibold">{t('footer.legal')}</h2>
            <ul className="mt-2 text-sm">
              <li>
                <Link className="inline-flex min-h-11 items-center hover:underline" to={paths.terms}>
                  {t('footer.terms')}
                </Link>
              </li>
              <li>
                <Link className="inline-flex min-h-11 items-center hover:underline" to={paths.privacy}>
                  {t('footer.privacy')}
                </Link>
              </li>
              <li>
                <Link className="inline-flex min-h-11 items-center hover:underline" to={paths.disclaimer}>
                  {t('footer.disclaimer')}
                </Link>
              </li>
            </ul>
            <h2 className="mt-6 font-semibold">{t('footer.follow')}</h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {SOCIAL_LINKS.map(({ id, href }) => {
                const SocialIcon = SOCIAL_ICONS[id];
                return (
                  <li key={id}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`social.${id}`)}
                      className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-slate-700 shadow-sm hover:text-brand-700 dark:bg-slate-800 dark:text-slate-200"
                    >
                      <SocialIcon className="h-5 w-5" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <NewsletterForm />
        </div>
        <p className="border-t border-slate-200 px-4 py-4 text-center text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </p>
      </footer>
    </div>
  );
}
