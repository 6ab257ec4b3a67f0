// Placeholder: built by the staff area work (issue 4). Loaded lazily for every /admin-* route.
export default function StaffRoutes() {
  return (
    <main id="main">
      <h1>Staff</h1>
    </main>
  );
}
