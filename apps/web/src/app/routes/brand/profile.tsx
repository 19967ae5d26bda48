import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** Spec 3 §2.3: "Your Profile: only a heading and a Back to Dashboard button". */
export default function BrandProfilePage() {
  return (
    <div className="mx-auto flex w-full max-w-content flex-col items-start gap-4">
      <h2 className="text-2xl text-ink sm:text-3xl">Your Profile</h2>
      <Link to={paths.brandDashboard.path} className={buttonStyles({ variant: 'secondary' })}>
        <ArrowLeft className="size-4" strokeWidth={1.75} aria-hidden="true" />
        Back to Dashboard
      </Link>
    </div>
  );
}
