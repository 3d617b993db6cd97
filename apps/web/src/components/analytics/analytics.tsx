import { env } from "@/env";

/** Ids are placed into inline scripts: only the characters such ids use are let through. */
function safeId(id: string): string {
  return /^[A-Za-z0-9_-]+$/.test(id) ? id : "";
}

/**
 * Analytics, tag manager, social pixel and session recording (spec §1): only when STAGE is PROD,
 * and each only when its own id is configured. Anywhere else this renders nothing at all.
 * `nonce` is the page's CSP nonce (src/proxy.ts): the scripts and what they load run under it.
 *
 * Plain script tags rendered on the server, not next/script: next/script is a client component, so
 * importing it put its loader (about 1.5 KB gzipped) into every page's first load on every stage,
 * for scripts that run only on PROD. The loaders are async; the pixel and session recording start
 * after the page's load event, as next/script's lazyOnload did.
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
          <script id="ga-src" async src={`https://www.googletagmanager.com/gtag/js?id=${ga}`} nonce={nonce} />
          <InlineScript
            id="ga-init"
            nonce={nonce}
            code={`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${ga}');`}
          />
        </>
      ) : null}
      {gtm ? (
        <InlineScript
          id="gtm-init"
          nonce={nonce}
          code={`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtm}');`}
        />
      ) : null}
      {pixel ? (
        <InlineScript
          id="meta-pixel"
          nonce={nonce}
          afterLoad
          code={`!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${pixel}');fbq('track','PageView');`}
        />
      ) : null}
      {clarity ? (
        <InlineScript
          id="clarity"
          nonce={nonce}
          afterLoad
          code={`(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);})(window,document,"clarity","script","${clarity}");`}
        />
      ) : null}
    </>
  );
}

/** An inline script; `afterLoad` defers it to the window's load event. */
function InlineScript({
  id,
  nonce,
  code,
  afterLoad = false,
}: {
  id: string;
  nonce?: string;
  code: string;
  afterLoad?: boolean;
}) {
  const body = afterLoad
    ? `(function(r){document.readyState==='complete'?r():addEventListener('load',r)})(function(){${code}});`
    : code;
  return <script id={id} nonce={nonce} dangerouslySetInnerHTML={{ __html: body }} />;
}
