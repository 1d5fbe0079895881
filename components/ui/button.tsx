const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-gray-300 disabled:text-gray-500',
  secondary: 'bg-leaf-600 text-white hover:bg-leaf-700 disabled:bg-gray-300',
  outline: 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:opacity-50',
} as const;

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: React.ComponentProps<'button'> & { variant?: keyof typeof VARIANTS }) {
  return (
    <button
      type="button"
      {...props}
      className={`inline-flex items-center justify-center rounded-full px-6 py-2.5 text-sm font-semibold shadow-sm transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
    />
  );
}
