import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { BLOG_DESCRIPTION, BLOG_HEADLINE, FEED_PATH } from "./blog-copy";
import { RssIcon } from "./icons";

/** The blog's page header: breadcrumbs, headline, introduction, the feed link and the hero carousel. */
export function BlogHeader({ children }: { children?: React.ReactNode }) {
  return (
    <div className="relative mb-10 overflow-hidden border-b border-ink-100 bg-gradient-to-b from-brand-50 to-white sm:mb-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-32 size-[28rem] rounded-full bg-[radial-gradient(circle,var(--color-brand-100),transparent_70%)]"
      />
      <div className="container-page relative pt-6 pb-10 sm:pt-8 sm:pb-14">
        <Breadcrumbs
          pathname="/blog"
          items={[
            { text: "Home", href: "/" },
            { text: "Blog", href: "/blog" },
          ]}
        />
        <div className="mt-6 flex flex-col gap-6 sm:mt-8 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow">Cobaltline Blog</p>
            <h1 className="mt-3 text-3xl leading-tight font-bold sm:text-4xl lg:text-5xl">{BLOG_HEADLINE}</h1>
            <p className="mt-4 text-base leading-7 text-ink-600 sm:text-lg">{BLOG_DESCRIPTION}</p>
          </div>
          <a
            href={FEED_PATH}
            className="inline-flex items-center gap-2 self-start rounded-full border border-ink-200 bg-white px-4 py-2 text-sm font-semibold text-ink-800 transition-colors hover:border-accent-500 hover:text-accent-600 lg:self-auto"
          >
            <RssIcon className="size-4 text-accent-600" />
            RSS feed
          </a>
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </div>
  );
}
