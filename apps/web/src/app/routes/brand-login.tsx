import { SignInScreen } from '../../features/auth/components/sign-in-screen';

export default function BrandLoginPage() {
  return <SignInScreen kind="brand" />;
}
