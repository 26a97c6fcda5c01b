export default function NotFound() {
  return (
    <main id="main">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist.</p>
    </main>
  );
}
