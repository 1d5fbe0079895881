import { GoBackButton } from '@/components/site/go-back-button';
import { MessagePage } from '@/components/site/message-page';

export default function DocumentNotFound() {
  return (
    <MessagePage
      title="Document Not Found"
      text="The document you are looking for does not exist or could not be loaded."
      action={<GoBackButton fallback="/about" />}
    />
  );
}
