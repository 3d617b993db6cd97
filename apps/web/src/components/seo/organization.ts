import type { Organization, WithContext } from "schema-dts";
import { siteConfig } from "@/config/site";

/** The company as schema.org Organization, published once by the root layout. */
export function organizationJsonLd(siteUrl: string): WithContext<Organization> {
  const { address } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${new URL("/", siteUrl).toString()}#organization`,
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    description: siteConfig.description,
    url: new URL("/", siteUrl).toString(),
    logo: new URL("/icon.svg", siteUrl).toString(),
    email: siteConfig.email,
    telephone: siteConfig.phone.href.replace(/^tel:/, ""),
    foundingDate: String(siteConfig.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    sameAs: siteConfig.socials.map((s) => s.href),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: siteConfig.email,
      telephone: siteConfig.phone.href.replace(/^tel:/, ""),
      areaServed: "US",
      availableLanguage: ["English"],
    },
  };
}
