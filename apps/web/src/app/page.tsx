export default function HomePage() {
  return (
    <main>
      <h1>Cobaltline</h1>
    </main>
  );
}
