import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { homeAnchors, paths } from '../../config/paths';

export default function NotFoundPage() {
  return (
    <section className="container-content flex flex-col items-center gap-5 py-20 text-center sm:py-28">
      <p className="tabular text-6xl font-semibold tracking-tight text-brand">404</p>
      <h1 className="text-3xl text-ink">We could not find that page</h1>
      <p className="max-w-md text-lg text-ink-muted">
        The link may be old or mistyped. Try the home page, or ask us if you were expecting something here.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.home.path} className={buttonStyles()}>
          Go to the home page
        </Link>
        <Link to={homeAnchors.contact} className={buttonStyles({ variant: 'secondary' })}>
          Contact us
        </Link>
      </div>
    </section>
  );
}
