// Marketing attribution for sign-up (referer_url): the landing URL when it carried utm_source,
// otherwise the referring page when it was one of ours. Other sites' URLs are not ours to keep.
const LANDING_KEY = 'landingUrl';

export const rememberLandingUrl = () => {
  try {
    if (new URLSearchParams(window.location.search).has('utm_source'))
      window.sessionStorage.setItem(LANDING_KEY, window.location.href);
  } catch {
    // Without session storage the attribution is simply lost.
  }
};

export const landingUrl = (): string | undefined => {
  if (new URLSearchParams(window.location.search).has('utm_source')) return window.location.href;
  try {
    const stored = window.sessionStorage.getItem(LANDING_KEY);
    if (stored) return stored;
  } catch {
    // Fall through to the referrer.
  }
  const referrer = document.referrer;
  if (referrer && new URL(referrer).origin === window.location.origin) return referrer.slice(0, 2000);
  return undefined;
};
