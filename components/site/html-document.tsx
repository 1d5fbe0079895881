import { TestModeBanner } from './test-mode-banner';
import { SessionProvider } from './session-provider';

/**
 * <html> and <body> for the site's two root layouts (the public site in its language, the English
 * back-office): the font, the test-mode banner and the signed-in user, read in the browser so pages stay static.
 */
export function HtmlDocument({
  lang,
  fontClassName,
  sandbox,
  sandboxNotice,
  children,
}: {
  lang: string;
  fontClassName: string;
  sandbox: boolean;
  sandboxNotice: string;
  children: React.ReactNode;
}) {
  return (
    <html lang={lang} className={fontClassName}>
      <body className="min-h-screen font-sans">
        {sandbox && <TestModeBanner text={sandboxNotice} />}
        <SessionProvider>{children}</SessionProvider>
      </body>
    </html>
  );
}
