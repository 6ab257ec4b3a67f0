// Placeholder: built by the public website work (issue 3).
export default function LearningPage() {
  return (
    <main id="main">
      <h1>Learning</h1>
    </main>
  );
}
