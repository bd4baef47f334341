import { isRouteErrorResponse } from 'react-router';
import styles from './ErrorScreen.module.css';

function describe(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) {
    return { message: `${error.status} ${error.statusText}` };
  }
  if (error instanceof Error) {
    return { message: error.message, stack: error.stack };
  }
  return { message: typeof error === 'string' ? error : JSON.stringify(error) };
}

/** The router's default error screen (spec section 2): heading, message and stack trace. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { message, stack } = describe(error);
  return (
    <main id="main-content" className={`container ${styles.screen}`}>
      <h1>Unexpected Application Error!</h1>
      <h2 className={styles.message}>{message}</h2>
      {stack && <pre className={styles.stack}>{stack}</pre>}
    </main>
  );
}
