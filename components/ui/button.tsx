const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed';

const VARIANTS = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-gray-300 disabled:text-gray-600 aria-disabled:opacity-60',
  secondary: 'border border-gray-300 bg-white text-gray-800 shadow-sm hover:bg-gray-50 disabled:opacity-50 aria-disabled:opacity-50',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:opacity-50 aria-disabled:opacity-50',
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:opacity-50 aria-disabled:opacity-50',
  /** A quiet action beside content (a cart line's Remove, Clear all): red words, underlined on hover. */
  'danger-text': 'text-red-700 hover:underline disabled:opacity-50 aria-disabled:opacity-50',
  /** On a dark picture or colour. */
  light: 'border border-white bg-white/10 text-white hover:bg-white/20',
} as const;

const SIZES = {
  sm: 'px-3 py-1 text-xs',
  /** At least 44 px tall (a thumb's target, issue 37), however short its words. */
  md: 'min-h-11 px-5 py-2.5 text-sm',
  lg: 'min-h-11 px-6 py-3 text-sm',
  /** No padding: words in a line of text. */
  text: 'text-sm',
} as const;

export type ButtonLook = { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES; className?: string };

/** The one look of a button; links styled as buttons take it too (<Link className={buttonClass(...)}>). */
export function buttonClass({ variant = 'primary', size = 'md', className = '' }: ButtonLook = {}): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${className}`.trim();
}

/** The site's and the back-office's button (type="button" unless told; a form's submit is ./submit-button). */
export function Button({ variant, size, className, ...props }: React.ComponentProps<'button'> & ButtonLook) {
  return <button type="button" {...props} className={buttonClass({ variant, size, className })} />;
}
