/** A schema-dts node with its @context, e.g. WithContext<Organization> from "schema-dts". */
export type JsonLdData = { "@context": "https://schema.org" } & object;

/**
 * Structured data as a JSON-LD script. `<` is escaped so text from the API can never close the tag.
 *   const org: WithContext<Organization> = { "@context": "https://schema.org", "@type": "Organization", name: "Cobaltline" };
 *   <JsonLd data={org} />
 */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
