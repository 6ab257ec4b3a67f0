// Placeholder: built by the public website work (issue 3).
export default function HomePage() {
  return (
    <main id="main">
      <h1>Home</h1>
    </main>
  );
}
