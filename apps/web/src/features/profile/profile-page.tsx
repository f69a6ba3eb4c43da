import { useState, type ComponentType, type SVGProps } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.ts';
import { paths, SOCIAL_LINKS } from '../../lib/paths.ts';
import { CallLink } from '../../components/ui/call-link.tsx';
import {
  AlertIcon,
  ChevronRightIcon,
  FacebookIcon,
  FileTextIcon,
  GlobeIcon,
  HospitalIcon,
  InfoIcon,
  InstagramIcon,
  KeyIcon,
  LogoutIcon,
  MessageIcon,
  PhoneIcon,
  ShieldIcon,
  SirenIcon,
  TiktokIcon,
  UserIcon,
  XIcon,
} from '../../components/ui/icons.tsx';
import { ErrorState } from '../../components/ui/page-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../lib/api-client.ts';
import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import { meQuery } from '../../lib/me-query.ts';
import { ChangePasswordModal, LanguageModal, LogoutModal } from './profile-modals.tsx';
import { NotificationSettings } from './notification-settings.tsx';
import { MixedText } from '../../components/mixed-text.tsx';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;
type ModalProps = { onClose: () => void };
type ModalId = 'numbers' | 'message' | 'password' | 'language' | 'logout';

/** The support feature's modals, handed in by the routes (features do not import each other). */
export interface SupportModals {
  SupportNumbers: ComponentType<ModalProps>;
  Message: ComponentType<ModalProps>;
}

type MenuItem = { id: string; icon: Icon; urgent?: boolean } & ({ modal: ModalId } | { to: string });

/**
 * Spec §2 menu: support numbers, message, change password, change language, about us, terms of
 * use, privacy policy, disclaimer; emergency and health posts first (docs/spec/decisions.md: one tap away).
 */
const MENU: MenuItem[] = [
  { id: 'emergency', icon: SirenIcon, to: paths.emergency, urgent: true },
  { id: 'healthPosts', icon: HospitalIcon, to: paths.healthPosts },
  { id: 'numbers', icon: PhoneIcon, modal: 'numbers' },
  { id: 'message', icon: MessageIcon, modal: 'message' },
  { id: 'password', icon: KeyIcon, modal: 'password' },
  { id: 'language', icon: GlobeIcon, modal: 'language' },
  { id: 'about', icon: InfoIcon, to: paths.aboutUs },
  { id: 'terms', icon: FileTextIcon, to: paths.termsInApp },
  { id: 'privacy', icon: ShieldIcon, to: paths.privacyInApp },
  { id: 'disclaimer', icon: AlertIcon, to: paths.disclaimerInApp },
];

/** Spec §2: four social links (a social network, a photo network, a short-video network, a microblog). */
const SOCIAL_ICONS: Partial<Record<(typeof SOCIAL_LINKS)[number]['id'], Icon>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TiktokIcon,
  x: XIcon,
};
const PROFILE_SOCIAL = SOCIAL_LINKS.filter((s) => SOCIAL_ICONS[s.id]);

// Phones: a grid of tiles (icon over label); desktop: a menu list (icon beside label).
const tileClass =
  'flex min-h-24 w-full min-w-0 flex-col items-center justify-center gap-2 rounded-2xl p-3 text-center text-sm [overflow-wrap:anywhere] font-semibold shadow-sm ring-1 md:min-h-12 md:flex-row md:justify-start md:gap-3 md:rounded-xl md:px-3 md:py-2 md:text-left md:text-base md:shadow-none md:ring-0';
const tileTone = (urgent?: boolean) =>
  urgent
    ? 'bg-red-50 text-red-800 ring-red-200 hover:bg-red-100 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900 dark:hover:bg-red-950'
    : 'bg-white text-slate-800 ring-slate-200 hover:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-800 dark:hover:bg-slate-800';

function MenuEntry({ item, onOpen }: { item: MenuItem; onOpen: (id: ModalId) => void }) {
  const { t } = useTranslation();
  const { icon: ItemIcon } = item;
  const body = (
    <>
      <ItemIcon className={`h-6 w-6 shrink-0 ${item.urgent ? '' : 'text-brand-700 dark:text-brand-300'}`} />
      <span className="md:flex-1">{t(`profile.menu.${item.id}`)}</span>
      <ChevronRightIcon className="hidden h-4 w-4 text-slate-400 md:block" />
    </>
  );
  const className = `${tileClass} ${tileTone(item.urgent)}`;
  if ('to' in item)
    return (
      <Link to={item.to} className={className}>
        {body}
      </Link>
    );
  return (
    <button type="button" onClick={() => onOpen(item.modal)} className={className} aria-haspopup="dialog">
      {body}
    </button>
  );
}

function initials(first: string, last: string) {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/** The header card (spec §2): avatar, full name, the "view" link, a logout icon; and her health post. */
function ProfileCard({ onLogout }: { onLogout: () => void }) {
  const { t, i18n } = useTranslation();
  const me = useQuery(meQuery());
  if (me.isPending)
    return (
      <div className="flex min-h-28 items-center justify-center rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <Spinner />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  if (me.isError) return <ErrorState message={getErrorMessage(me.error)} onRetry={() => void me.refetch()} />;
  const { provider } = me.data;
  const { first_name: first, last_name: last } = provider.profile;
  const post = provider.healthPost;
  const ne = i18n.language === 'ne';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4 rounded-3xl bg-brand-700 p-5 text-white shadow-sm narrow:p-3 dark:bg-brand-900">
        <span aria-hidden="true" className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-white/20 text-2xl font-bold narrow:hidden">
          {first || last ? initials(first, last) : <UserIcon className="h-8 w-8" />}
        </span>
        {/* the name wraps, never cut (WCAG 1.4.10); with enlarged text it has the card's width and the logout goes under it */}
        <div className="min-w-0 flex-1 narrow:basis-full">
          <p className="text-xl font-bold break-words" data-testid="profile-name">
            <MixedText text={`${first} ${last}`} />
          </p>
          <Link
            to={paths.profileView}
            className="inline-flex min-h-11 min-w-11 items-center text-sm font-semibold underline underline-offset-4 hover:no-underline"
          >
            {t('profile.view')}
          </Link>
        </div>
        <button
          type="button"
          onClick={onLogout}
          aria-label={t('nav.logout')}
          aria-haspopup="dialog"
          className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:ring-4 focus-visible:ring-white/60 focus-visible:outline-none"
        >
          <LogoutIcon className="h-6 w-6" />
        </button>
      </div>
      <dl className="grid grid-cols-1 gap-4 rounded-3xl [overflow-wrap:anywhere] bg-white p-5 shadow-sm narrow:p-3 ring-1 ring-slate-200 sm:grid-cols-2 dark:bg-slate-900 dark:ring-slate-800">
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">{t('profile.mobile')}</dt>
          <dd className="mt-1 font-semibold">{localDigits(provider.mobile_number, i18n.language)}</dd>
        </div>
        {provider.profile.address ? (
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-300">{t('profile.address')}</dt>
            <dd className="mt-1 font-semibold">
              <MixedText text={provider.profile.address} />
            </dd>
          </div>
        ) : null}
        {post ? (
          <div className="sm:col-span-2">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{t('profile.healthPost')}</dt>
            <dd className="mt-1 text-lg font-semibold">{ne ? post.name_ne : post.name}</dd>
            {post.phone ? (
              <dd>
                <CallLink number={post.phone} className="mt-3" />
              </dd>
            ) : null}
          </div>
        ) : null}
      </dl>
      {/* Desktop: the detail panel has room for the way out in an emergency (on phones it is the first tile). */}
      <div className="hidden rounded-3xl border-2 border-red-200 bg-red-50 p-5 text-red-950 md:block dark:border-red-900 dark:bg-red-950/50 dark:text-red-50">
        <p className="font-semibold">{t('profile.emergency')}</p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Link
            to={paths.emergency}
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500"
          >
            <SirenIcon className="h-5 w-5" />
            {t('profile.menu.emergency')}
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * Spec §2 profile/settings screen. Phones: the header card, then a grid of services. Desktop: a
 * menu on the left and the detail panel (the card and her health post) on the right. Menu entries
 * open the modals or go to their screens; social links open in a new tab.
 */
export function ProfilePage({ supportModals }: { supportModals: SupportModals }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ModalId | null>(null);
  const close = () => setOpen(null);
  const modals: Record<ModalId, ComponentType<ModalProps>> = {
    numbers: supportModals.SupportNumbers,
    message: supportModals.Message,
    password: ChangePasswordModal,
    language: LanguageModal,
    logout: LogoutModal,
  };
  const OpenModal = open ? modals[open] : null;

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="mb-4 text-2xl font-bold">{t('nav.profile')}</h1>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[17rem_1fr] md:items-start">
        <section aria-label={t('profile.details')} className="md:col-start-2 md:row-start-1">
          <ProfileCard onLogout={() => setOpen('logout')} />
          <NotificationSettings />
        </section>
        <nav
          aria-label={t('profile.services')}
          className="md:col-start-1 md:row-start-1 md:rounded-3xl md:bg-white md:p-2 md:shadow-sm md:ring-1 md:ring-slate-200 md:dark:bg-slate-900 md:dark:ring-slate-800"
        >
          <h2 className="mb-3 text-lg font-bold md:sr-only">{t('profile.services')}</h2>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-3 md:grid-cols-1 md:gap-1">
            {MENU.map((item) => (
              <li key={item.id}>
                <MenuEntry item={item} onOpen={setOpen} />
              </li>
            ))}
          </ul>
          <h2 className="mt-6 mb-3 text-lg font-bold md:mt-4 md:mb-1 md:px-3 md:text-sm md:font-semibold md:text-slate-500 md:dark:text-slate-400">
            {t('profile.follow')}
          </h2>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-3 md:grid-cols-1 md:gap-1">
            {PROFILE_SOCIAL.map(({ id, href }) => {
              const SocialIcon = SOCIAL_ICONS[id] ?? GlobeIcon;
              return (
                <li key={id}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('profile.newTab', { name: t(`profile.social.${id}`) })}
                    className={`${tileClass} ${tileTone()}`}
                  >
                    <SocialIcon className="h-6 w-6 shrink-0 text-brand-700 dark:text-brand-300" />
                    <span className="md:flex-1">{t(`profile.social.${id}`)}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      {OpenModal ? <OpenModal onClose={close} /> : null}
    </div>
  );
}
