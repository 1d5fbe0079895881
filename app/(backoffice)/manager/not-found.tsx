import { PanelNotFound } from '@/components/backoffice/panel-not-found';

export const metadata = { title: 'Page Not Found' };

export default function NotFound() {
  return <PanelNotFound home="/manager" />;
}
