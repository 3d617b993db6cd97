import { Header } from "@/components/layout/header";
import { Footer } from "@/components/layout/footer";

/** Full site chrome: header, the page as <main id="main"> (pages render no <main> of their own), footer. */
export default function GroupLayout({ children }: { children: React.ReactNode }) {
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
