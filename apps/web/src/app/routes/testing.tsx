import { TestingMockup } from '../../features/demo/testing/testing-mockup';

export default function TestingPage() {
  return <TestingMockup />;
}
