import type { Metadata } from "next";
import { ProductsView } from "@/components/marketing/landing/products-view";
import { getLandingPage } from "@/lib/api/marketing";

// Hidden from indexing (spec §6).
export const metadata: Metadata = {
  title: "Products",
  description: "Packaged products built on what we have learned from more than a hundred custom projects.",
  robots: { index: false, follow: true },
};

export default async function ProductsPage() {
  // The team's copy as published (cache tag marketing:landing); without the API the hero names the page.
  const content = await getLandingPage("products").catch(() => null);
  return <ProductsView content={content} />;
}
