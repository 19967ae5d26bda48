import { PolicyPage } from '../../components/policy-page';

export default function TermsPage() {
  return (
    <PolicyPage
      title="Terms of service"
      description="The agreement between you and Amplio. You must be at least 18 to use Amplio. The full text is being finalised."
      upcoming={['Accounts and eligibility', 'Campaigns, escrow and payouts', 'Content rights', 'Ending your account']}
    />
  );
}
