import { PolicyPage } from '../../components/policy-page';

export default function CookiePolicyPage() {
  return (
    <PolicyPage
      title="Cookie policy"
      description="Amplio uses a session cookie to keep you signed in and a security cookie to protect your forms. The full policy is being finalised."
      upcoming={['Cookies we need to run the site', 'How long each cookie lasts', 'How to clear them', 'Changes to this policy']}
    />
  );
}
