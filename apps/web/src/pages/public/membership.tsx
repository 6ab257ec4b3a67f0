// Placeholder: built by the public website work (issue 3).
export default function MembershipPage() {
  return (
    <main id="main">
      <h1>Membership</h1>
    </main>
  );
}
