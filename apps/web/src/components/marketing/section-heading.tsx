export type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "left" | "center";
  tone?: "light" | "dark";
  as?: "h1" | "h2";
  className?: string;
};

/** The eyebrow, title and intro that open every content section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "left",
  tone = "light",
  as: Tag = "h2",
  className = "",
}: SectionHeadingProps) {
  const centered = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${centered} ${className}`}>
      {eyebrow ? <p className={tone === "dark" ? "eyebrow text-accent-300" : "eyebrow"}>{eyebrow}</p> : null}
      <Tag
        id={id}
        className={`mt-3 text-3xl font-bold sm:text-4xl ${tone === "dark" ? "text-white" : "text-ink-950"}`}
      >
        {title}
      </Tag>
      {intro ? (
        <p className={`mt-4 text-lg leading-8 ${tone === "dark" ? "text-ink-300" : "text-ink-600"}`}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
