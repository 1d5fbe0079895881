import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountTabs } from '@/components/account/account-tabs';
import { PasswordForm } from '@/components/account/password-form';
import { ProfileForm } from '@/components/account/profile-form';
import { MessagePage } from '@/components/site/message-page';
import { UserAvatar } from '@/components/site/user-avatar';
import { LinkButton } from '@/components/ui/link-button';
import { formatIstDate } from '@/lib/domain/dates';
import { signInHref } from '@/lib/domain/safe-next';
import { localizedPath } from '@/lib/i18n/routing';
import { staffTwoFactorRequired, toWireUser } from '@/lib/server/accounts';
import { isStaff } from '@/lib/domain/roles';
import { EmailPanel } from '@/components/account/email-panel';
import { TwoFactorPanel } from '@/components/account/two-factor-panel';
import { MyDataPanel } from '@/components/account/my-data-panel';
import { currentUser } from '@/lib/server/accounts/session';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'profile' });
  return { title: t('metaTitle'), robots: { index: false } };
}

function Card({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-gray-100 bg-white p-5 shadow-sm">
      <dt className="text-xs font-semibold uppercase tracking-wide text-brand-700">{label}</dt>
      <dd className="mt-1 text-gray-900 wrap-anywhere">{value}</dd>
    </div>
  );
}

export default async function ProfilePage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'profile' });
  const row = await currentUser();
  if (!row) {
    return (
      <MessagePage
        title={t('accessDenied')}
        text={t('loginToView')}
        action={<LinkButton href={signInHref(localizedPath('/profile', locale))}>{t('login')}</LinkButton>}
      />
    );
  }
  const user = toWireUser(row);
  const role = t(`roles.${user.role}`);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-3xl">
        <AccountTabs />
        <div className="flex flex-col items-center text-center">
          <UserAvatar name={user.name} photo={user.photo} size="lg" />
          <h1 className="mt-4 text-3xl font-bold text-gray-900">{user.name}</h1>
          <p className="max-w-full break-all text-gray-600">{user.email}</p>
          {user.phone && <p className="text-gray-600">{user.phone}</p>}
        </div>
        <dl className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
          <Card label={t('fullName')} value={user.name} />
          <Card label={t('email')} value={user.email} />
          {user.phone && <Card label={t('phone')} value={user.phone} />}
          {user.address && <Card label={t('address')} value={user.address} />}
          {user.created_at && <Card label={t('memberSince')} value={formatIstDate(user.created_at)} />}
          {user.role && <Card label={t('role')} value={role} />}
        </dl>
        <div className="mt-12 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
            <ProfileForm user={user} />
          </div>
          <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
            <PasswordForm twoFactor={user.two_factor} />
          </div>
          <section aria-labelledby="email-h" className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
            <EmailPanel email={user.email} verified={user.email_verified} twoFactor={user.two_factor} />
          </section>
          <section aria-labelledby="two-factor-h" className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
            <TwoFactorPanel enabled={user.two_factor} required={isStaff(user.role) && staffTwoFactorRequired()} />
          </section>
          <section aria-labelledby="my-data-h" className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm md:col-span-2">
            <MyDataPanel twoFactor={user.two_factor} />
          </section>
        </div>
      </div>
    </section>
  );
}
