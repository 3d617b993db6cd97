import { Image } from "@/components/ui/image";
import type { Author } from "@site/contract";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { AuthorSocialLinks } from "./author-social-links";
import { articleCount } from "./author-card";

/** The head of an author's page: avatar, full name, article count, bio and social links. */
export function AuthorProfile({ author }: { author: Author }) {
  return (
    <header className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page pt-6 pb-12 sm:pt-8">
        <Breadcrumbs
          pathname={`/author/${author.slug}`}
          items={[
            { text: "Home", href: "/" },
            { text: "Authors", href: "/author" },
            { text: author.full_name, href: `/author/${author.slug}` },
          ]}
        />
        <div className="mt-8 flex flex-col items-start gap-6 sm:flex-row sm:items-center sm:gap-10">
          <Image
            src={author.avatar.file_path}
            alt={`Portrait of ${author.full_name}`}
            width={160}
            height={160}
            preload
            className="size-32 shrink-0 rounded-full bg-brand-50 object-cover ring-8 ring-white shadow-card sm:size-40"
          />
          <div className="max-w-2xl">
            <p className="eyebrow">Author</p>
            <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{author.full_name}</h1>
            <p className="mt-2 font-medium text-ink-700" data-testid="article-count">
              {articleCount(author.number_of_articles)}
            </p>
            <p className="mt-4 leading-7 whitespace-pre-line text-ink-700">{author.bio}</p>
            <div className="mt-5">
              <AuthorSocialLinks name={author.full_name} links={author.social_media_link} />
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
