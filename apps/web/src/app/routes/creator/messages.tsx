import { MessagesView } from '../../../features/conversations/components/messages-view';

/** Issue 24 §1: the creator's conversations with brands, and the open one (/creator/dashboard/messages/:id). */
export default function CreatorMessagesPage() {
  return <MessagesView side="creator" />;
}
