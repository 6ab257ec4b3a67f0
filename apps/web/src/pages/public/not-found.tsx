// Placeholder: built by the public website work (issue 3).
export default function NotFoundPage() {
  return (
    <main id="main">
      <h1>NotFound</h1>
    </main>
  );
}
