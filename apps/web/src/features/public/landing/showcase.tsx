import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { localDigits } from '@mamata/core/calendar/bikram-sambat';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../../lib/links.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { StoreBadge } from './store-badge.tsx';

/** Spec §9: four slides, 4000 ms apart. */
export const CAROUSEL_INTERVAL_MS = 4000;
const SLIDES = ['summary', 'profile', 'reminders', 'reports'] as const;
/** Screenshot size (CSS px of a 360 px phone); written by scripts/screenshots.mjs. */
const SHOT_WIDTH = 360;
const SHOT_HEIGHT = 740;

/**
 * "Ensuring Safehood for Pregnant Mothers and Babies": screenshots of this app's own screens,
 * starting at 1, advancing every 4 s and wrapping 4 → 1 only while on screen; a number or a
 * title selects a slide (spec §4). WCAG 2.2.2: a Pause button stops it, it waits while the pointer
 * or focus is on it, and it does not start by itself for someone who prefers reduced motion.
 */
export function Showcase() {
  const { t } = useTranslation();
  const { lang } = usePreferences();
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(false);
  const [paused, setPaused] = useState(() => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
  const [held, setHeld] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = sectionRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false), { threshold: 0.3 });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!visible || paused || held) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [visible, paused, held, index]);

  const current = SLIDES[index] ?? 'summary';
  return (
    <section
      ref={sectionRef}
      aria-labelledby="showcase-title"
      // it advances by itself once on screen: the page is hydrated then (app/hydrate-on-demand.ts)
      data-hydrate="visible"
      className="bg-brand-50 py-14 dark:bg-slate-900"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false);
      }}
    >
      <div className="mx-auto grid grid-cols-1 max-w-6xl items-center gap-10 px-4 md:grid-cols-2">
        <div>
          <h2 id="showcase-title" className="text-2xl font-bold sm:text-3xl">
            {t('public.showcase.title')}
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{t('public.showcase.subtitle')}</p>
          <ol className="mt-6 space-y-2" aria-label={t('landing.carouselLabel')}>
            {SLIDES.map((slide, i) => {
              const title = t(`public.showcase.slides.${slide}.title`);
              const selected = i === index;
              return (
                <li key={slide}>
                  <button
                    type="button"
                    onClick={() => setIndex(i)}
                    aria-pressed={selected}
                    data-testid={`slide-button-${i + 1}`}
                    className={`flex w-full items-start gap-3 rounded-2xl p-3 text-left ${selected ? 'bg-white shadow-sm ring-1 ring-brand-200 dark:bg-slate-800 dark:ring-brand-900' : 'hover:bg-white/60 dark:hover:bg-slate-800/60'}`}
                  >
                    <span
                      className={`inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full font-bold ${selected ? 'bg-brand-700 text-white' : 'bg-brand-100 text-brand-800 dark:bg-slate-700 dark:text-slate-100'}`}
                    >
                      {localDigits(i + 1, lang)}
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold">{title}</span>
                      {selected ? (
                        <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-300">{t(`public.showcase.slides.${slide}.text`)}</span>
                      ) : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            // the name says what a press does (WAI-ARIA carousel pattern), so no aria-pressed beside it
            onClick={() => setPaused((p) => !p)}
            data-testid="carousel-pause"
            className="mt-4 inline-flex min-h-11 items-center rounded-full border border-slate-500 px-4 text-sm font-semibold hover:bg-white dark:border-slate-400 dark:hover:bg-slate-800"
          >
            {paused ? t('landing.carouselPlay') : t('landing.carouselPause')}
          </button>
        </div>
        <div className="flex flex-col items-center">
          <div className="overflow-hidden rounded-[2rem] border-8 border-slate-900 bg-slate-900 shadow-2xl" style={{ width: 248, height: 510 }}>
            <img
              key={current}
              src={`/images/screens/${current}.webp`}
              alt={t('public.showcase.screenshotAlt', { title: t(`public.showcase.slides.${current}.title`) })}
              width={SHOT_WIDTH}
              height={SHOT_HEIGHT}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              data-testid="slide-image"
              data-slide={index + 1}
              className="h-full w-full object-cover object-top"
            />
          </div>
        </div>
      </div>
      <div className="mx-auto mt-12 flex max-w-6xl flex-col items-center gap-6 px-4 sm:flex-row sm:justify-center">
        <div className="flex flex-col items-center gap-3">
          <h3 className="font-semibold">{t('public.showcase.storeTitle')}</h3>
          <div className="flex flex-wrap justify-center gap-3">
            <StoreBadge store="apple" href={APP_STORE_URL} label={t('public.showcase.appStore')} />
            <StoreBadge store="google" href={PLAY_STORE_URL} label={t('public.showcase.googlePlay')} />
          </div>
        </div>
        <a
          href={PLAY_STORE_URL}
          className="flex max-w-full flex-wrap items-center justify-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700"
        >
          <img
            src="/images/play-store-qr.svg"
            alt={t('public.showcase.qrAlt')}
            width="112"
            height="112"
            loading="lazy"
            className="h-28 w-28 rounded bg-white"
          />
          <span className="max-w-40 min-w-0 text-sm text-slate-600 dark:text-slate-300">{t('public.showcase.qrCaption')}</span>
        </a>
      </div>
    </section>
  );
}
