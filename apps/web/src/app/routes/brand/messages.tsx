import { MessagesView } from '../../../features/conversations/components/messages-view';

/** Issue 24 §1: the brand's conversations with creators, and the open one (/brand/messages/:id). */
export default function BrandMessagesPage() {
  return <MessagesView side="brand" />;
}
