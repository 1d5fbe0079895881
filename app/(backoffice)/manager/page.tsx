import { redirect } from 'next/navigation';

export default function ManagerHome() {
  redirect('/manager/products');
}
