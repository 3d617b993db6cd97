import type { Metadata } from "next";
import { connection } from "next/server";
import { pageMetadata } from "@/components/seo/page-metadata";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { NoResults } from "@/components/ui/no-results";
import { AuthorCard } from "@/components/author/author-card";
import { getAuthors } from "@/lib/api/authors";

// Hidden from search engines (spec §2, §6): the author pages themselves are the indexed ones.
export const metadata: Metadata = pageMetadata({
  path: "/author",
  title: "Authors",
  description: "The Cobaltline engineers, designers and strategists who write our blog.",
  noindex: true,
});

export default async function AuthorsPage() {
  // Read at request time (from the cached API read): the build must not depend on the API.
  await connection();
  const authors = await getAuthors().catch(() => null);
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page pt-6 pb-10 sm:pt-8">
          <Breadcrumbs
            pathname="/author"
            items={[
              { text: "Home", href: "/" },
              { text: "Authors", href: "/author" },
            ]}
          />
          <p className="eyebrow mt-8">Cobaltline Blog</p>
          <h1 className="mt-3 text-3xl font-bold sm:text-4xl">Our authors</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-ink-600">
            The engineers, designers and strategists behind the articles, writing about what they build every
            day.
          </p>
        </div>
      </div>
      <div className="container-page pb-20">
        {authors?.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {authors.map((author) => (
              <li key={author.slug}>
                <AuthorCard author={author} />
              </li>
            ))}
          </ul>
        ) : (
          <NoResults title="No authors to show" hint="Please come back a little later." />
        )}
      </div>
    </>
  );
}
