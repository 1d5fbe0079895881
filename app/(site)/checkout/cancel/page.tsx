import { redirect } from 'next/navigation';

// The gateway's cancel address: the buyer goes back to checkout with the cart as it was.
export default function CheckoutCancelPage(): never {
  redirect('/checkout?payment=cancelled');
}
