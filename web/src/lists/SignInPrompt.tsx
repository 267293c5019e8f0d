import { Link } from 'react-router-dom';

/**
 * Shown instead of a list that belongs to a signed-in user when there is no session: a sentence saying
 * what signing in gives (`text`), a Sign in link to /signin and a Create an account link to /signup.
 */
export function SignInPrompt({ text }: { text: string }) {
  return (
    <section className="list-signin" aria-label="Sign in">
      <p>{text}</p>
      <p className="list-signin-actions">
        <Link to="/signin" className="button primary">
          Sign in
        </Link>
        <Link to="/signup">Create an account</Link>
      </p>
    </section>
  );
}
