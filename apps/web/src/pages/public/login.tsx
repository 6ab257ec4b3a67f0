// Placeholder: built by the public website work (issue 3).
export default function LoginPage() {
  return (
    <main id="main">
      <h1>Login</h1>
    </main>
  );
}
