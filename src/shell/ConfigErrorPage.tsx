/** Shown instead of the app when start-up configuration is wrong: never a blank page. */
export function ConfigErrorPage({ message }: { message: string }) {
  return (
    <main className="page narrow">
      <h1>Frontdesk cannot start</h1>
      <p role="alert" className="alert alert-error">
        Configuration error: {message}
      </p>
      <p>Fix the value in your .env file (see .env.example) and restart the app.</p>
    </main>
  );
}
