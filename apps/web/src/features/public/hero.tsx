// Home section 1: looping background video (muted, inline, never autoplayed under
// prefers-reduced-motion, with a pause control), title, tagline, Join the Alliance, and the
// Spearheaded by / In partnership with band (wordmarks drawn by the site, no third-party logos).
import { SITE } from "@alliance/shared";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { Wordmark } from "../../components/public/logo";
import { useT } from "../../i18n/use-t";
import { paths } from "../../paths";

function useBackgroundVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    video.defaultMuted = true;
    const query = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    const start = () => {
      if (query?.matches) return;
      video.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    };
    const onMotionChange = () => {
      if (query?.matches) {
        video.pause();
        setPlaying(false);
      }
    };
    // Start after the page has loaded, so the video never competes with the page itself.
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    query?.addEventListener?.("change", onMotionChange);
    return () => {
      window.removeEventListener("load", start);
      query?.removeEventListener?.("change", onMotionChange);
    };
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      video.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    } else {
      video.pause();
      setPlaying(false);
    }
  };

  return { ref, playing, toggle };
}

export function Hero() {
  const { ref, playing, toggle } = useBackgroundVideo();
  const t = useT();
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative overflow-hidden bg-brand-dark text-white"
    >
      <video
        ref={ref}
        className="absolute inset-0 h-full w-full object-cover"
        muted
        loop
        playsInline
        preload="none"
        poster={SITE.heroVideo.poster}
        aria-hidden="true"
        tabIndex={-1}
        width={960}
        height={540}
      >
        <source src={SITE.heroVideo.webm} type="video/webm" />
        <source src={SITE.heroVideo.mp4} type="video/mp4" />
      </video>
      <div className="absolute inset-0 bg-brand-dark/70" aria-hidden="true" />
      <div className="relative mx-auto flex min-h-[32rem] max-w-7xl flex-col justify-center px-4 py-16">
        <h1
          id="hero-title"
          className="max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl lg:text-6xl"
        >
          {SITE.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-100 sm:text-xl">{t("home.hero.tagline")}</p>
        <div className="mt-8">
          <Link
            to={paths.membership}
            className="inline-block rounded-md bg-accent px-6 py-3 text-lg font-semibold text-slate-900 hover:bg-yellow-400"
          >
            {t("home.hero.join")}
          </Link>
        </div>
        <button
          type="button"
          onClick={toggle}
          className="absolute right-4 bottom-4 rounded-md border border-white/60 bg-black/40 px-3 py-2 text-sm text-white hover:bg-black/60"
        >
          {playing ? t("home.hero.pauseVideo") : t("home.hero.playVideo")}
        </button>
      </div>
      <div className="relative border-t border-white/20 bg-black/40">
        <dl className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 sm:flex-row sm:flex-wrap sm:items-center sm:gap-10">
          <div className="flex flex-wrap items-center gap-3">
            <dt className="text-sm uppercase tracking-wide text-slate-200">{t("home.hero.spearheadedBy")}</dt>
            <dd>
              <Wordmark name={SITE.spearheadedBy} variant="council" />
            </dd>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <dt className="text-sm uppercase tracking-wide text-slate-200">
              {t("home.hero.inPartnershipWith")}
            </dt>
            <dd>
              <Wordmark name={SITE.inPartnershipWith} variant="partner" />
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
