import Script from "next/script";
import { env } from "@/env";

/** Ids are placed into inline scripts: only the characters such ids use are let through. */
function safeId(id: string): string {
  return /^[A-Za-z0-9_-]+$/.test(id) ? id : "";
}

/**
 * Analytics, tag manager, social pixel and session recording (spec §1): only when STAGE is PROD,
 * and each only when its own id is configured. Anywhere else this renders nothing at all.
 * `nonce` is the page's CSP nonce (src/proxy.ts): the scripts and what they load run under it.
 */
export function Analytics({ nonce }: { nonce?: string } = {}) {
  if (env.STAGE !== "PROD") return null;
  const ga = safeId(env.GA_MEASUREMENT_ID);
  const gtm = safeId(env.GTM_ID);
  const pixel = safeId(env.META_PIXEL_ID);
  const clarity = safeId(env.CLARITY_ID);
  return (
    <>
      {ga ? (
        <>
          <Script
            id="ga-src"
            src={`https://www.googletagmanager.com/gtag/js?id=${ga}`}
            strategy="afterInteractive"
            nonce={nonce}
          />
          <Script id="ga-init" strategy="afterInteractive" nonce={nonce}>
            {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${ga}');`}
          </Script>
        </>
      ) : null}
      {gtm ? (
        <Script id="gtm-init" strategy="afterInteractive" nonce={nonce}>
          {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtm}');`}
        </Script>
      ) : null}
      {pixel ? (
        <Script id="meta-pixel" strategy="lazyOnload" nonce={nonce}>
          {`!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${pixel}');fbq('track','PageView');`}
        </Script>
      ) : null}
      {clarity ? (
        <Script id="clarity" strategy="lazyOnload" nonce={nonce}>
          {`(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);})(window,document,"clarity","script","${clarity}");`}
        </Script>
      ) : null}
    </>
  );
}
