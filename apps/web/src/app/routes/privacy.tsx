import { PolicyPage } from '../../components/policy-page';

export default function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy policy"
      description="How Amplio collects, uses and protects your personal data. The full text is being finalised."
      upcoming={['What we collect and why', 'How long we keep it', 'Who we share it with', 'Your rights and how to use them']}
    />
  );
}
