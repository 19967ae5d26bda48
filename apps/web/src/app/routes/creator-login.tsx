import { SignInScreen } from '../../features/auth/components/sign-in-screen';

export default function CreatorLoginPage() {
  return <SignInScreen kind="creator" />;
}
