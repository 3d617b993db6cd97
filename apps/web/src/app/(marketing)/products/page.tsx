import { ProductsView } from "@/components/marketing/landing/products-view";
import { getLandingPage } from "@/lib/api/marketing";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

// Hidden from indexing (spec §6).
/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/products");

export default async function ProductsPage() {
  // The team's copy as published (cache tag marketing:landing); without the API the hero names the page.
  const content = await getLandingPage("products").catch(() => null);
  return <ProductsView content={content} />;
}
