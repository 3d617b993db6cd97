import { Header } from "./header";
import { Footer } from "./footer";

/**
 * Full site chrome for a route group's layout: header, the page as <main id="main"> (pages render no
 * <main> of their own), footer.
 */
export function SiteChrome({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
