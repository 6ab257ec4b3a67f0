// Placeholder: built by the public website work (issue 3).
export default function ContactPage() {
  return (
    <main id="main">
      <h1>Contact</h1>
    </main>
  );
}
