import type { LegalDocument as LegalDoc } from "@/content/legal/types";
import { PageHero } from "./page-hero";

/** A legal page: title, date, table of contents and numbered sections. */
export function LegalDocument({ doc, pathname }: { doc: LegalDoc; pathname: string }) {
  return (
    <>
      <PageHero
        pathname={pathname}
        crumbTitle={doc.title}
        eyebrow="Legal"
        title={doc.title}
        intro={`Last updated ${doc.updated}`}
      />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-28">
            <p className="text-sm font-bold tracking-wide text-ink-600 uppercase">On this page</p>
            <ol className="mt-4 flex flex-col gap-2 text-sm">
              {doc.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-ink-700 hover:text-brand-700">
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="prose-site">
          {doc.intro.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {doc.sections.map((s) => (
            <section key={s.id} aria-labelledby={s.id}>
              <h2 id={s.id}>{s.heading}</h2>
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {s.list ? (
                <ul>
                  {s.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {s.after?.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {s.links ? (
                <ul>
                  {s.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
