import { Image } from "@/components/ui/image";
import type { Author } from "@site/contract";

export function articleCount(n: number): string {
  return `${n} ${n === 1 ? "article" : "articles"}`;
}

/** An author in the authors list: avatar, name, article count and the start of the bio. */
export function AuthorCard({ author }: { author: Author }) {
  return (
    <article className="group relative flex h-full flex-col items-center rounded-card border border-ink-100 bg-white p-6 text-center shadow-card transition-shadow hover:shadow-pop has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-brand-200">
      <Image
        src={author.avatar.file_path}
        alt=""
        width={112}
        height={112}
        className="size-28 rounded-full bg-brand-50 object-cover ring-4 ring-brand-50"
      />
      <h2 className="mt-5 text-xl font-semibold">
        <a
          href={`/author/${author.slug}`}
          className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
        >
          {author.full_name}
        </a>
      </h2>
      <p className="mt-1 text-sm font-medium text-accent-600">{articleCount(author.number_of_articles)}</p>
      <p className="mt-3 line-clamp-4 text-[0.9375rem] leading-6 text-ink-600">{author.bio}</p>
    </article>
  );
}
